import { createHash } from 'node:crypto';
import { API_KEY_PATTERN } from '@portal/contracts';
import { apiLimitsFromEnv, newApiKey, utcDayOf } from './api-keys';

describe('API keys', () => {
  it('makes a long random key of its mode, shows a short prefix of it and keeps its SHA-256', () => {
    const { key, prefix, hash } = newApiKey('sandbox');
    expect(key).toMatch(API_KEY_PATTERN);
    expect(key.startsWith('vk_sandbox_')).toBe(true);
    expect(prefix).toBe(key.slice(0, 'vk_sandbox_'.length + 6));
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(newApiKey('live').key).toMatch(/^vk_live_/);
    expect(newApiKey('sandbox').key).not.toBe(key);
  });

  it('counts a day in UTC and says when the next one starts', () => {
    expect(utcDayOf(Date.UTC(2026, 10, 27, 23, 59, 59, 999))).toEqual({ day: '2026-11-27', nextDayMs: Date.UTC(2026, 10, 28) });
    expect(utcDayOf(Date.UTC(2026, 10, 28))).toEqual({ day: '2026-11-28', nextDayMs: Date.UTC(2026, 10, 29) });
  });

  it('takes the limits from the environment, the defaults otherwise', () => {
    expect(apiLimitsFromEnv({})).toEqual({ daily: 10_000, perSecond: 10 });
    expect(apiLimitsFromEnv({ API_DAILY_QUOTA: '50', API_RATE_PER_SECOND: '3' })).toEqual({ daily: 50, perSecond: 3 });
    expect(apiLimitsFromEnv({ API_DAILY_QUOTA: 'lots', API_RATE_PER_SECOND: '0' })).toEqual({ daily: 10_000, perSecond: 10 });
  });
});
