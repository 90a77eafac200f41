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

/** `at` as wall-clock time in `timeZone`, ISO 8601 with that zone's offset then. */
export function localTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round((Date.parse(`${wall}Z`) - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
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

/** The UTC moment of a wall-clock time (`YYYY-MM-DD`, `HH:mm`) in `timeZone` (a hotel's check-in time). */
export function zonedMoment(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at the guessed moment, then again at the corrected one (a change of offset in between).
  const offsetAt = (at: number) => Date.parse(`${localTime(new Date(at), timeZone).slice(0, 19)}Z`) - at;
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}
