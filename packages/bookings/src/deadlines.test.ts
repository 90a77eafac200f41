import { deadlineAt, instantAt, localTime } from './deadlines';

describe('deadlines', () => {
  it('gives a moment in UTC and in the local time of the destination, with its offset', () => {
    expect(deadlineAt('2026-07-01T10:00:00.000Z', 'Africa/Tunis')).toEqual({ utc: '2026-07-01T10:00:00.000Z', local: '2026-07-01T11:00:00+01:00', timeZone: 'Africa/Tunis' });
    expect(deadlineAt(new Date('2026-01-15T23:30:00Z'), 'America/New_York')?.local).toBe('2026-01-15T18:30:00-05:00');
    expect(deadlineAt(null, 'Europe/Paris')).toBeNull();
  });

  it('reads each side of a daylight-saving change with its own offset, asked once or again', () => {
    for (let again = 0; again < 2; again += 1) {
      expect(localTime(new Date('2027-03-28T00:59:59Z'), 'Europe/Paris')).toBe('2027-03-28T01:59:59+01:00');
      expect(localTime(new Date('2027-03-28T01:00:00.500Z'), 'Europe/Paris')).toBe('2027-03-28T03:00:00+02:00');
      expect(localTime(new Date('2027-10-02T15:29:59Z'), 'Australia/Lord_Howe')).toBe('2027-10-03T01:59:59+10:30');
      expect(localTime(new Date('2027-10-02T15:30:00Z'), 'Australia/Lord_Howe')).toBe('2027-10-03T02:30:00+11:00');
    }
  });

  it('finds the moment of a local wall-clock time, daylight-saving days included', () => {
    expect(instantAt('2027-07-01', '12:00', 'Europe/Paris').toISOString()).toBe('2027-07-01T10:00:00.000Z');
    expect(instantAt('2027-01-15', '00:00', 'Africa/Tunis').toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(instantAt('2027-03-14', '06:40', 'America/New_York').toISOString()).toBe('2027-03-14T10:40:00.000Z');
    expect(instantAt('2027-06-01', '14:00', 'Asia/Kathmandu').toISOString()).toBe('2027-06-01T08:15:00.000Z');
  });
});
