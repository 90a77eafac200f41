import { TokenSigner } from './token-signer';

describe('signed tokens', () => {
  const signer = new TokenSigner('s'.repeat(32));
  const now = Date.UTC(2027, 0, 1);

  it('gives back what was signed, for its purpose, until it expires', () => {
    const token = signer.sign('captcha', { id: 'c-1', d: 18 }, 60_000, now);
    expect(signer.verify('captcha', token, now + 59_999)).toEqual({ id: 'c-1', d: 18, exp: now + 60_000 });
    expect(signer.verify('captcha', token, now + 60_000)).toBeUndefined();
    expect(signer.open('captcha', token, now + 60_000)).toEqual({ data: { id: 'c-1', d: 18, exp: now + 60_000 }, expired: true });
  });

  it('refuses a token of another purpose or another secret', () => {
    const token = signer.sign('two-factor', { uid: 'u-1' }, 60_000, now);
    expect(signer.verify('captcha', token, now)).toBeUndefined();
    expect(new TokenSigner('t'.repeat(32)).verify('two-factor', token, now)).toBeUndefined();
  });

  it('refuses a tampered payload, a cut or padded token, and a payload that is not JSON', () => {
    const [payload, mac] = signer.sign('two-factor', { uid: 'u-1' }, 60_000, now).split('.');
    const forged = Buffer.from(JSON.stringify({ uid: 'u-2', exp: now + 60_000 })).toString('base64url');
    expect(signer.open('two-factor', `${forged}.${mac}`, now)).toBeUndefined();
    expect(signer.open('two-factor', `${payload}.${mac!.slice(1)}`, now)).toBeUndefined();
    expect(signer.open('two-factor', `${payload}`, now)).toBeUndefined();
    expect(signer.open('two-factor', `${payload}.${mac}.extra`, now)).toBeUndefined();
    const notJson = Buffer.from('{').toString('base64url');
    expect(signer.open('two-factor', signer.sign('two-factor', {}, 1, now).replace(/^[^.]+/, notJson), now)).toBeUndefined();
  });
});
