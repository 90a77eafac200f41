import { deadlineAt, zonedMoment } from './deadlines';

describe('deadlines', () => {
  it('gives a moment in UTC and in the local time of the destination, with its offset', () => {
    expect(deadlineAt('2026-07-01T10:00:00.000Z', 'Africa/Tunis')).toEqual({ utc: '2026-07-01T10:00:00.000Z', local: '2026-07-01T11:00:00+01:00', timeZone: 'Africa/Tunis' });
    expect(deadlineAt(new Date('2026-01-15T23:30:00Z'), 'America/New_York')?.local).toBe('2026-01-15T18:30:00-05:00');
    expect(deadlineAt(null, 'Europe/Paris')).toBeNull();
  });

  it('finds the UTC moment of a local wall-clock time', () => {
    expect(zonedMoment('2026-07-01', '14:00', 'Europe/Paris').toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(zonedMoment('2026-01-15', '15:30', 'America/New_York').toISOString()).toBe('2026-01-15T20:30:00.000Z');
    expect(zonedMoment('2026-03-29', '14:00', 'UTC').toISOString()).toBe('2026-03-29T14:00:00.000Z');
  });
});
