import { createHmac } from 'node:crypto';
import { partnerSignaturePayload } from '@portal/contracts';
import { STEP_SECONDS, totp } from '../crypto/totp';
import { DEMO_PARTNER } from '../demo-seed';
import { ADMIN, AGENT, fields, identityTestbed, OPERATOR } from '../testbed';

jest.setTimeout(120_000);

describe('identity: sign-in, two-factor and partner links', () => {
  const bed = identityTestbed();
  const { client, clock, lastLinkToken } = bed;

  it.each([
    ['POST', '/auth/login', { email: 'not-an-email', password: '' }, ['email', 'password']],
    ['POST', '/auth/twoFA', { challengeToken: '', code: '12345' }, ['challengeToken', 'code']],
    ['POST', '/auth/partner', { partnerId: 'abc', email: 'x', SHASIGN: 'zz', professionalId: '', timestamp: '2026-01-01' }, ['SHASIGN', 'email', 'partnerId', 'professionalId', 'timestamp']],
  ])('%s %s answers bad payloads with 400 and the fields', async (method, path, body, expected) => {
    const res = await client().call(method, path, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(fields(res.body)).toEqual(expect.arrayContaining(expected));
  });

  it('gives the same answer for an unknown account and a wrong password, then throttles', async () => {
    const attacker = client('10.0.0.30');
    const unknown = await attacker.call('POST', '/auth/login', { email: 'nobody@nowhere.example', password: 'whatever1' });
    const wrong = await attacker.call('POST', '/auth/login', { email: AGENT.email, password: 'wrong-password' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    for (let i = 0; i < 4; i += 1) await client(`10.0.1.${i}`).call('POST', '/auth/login', { email: AGENT.email, password: 'wrong-password' });
    const blocked = await client('10.0.2.1').call('POST', '/auth/login', { email: AGENT.email, password: AGENT.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    await bed.service.deps.mongo.db.collection('sign_in_failures').deleteMany({});
    expect((await client('10.0.2.1').call('POST', '/auth/login', { email: AGENT.email, password: AGENT.password })).status).toBe(200);
  });

  it('throttles one address trying many accounts', async () => {
    const attacker = client('10.0.0.31');
    for (let i = 0; i < 30; i += 1) await attacker.call('POST', '/auth/login', { email: `guess${i}@nowhere.example`, password: 'x' });
    expect((await attacker.call('POST', '/auth/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(429);
    await bed.service.deps.mongo.db.collection('sign_in_failures').deleteMany({});
  });

  it('enables two-factor with a valid code, then asks for it at sign-in and refuses a replayed code', async () => {
    const email = 'twofa@sahara.example';
    const admin = client('10.0.0.40');
    await admin.signIn(ADMIN.email, ADMIN.password);
    await admin.call('POST', '/users', { firstName: 'Nadia', lastName: 'Haddad', email, phone: '0611111111', role: 'agent' });
    const invite = await lastLinkToken('identity.user.invited', email);
    expect((await client().call('POST', '/auth/reset-password', { token: invite, password: 'Nadia#2026', repeatPassword: 'Nadia#2026' })).status).toBe(200);

    const user = client('10.0.0.41');
    await user.signIn(email, 'Nadia#2026');
    const setup = await user.call('POST', '/auth/2fa/setup');
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Voyagr%20Pro(:|%3A)twofa%40sahara\.example\?secret=/);
    const stored = await bed.service.deps.mongo.db.collection('users').findOne({ email });
    expect(JSON.stringify(stored)).not.toContain(setup.body.secret);
    expect((await user.call('POST', '/auth/2fa/enable', { code: '000000' })).status).toBe(400);
    const enableCode = totp(setup.body.secret, clock.now());
    expect((await user.call('POST', '/auth/2fa/enable', { code: enableCode })).status).toBe(200);

    const again = client('10.0.0.42');
    const first = await again.call('POST', '/auth/login', { email, password: 'Nadia#2026' });
    expect(first.body.status).toBe('two_factor_required');
    expect(again.cookie).toBe('');
    // The code used to enable is spent: the same code cannot sign in within its window.
    const replay = await again.call('POST', '/auth/twoFA', { challengeToken: first.body.challengeToken, code: enableCode });
    expect(replay.status).toBe(400);
    clock.advance(STEP_SECONDS * 1000);
    const code = totp(setup.body.secret, clock.now());
    const ok = await again.call('POST', '/auth/twoFA', { challengeToken: first.body.challengeToken, code });
    expect(ok.status).toBe(200);
    expect(ok.body.userData.email).toBe(email);
    const third = client('10.0.0.43');
    const second = await third.call('POST', '/auth/login', { email, password: 'Nadia#2026' });
    expect((await third.call('POST', '/auth/twoFA', { challengeToken: second.body.challengeToken, code })).status).toBe(400);

    // Two sign-ins racing with the same fresh code: exactly one gets through.
    const racers = [client('10.0.0.44'), client('10.0.0.45')];
    const challenges = await Promise.all(racers.map((r) => r.call('POST', '/auth/login', { email, password: 'Nadia#2026' })));
    clock.advance(STEP_SECONDS * 1000);
    const fresh = totp(setup.body.secret, clock.now());
    const raced = await Promise.all(racers.map((r, i) => r.call('POST', '/auth/twoFA', { challengeToken: challenges[i]!.body.challengeToken, code: fresh })));
    expect(raced.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  describe('partner sign-in', () => {
    let partner: { partnerId: string; professionalId: string; secret: string };

    beforeAll(async () => {
      const operator = client('10.0.0.50');
      await operator.signIn(OPERATOR.email, OPERATOR.password);
      const res = await operator.call('POST', '/operator/partners', { partnerId: '4242', name: 'Partner Site', agencyId: '64a000000000000000000001' });
      expect(res.status).toBe(201);
      partner = res.body;
    });

    const nowSeconds = () => String(Math.floor(Date.now() / 1000));
    /** A link as a partner site builds it: the fields, and SHASIGN over them (with `secret`, for `signed` values). */
    const link = (secret: string, fields: Record<string, string> = {}, signed: Record<string, string> = fields) => {
      const timestamp = nowSeconds();
      const base = { partnerId: partner.partnerId, email: AGENT.email, professionalId: partner.professionalId, timestamp };
      const SHASIGN = createHmac('sha256', secret)
        .update(partnerSignaturePayload({ ...base, ...signed }))
        .digest('hex');
      return { ...base, ...fields, SHASIGN };
    };

    it('signs in with a valid link once, and refuses it the second time', async () => {
      const fresh = link(partner.secret);
      const user = client('10.0.0.51');
      const res = await user.call('POST', '/auth/partner', fresh);
      expect(res.status).toBe(200);
      expect(res.body.userData).toMatchObject({ email: AGENT.email, partner: 'Partner Site' });
      expect((await user.call('GET', '/auth/me')).status).toBe(200);
      const again = await client('10.0.0.53').call('POST', '/auth/partner', fresh);
      expect(again.status).toBe(401);
      expect(again.body.error.code).toBe('partner_link_used');
      expect(again.headers.get('set-cookie')).toBeNull();
    });

    it("signs the white-label example's visitor in with the demo partner that development seeds", async () => {
      const timestamp = nowSeconds();
      const fields = { partnerId: DEMO_PARTNER.partnerId, email: AGENT.email, professionalId: '10000001', timestamp };
      const SHASIGN = createHmac('sha256', DEMO_PARTNER.secret).update(partnerSignaturePayload(fields)).digest('hex');
      const visitor = client('10.0.0.57');
      const res = await visitor.call('POST', '/auth/partner', { ...fields, SHASIGN });
      expect(res.status).toBe(200);
      expect(res.body.userData).toMatchObject({ email: AGENT.email, partner: DEMO_PARTNER.name });
    });

    it('lets exactly one of two simultaneous uses of a link through', async () => {
      // Another user than the test above, so this link can never be that one.
      const fresh = link(partner.secret, { email: ADMIN.email });
      const raced = await Promise.all([client('10.0.0.54'), client('10.0.0.55')].map((c) => c.call('POST', '/auth/partner', fresh)));
      expect(raced.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('refuses a link older than 5 minutes, or dated ahead of the clock beyond the skew', async () => {
      const old = link(partner.secret, { timestamp: String(Number(nowSeconds()) - 5 * 60 - 1) });
      const expired = await client('10.0.0.56').call('POST', '/auth/partner', old);
      expect(expired.status).toBe(401);
      expect(expired.body.error.code).toBe('partner_link_expired');
      const ahead = link(partner.secret, { timestamp: String(Number(nowSeconds()) + 5 * 60) });
      const early = await client('10.0.0.56').call('POST', '/auth/partner', ahead);
      expect(early.status).toBe(401);
      expect(early.body.error.code).toBe('partner_link_not_yet_valid');
    });

    it('refuses an invalid or tampered SHASIGN, timestamp included, with the message to show', async () => {
      const invalid = await client('10.0.0.52').call('POST', '/auth/partner', link('wrong secret'));
      expect(invalid.status).toBe(401);
      expect(invalid.body.error.code).toBe('partner_signature_invalid');
      expect(invalid.body.error.message).toMatch(/partner link is not valid/);
      const tampered = await client('10.0.0.52').call('POST', '/auth/partner', link(partner.secret, { email: ADMIN.email }, {}));
      expect(tampered.status).toBe(401);
      // An expired link whose timestamp was moved forward no longer matches its signature.
      const expiredTimestamp = String(Number(nowSeconds()) - 10 * 60);
      const retimed = await client('10.0.0.52').call('POST', '/auth/partner', link(partner.secret, { timestamp: nowSeconds() }, { timestamp: expiredTimestamp }));
      expect(retimed.status).toBe(401);
      expect(retimed.body.error.code).toBe('partner_signature_invalid');
    });
  });
});
