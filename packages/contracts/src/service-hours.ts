// Plain constants and rules without zod: screens import them without shipping the schemas' library.

/**
 * The advisors' and support desk's service hours (spec §1): Sunday to Thursday, 9:00 to 12:00
 * and 13:00 to 17:30, in the desk's time zone. SLA clocks count only these minutes.
 */
export const SERVICE_HOURS = {
  /** The desk's own clock; screens show the hours converted to the reader's time zone. */
  timeZone: 'Europe/Paris',
  /** Days of the week, 0 = Sunday. */
  days: [0, 1, 2, 3, 4],
  /** Opening periods as minutes after local midnight: [start, end). */
  periods: [
    [9 * 60, 12 * 60],
    [13 * 60, 17 * 60 + 30],
  ],
  /** Spec §1: the number to call when no reply came within 24 hours. */
  helpPhone: '+33 1 84 88 24 24',
  /** Spec §1: after this long without a reply, the help phone is shown. */
  noReplyHelpAfterMs: 24 * 60 * 60 * 1000,
} as const satisfies { timeZone: string; days: readonly number[]; periods: readonly (readonly [number, number])[]; helpPhone: string; noReplyHelpAfterMs: number };

/** Service minutes in one open day (7.5 hours). */
export const SERVICE_MINUTES_PER_DAY = SERVICE_HOURS.periods.reduce((sum, [start, end]) => sum + end - start, 0);

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** More than a week: an open day always comes within it, so a walk that finds none has a bug. */
const MAX_CLOSED_DAYS = 14;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of `at` in `timeZone`, as if that reading were UTC (so date arithmetic stays plain). */
function wallClockAsUtc(at: number, timeZone: string): number {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallClockFormats.set(timeZone, format);
  }
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of format.formatToParts(at)) if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) + (((at % 1000) + 1000) % 1000);
}

/** The instant whose wall clock in `timeZone` reads `wallClock`; the offset is re-read at the result, so a DST change earlier that day is honoured. */
function instantOfWallClock(wallClock: number, timeZone: string): number {
  const firstGuess = wallClock - (wallClockAsUtc(wallClock, timeZone) - wallClock);
  return wallClock - (wallClockAsUtc(firstGuess, timeZone) - firstGuess);
}

/** The local midnight (as a UTC-read wall clock) of the day holding `at`. */
function localDayOf(at: number, timeZone: string): number {
  const wallClock = wallClockAsUtc(at, timeZone);
  return wallClock - (((wallClock % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The opening periods of the local day starting at wall clock `day`, as instants, none on a closed day. */
function openPeriodsOf(day: number, timeZone: string): [number, number][] {
  if (!(SERVICE_HOURS.days as readonly number[]).includes(new Date(day).getUTCDay())) return [];
  return SERVICE_HOURS.periods.map(([start, end]) => [instantOfWallClock(day + start * MINUTE_MS, timeZone), instantOfWallClock(day + end * MINUTE_MS, timeZone)]);
}

/** Each opening period from the local day holding `from` on, in order (a day at a time, for as long as the caller reads). */
function* openPeriodsFrom(from: number, timeZone: string): Generator<[number, number]> {
  const firstDay = localDayOf(from, timeZone);
  let closedDays = 0;
  for (let day = firstDay; ; day += DAY_MS) {
    const periods = openPeriodsOf(day, timeZone);
    closedDays = periods.length ? 0 : closedDays + 1;
    if (closedDays > MAX_CLOSED_DAYS) throw new Error('service hours: no open day in two weeks');
    yield* periods;
  }
}

/**
 * Minutes of service hours between two instants (0 when `to` is not after `from`), counted in
 * `timeZone` (the desk's by default), whole minutes rounded down.
 */
export function serviceMinutesBetween(from: Date, to: Date, timeZone: string = SERVICE_HOURS.timeZone): number {
  const [start, end] = [from.getTime(), to.getTime()];
  let openMs = 0;
  for (const [opens, closes] of openPeriodsFrom(start, timeZone)) {
    if (opens >= end) break;
    openMs += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
  }
  return Math.floor(openMs / MINUTE_MS);
}

/** The instant at which `minutes` service minutes have passed since `from` (`from` itself when 0 and within hours, else the next opening). */
export function addServiceMinutes(from: Date, minutes: number, timeZone: string = SERVICE_HOURS.timeZone): Date {
  if (!(minutes >= 0)) throw new RangeError(`service hours: cannot add ${minutes} minutes`);
  let remainingMs = minutes * MINUTE_MS;
  for (const [opens, closes] of openPeriodsFrom(from.getTime(), timeZone)) {
    if (closes <= from.getTime()) continue;
    const start = Math.max(opens, from.getTime());
    if (remainingMs <= closes - start) return new Date(start + remainingMs);
    remainingMs -= closes - start;
  }
  throw new Error('service hours: unreachable');
}

/** Whether the desk is open at `at`. */
export function isWithinServiceHours(at: Date, timeZone: string = SERVICE_HOURS.timeZone): boolean {
  return openPeriodsOf(localDayOf(at.getTime(), timeZone), timeZone).some(([opens, closes]) => opens <= at.getTime() && at.getTime() < closes);
}

/** The next moment the desk opens at or after `at` (`at` itself when open). */
export function nextServiceOpening(at: Date, timeZone: string = SERVICE_HOURS.timeZone): Date {
  return addServiceMinutes(at, 0, timeZone);
}
