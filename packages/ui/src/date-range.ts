/** Date range presets of spec §9, plus a range the user picks. */
export const DATE_PRESETS = ['today', 'lastDay', 'last7Days', 'thisMonth', 'lastMonth', 'currentYear', 'lastYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Calendar days as the services filter them: `YYYY-MM-DD`, both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

/** Today's calendar day where the user lives. */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** The days a preset covers, counted from today in the user's time zone. */
export function presetRange(preset: DatePreset, timeZone: string, now = new Date()): DateRange {
  const today = todayIn(timeZone, now);
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'lastDay': {
      const yesterday = shiftDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7Days':
      return { from: shiftDays(today, -6), to: today };
    case 'thisMonth':
      return { from: dayOf(new Date(Date.UTC(year, month - 1, 1))), to: today };
    case 'lastMonth':
      return { from: dayOf(new Date(Date.UTC(year, month - 2, 1))), to: dayOf(new Date(Date.UTC(year, month - 1, 0))) };
    case 'currentYear':
      return { from: `${year}-01-01`, to: today };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}
