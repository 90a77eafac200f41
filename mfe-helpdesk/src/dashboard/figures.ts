/** A service-minutes duration split for display (`125` → 2 h 5 min). */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** A share (0..1) as a percentage with at most one decimal. */
export const percentOf = (share: number) => Math.round(share * 1000) / 10;

/** A `YYYY-MM` month as the reader's language names it (`2026-03` → "Mar 2026" / "mars 2026"). */
export function monthLabel(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}
