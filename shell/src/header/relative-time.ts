import type { Language } from '@portal/contracts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "il y a 2 jours", "now": how long ago a notification came, in the reader's language. */
export function relativeTime(iso: string, language: Language, now = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { numeric: 'auto' });
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** "in 12 min": the time left before a hold is released, never negative. */
export function countdown(iso: string, now = Date.now()): { minutes: number; seconds: number; over: boolean } {
  const left = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));
  return { minutes: Math.floor(left / 60), seconds: left % 60, over: left === 0 };
}
