import type { BookingDeadline } from '@portal/contracts';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** Offsets already read, per zone and second: reading one from Intl costs tens of µs, and the same moments recur (every offer of a trip, every repeated search). */
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 10_000;

/** How far `timeZone` is ahead of UTC at the whole second `second` (ms since the epoch), in ms. */
function offsetAt(second: number, timeZone: string): number {
  const key = `${timeZone} ${second}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts = Object.fromEntries(
      formatIn(timeZone)
        .formatToParts(second)
        .map((part) => [part.type, part.value]),
    );
    offset = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`) - second;
    if (offsets.size >= OFFSETS_KEPT) offsets.delete(offsets.keys().next().value!);
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock time at `at` in `timeZone` (`YYYY-MM-DDTHH:mm:ss`) and how many minutes that zone is ahead of UTC then. */
function wallClock(at: Date, timeZone: string): { wall: string; offsetMinutes: number } {
  const second = Math.floor(at.getTime() / 1000) * 1000;
  const offset = offsetAt(second, timeZone);
  return { wall: new Date(second + offset).toISOString().slice(0, 19), offsetMinutes: Math.round(offset / 60_000) };
}

/** `at` as wall-clock time in `timeZone`, ISO 8601 with that zone's offset then. */
export function localTime(at: Date, timeZone: string): string {
  const { wall, offsetMinutes } = wallClock(at, timeZone);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A deadline in UTC and in the local time of the place it concerns; none when there is no moment. */
export function deadlineAt(at: Date | string | null | undefined, timeZone: string): BookingDeadline | null {
  if (at === null || at === undefined) return null;
  const moment = new Date(at);
  return { utc: moment.toISOString(), local: localTime(moment, timeZone), timeZone };
}

/**
 * The moment a wall-clock time (`YYYY-MM-DD`, `HH:mm`) happens in `timeZone`: a hotel's noon, a
 * flight's departure slot. The offset is read twice, so a time on a daylight-saving change day
 * takes the offset in force at that moment, not at the same clock time in UTC.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall - wallClock(new Date(wall), timeZone).offsetMinutes * 60_000;
  return new Date(wall - wallClock(new Date(guess), timeZone).offsetMinutes * 60_000);
}
