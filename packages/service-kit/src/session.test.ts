import { SessionCodec, SessionRevocations } from './session';

describe('session tokens', () => {
  const codec = () => new SessionCodec('s'.repeat(32), new SessionRevocations(), { secure: false });
  const claims = { uid: 'user-1', aid: 'agency-1', role: 'agent' as const, lang: 'fr' as const };

  it('verifies its own tokens, again and again, until they expire', () => {
    const sessions = codec();
    const { token, claims: full } = sessions.issue(claims, 60_000, 1_000);
    expect(sessions.verify(token, 2_000)).toEqual(full);
    expect(sessions.verify(token, 3_000)).toEqual(full);
    expect(sessions.verify(token, 61_000)).toBeUndefined();
  });

  it('refuses a token signed with another secret or altered, even next to a verified one', () => {
    const sessions = codec();
    const { token } = sessions.issue(claims, 60_000, 1_000);
    sessions.verify(token, 2_000);
    const [payload, signature] = token.split('.');
    const admin = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'agency_admin' })).toString('base64url');
    expect(sessions.verify(`${admin}.${signature}`, 2_000)).toBeUndefined();
    const other = new SessionCodec('o'.repeat(32), new SessionRevocations(), { secure: false }).issue(claims, 60_000, 1_000).token;
    expect(sessions.verify(other, 2_000)).toBeUndefined();
  });

  it('honours a sign-out or a password change after the token was first verified', () => {
    const sessions = codec();
    const first = sessions.issue(claims, 60_000, 1_000);
    const second = sessions.issue({ ...claims, uid: 'user-2' }, 60_000, 1_000);
    expect(sessions.verify(first.token, 2_000)).toBeDefined();
    expect(sessions.verify(second.token, 2_000)).toBeDefined();
    sessions.revocations.revokeSession(first.claims.sid, first.claims.exp);
    sessions.revocations.revokeUserBefore('user-2', 1_500);
    expect(sessions.verify(first.token, 3_000)).toBeUndefined();
    expect(sessions.verify(second.token, 3_000)).toBeUndefined();
  });
});
