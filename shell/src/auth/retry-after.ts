import type { Language } from '@portal/contracts';

/** `details.retryAfterSeconds` of a 429 as words: "45 seconds", "12 minutes" (rounded up). */
export function waitingTime(seconds: number, language: Language): string {
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const [value, unit] = seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The seconds to wait a 429 carries, if any. */
export function retryAfterSeconds(details: Record<string, unknown>): number | null {
  const value = details.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
