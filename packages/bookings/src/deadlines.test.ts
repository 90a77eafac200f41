import { deadlineAt } from './deadlines';

describe('deadlines', () => {
  it('gives a moment in UTC and in the local time of the destination, with its offset', () => {
    expect(deadlineAt('2026-07-01T10:00:00.000Z', 'Africa/Tunis')).toEqual({ utc: '2026-07-01T10:00:00.000Z', local: '2026-07-01T11:00:00+01:00', timeZone: 'Africa/Tunis' });
    expect(deadlineAt(new Date('2026-01-15T23:30:00Z'), 'America/New_York')?.local).toBe('2026-01-15T18:30:00-05:00');
    expect(deadlineAt(null, 'Europe/Paris')).toBeNull();
  });
});
