import { matchingStep, newTotpSecret, otpauthUrl, STEP_SECONDS, totp } from './totp';
import { hashPassword, verifyPassword } from '../password/password';
import { leadingZeroBits } from '@portal/contracts';
import { solveCaptcha, proofDigest } from '../captcha';

describe('TOTP', () => {
  // RFC 6238's SHA-1 seed, base32: the vectors' 8-digit codes end with the 6 digits apps show.
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s (RFC 6238 test vectors)', (seconds, code) => {
    expect(totp(secret, seconds * 1000)).toBe(code);
  });

  it('accepts one step of drift either way, no more, and names the step', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 1000 / STEP_SECONDS);
    const code = totp(secret, now);
    expect(matchingStep(secret, code, now)).toBe(step);
    expect(matchingStep(secret, code, now + 30_000)).toBe(step);
    expect(matchingStep(secret, code, now - 30_000)).toBe(step);
    expect(matchingStep(secret, code, now + 90_000)).toBeUndefined();
    expect(matchingStep(secret, 'abc123', now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets and an otpauth URL an authenticator app reads', () => {
    const fresh = newTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl(fresh, 'ada@atlas.example', 'Voyagr Pro')).toBe(`otpauth://totp/Voyagr%20Pro:ada%40atlas.example?secret=${fresh}&issuer=Voyagr%20Pro`);
  });
});

describe('passwords', () => {
  it('verifies the right password only, with a per-hash salt', async () => {
    const a = await hashPassword('Correct horse 1');
    const b = await hashPassword('Correct horse 1');
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('Correct horse 1', a)).toBe(true);
    expect(await verifyPassword('Correct horse 2', a)).toBe(false);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('proof-of-work captcha', () => {
  it('counts leading zero bits and finds a nonce meeting the difficulty', () => {
    expect(leadingZeroBits(Buffer.from([0x00, 0x0f]))).toBe(12);
    expect(leadingZeroBits(Buffer.from([0x80]))).toBe(0);
    const solution = solveCaptcha({ challenge: 'abc', difficulty: 10, expiresAt: new Date().toISOString() });
    expect(leadingZeroBits(proofDigest('abc', solution.nonce))).toBeGreaterThanOrEqual(10);
  });
});
