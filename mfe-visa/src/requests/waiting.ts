/** How long a request has waited in its status, in the reader's language (`3 hours`, `2 days`). */
export function waitingText(since: string, now: number, language: string): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  const format = (value: number, unit: 'minute' | 'hour' | 'day') => new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  if (minutes < 60) return format(minutes, 'minute');
  if (minutes < 48 * 60) return format(Math.floor(minutes / 60), 'hour');
  return format(Math.floor(minutes / (24 * 60)), 'day');
}
