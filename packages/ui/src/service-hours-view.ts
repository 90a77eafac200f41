import { formatDateTime, SERVICE_HOURS } from '@portal/contracts';

/** Opening periods of one weekday of the reader (0 = Sunday), times in the reader's pattern. */
export interface ReaderOpeningDay {
  weekday: number;
  periods: { from: string; to: string }[];
}

/** Days in a row with the same periods, e.g. Sunday to Thursday 10:00-13:00 and 14:00-18:30. */
export interface ReaderOpeningRange {
  firstDay: number;
  lastDay: number;
  periods: { from: string; to: string }[];
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function partsIn(at: Date, timeZone: string) {
  return Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in minutes. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = partsIn(at, timeZone);
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant `timeZone`'s clock shows `minutes` after midnight of `day` (`YYYY-MM-DD`). */
function wallClockInstant(day: string, minutes: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, date, 0, minutes);
  // Twice, so a guess on the far side of a daylight-saving change settles.
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/**
 * The desk's service hours (spec §1, Europe/Paris) as a reader in `timeZone` sees them this week:
 * each opening period's weekday (where it starts) and times in the reader's time pattern.
 */
export function serviceHoursIn(timeZone: string, timePattern = 'HH:mm', now = new Date()): ReaderOpeningDay[] {
  const desk = partsIn(now, SERVICE_HOURS.timeZone);
  const deskToday = Date.UTC(Number(desk.year), Number(desk.month) - 1, Number(desk.day));
  const sunday = deskToday - WEEKDAYS.indexOf(desk.weekday ?? 'Sun') * 86_400_000;
  const days = new Map<number, ReaderOpeningDay>();
  for (const deskDay of SERVICE_HOURS.days) {
    const day = new Date(sunday + deskDay * 86_400_000).toISOString().slice(0, 10);
    for (const [start, end] of SERVICE_HOURS.periods) {
      const from = wallClockInstant(day, start, SERVICE_HOURS.timeZone);
      const to = wallClockInstant(day, end, SERVICE_HOURS.timeZone);
      const weekday = WEEKDAYS.indexOf(partsIn(from, timeZone).weekday ?? 'Sun');
      const opening = days.get(weekday) ?? { weekday, periods: [] };
      opening.periods.push({ from: formatDateTime(from, timePattern, timeZone), to: formatDateTime(to, timePattern, timeZone) });
      days.set(weekday, opening);
    }
  }
  return [...days.values()].sort((a, b) => a.weekday - b.weekday);
}

/** Consecutive days with the same periods, grouped. */
export function openingRanges(days: readonly ReaderOpeningDay[]): ReaderOpeningRange[] {
  const ranges: ReaderOpeningRange[] = [];
  for (const day of days) {
    const last = ranges.at(-1);
    if (last && last.lastDay === day.weekday - 1 && JSON.stringify(last.periods) === JSON.stringify(day.periods)) last.lastDay = day.weekday;
    else ranges.push({ firstDay: day.weekday, lastDay: day.weekday, periods: day.periods });
  }
  return ranges;
}

/** The time part of a user's `dateTimeFormat` (`DD/MM/YYYY hh:mm A` → `hh:mm A`). */
export function timePatternOf(dateTimeFormat: string): string {
  const space = dateTimeFormat.indexOf(' ');
  return space === -1 ? 'HH:mm' : dateTimeFormat.slice(space + 1);
}
