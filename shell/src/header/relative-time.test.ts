import { countdown, relativeTime } from './relative-time';

describe('relative time of notifications', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('says how long ago, in English and French', () => {
    expect(relativeTime('2026-11-21T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T11:55:00Z', 'fr', now)).toBe('il y a 5 minutes');
    expect(relativeTime('2026-11-20T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(relativeTime('2026-11-21T11:59:50Z', 'en', now)).toBe('now');
    expect(relativeTime('2026-11-07T12:00:00Z', 'fr', now)).toBe('il y a 2 semaines');
  });

  it('counts down to a hold’s release and stops at zero', () => {
    expect(countdown('2026-11-21T12:12:30Z', now)).toEqual({ minutes: 12, seconds: 30, over: false });
    expect(countdown('2026-11-21T11:00:00Z', now)).toEqual({ minutes: 0, seconds: 0, over: true });
  });
});
