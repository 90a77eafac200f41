import { presetRange, todayIn } from './date-range';

describe('date range presets', () => {
  // 1 March 2026, 00:30 in Paris, still 28 February in UTC.
  const now = new Date('2026-02-28T23:30:00.000Z');

  it('counts days where the user lives', () => {
    expect(todayIn('Europe/Paris', now)).toBe('2026-03-01');
    expect(todayIn('UTC', now)).toBe('2026-02-28');
    expect(todayIn('Not/AZone', now)).toBe('2026-02-28');
  });

  it('covers each preset of spec §9', () => {
    const zone = 'Europe/Paris';
    expect(presetRange('today', zone, now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('lastDay', zone, now)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7Days', zone, now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('thisMonth', zone, now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('lastMonth', zone, now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('currentYear', zone, now)).toEqual({ from: '2026-01-01', to: '2026-03-01' });
    expect(presetRange('lastYear', zone, now)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('rolls last month back over a year end', () => {
    expect(presetRange('lastMonth', 'UTC', new Date('2026-01-15T12:00:00.000Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
