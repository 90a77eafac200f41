import { timeZoneOf } from './host-context';

describe('time zone of a session record', () => {
  it('keeps what follows the first space (spec §3)', () => {
    expect(timeZoneOf('(UTC+01:00) Europe/Paris')).toBe('Europe/Paris');
    expect(timeZoneOf('Africa/Casablanca')).toBe('Africa/Casablanca');
    expect(timeZoneOf(undefined)).toBe('UTC');
  });
});
