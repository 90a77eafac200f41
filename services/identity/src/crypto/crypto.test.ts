import { base32Decode, base32Encode, hotp, matchingStep, stepAt, totp } from './totp';
import { hashPassword, verifyPassword } from './password';
import { SecretBox } from './secret-box';
import { leadingZeroBits, solveCaptcha, proofDigest } from '../captcha';

describe('TOTP (RFC 6238 test vectors, SHA-1)', () => {
  const secret = Buffer.from('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(hotp(secret, stepAt(seconds * 1000), 8)).toBe(code);
  });

  it('round-trips base32 and accepts one step of drift, no more', () => {
    const b32 = base32Encode(secret);
    expect(b32).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(b32)).toEqual(secret);
    const now = 1_700_000_000_000;
    const code = totp(b32, now);
    expect(matchingStep(b32, code, now)).toBe(stepAt(now));
    expect(matchingStep(b32, code, now + 30_000)).toBe(stepAt(now));
    expect(matchingStep(b32, code, now + 90_000)).toBeUndefined();
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

describe('secret box', () => {
  it('seals so that only the same key opens, and detects tampering', () => {
    const box = new SecretBox('k'.repeat(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox('x'.repeat(32)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
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
