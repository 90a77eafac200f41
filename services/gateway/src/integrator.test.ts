import { apiKeyOf, rateLimitHeaders, refusalError } from './integrator';

describe('the integrator API helpers', () => {
  it('reads the key from a bearer token first, then from X-Api-Key', () => {
    expect(apiKeyOf('Bearer vk_sandbox_abc', undefined)).toBe('vk_sandbox_abc');
    expect(apiKeyOf('bearer   vk_live_abc ', 'vk_sandbox_other')).toBe('vk_live_abc');
    expect(apiKeyOf(undefined, ' vk_sandbox_abc ')).toBe('vk_sandbox_abc');
    expect(apiKeyOf('Basic dXNlcjpwYXNz', '')).toBeUndefined();
    expect(apiKeyOf('', undefined)).toBeUndefined();
  });

  it("says the daily quota's limit, what is left and when it starts again", () => {
    expect(rateLimitHeaders({ limit: 10_000, remaining: 9_998, resetAt: 1_790_000_000, ratePerSecond: 10 })).toEqual({
      'X-RateLimit-Limit': '10000',
      'X-RateLimit-Remaining': '9998',
      'X-RateLimit-Reset': '1790000000',
    });
  });

  it("answers each refusal with its status and the spec's words", () => {
    expect(refusalError('unauthorized')).toMatchObject({ status: 401, message: 'Not authorized: invalid or expired token' });
    expect(refusalError('developer_inactive')).toMatchObject({ status: 403, message: 'Developer inactive' });
    expect(refusalError('quota_exceeded')).toMatchObject({ status: 403, message: 'Quota exceeded' });
    expect(refusalError('rate_limit_exceeded', 1)).toMatchObject({ status: 429, details: { retryAfterSeconds: 1 } });
  });
});
