import { formatDateTime, type BookingDeadline } from '@portal/contracts';

/** A deadline on the hotel's clock and in UTC, both in the user's date and time pattern. */
export function deadlineTexts(deadline: BookingDeadline, dateTimeFormat: string): { local: string; utc: string } {
  // `local` carries the hotel's wall-clock time before its offset: shown as is, whatever the agent's zone.
  return {
    local: formatDateTime(`${deadline.local.slice(0, 19)}Z`, dateTimeFormat, 'UTC'),
    utc: formatDateTime(deadline.utc, dateTimeFormat, 'UTC'),
  };
}

/** A `YYYY-MM-DD` stay day in the user's date pattern (a calendar day, no time zone). */
export function stayDayText(day: string, dateTimeFormat: string): string {
  return formatDateTime(`${day}T12:00:00Z`, dateTimeFormat.split(' ')[0] ?? 'DD/MM/YYYY', 'UTC');
}

/** A stay from its first to its last day, with its nights: `10/12/2026 → 13/12/2026 · 3 nights`. */
export function stayText(t: (key: string, options?: Record<string, unknown>) => string, stay: { checkIn: string; checkOut: string; nights: number }, dateTimeFormat: string): string {
  return `${stayDayText(stay.checkIn, dateTimeFormat)} → ${stayDayText(stay.checkOut, dateTimeFormat)} · ${t('search.nights', { count: stay.nights })}`;
}
