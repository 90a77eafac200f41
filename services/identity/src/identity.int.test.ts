import { createHmac } from 'node:crypto';
import { partnerSignaturePayload, type CaptchaChallenge, type RegistrationRequest } from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, testClock, TestClient, testDeps, waitFor } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { solveCaptcha } from './captcha';
import { STEP_SECONDS, totp } from './crypto/totp';
import { DEMO_ACCOUNTS } from './demo-seed';
import { hashToken } from './identity';
import { identityService } from './service';

jest.setTimeout(120_000);
process.env.CAPTCHA_DIFFICULTY = '4';

const [OPERATOR, ADMIN, AGENT] = DEMO_ACCOUNTS;

function fields(body: { error: { details?: { fields?: { field: string }[] } } }): string[] {
  return (body.error.details?.fields ?? []).map((f) => f.field).sort();
}

describe('identity service', () => {
  let service: RunningService;
  let base: string;
  // Two-factor windows pass when the test says, not after 30 real seconds.
  const clock = testClock();
  const client = (ip = '10.0.0.1') => new TestClient(base, '', ip);

  async function captcha() {
    const res = await client().call('GET', '/captcha');
    return solveCaptcha(res.body as CaptchaChallenge);
  }

  function registration(email: string, overrides: Partial<RegistrationRequest['company']> = {}): Omit<RegistrationRequest, 'captcha'> {
    return {
      company: {
        agencyName: 'Sahara Travel',
        address: '4 avenue Habib Bourguiba',
        city: 'Tunis',
        zipCode: '1000',
        country: 'Tunisia',
        phone: '21671000000',
        tradeRegister: 'B0123456',
        taxNumber: '1234567A',
        licence: 'LIC-42',
        numberOfEmployees: '6-20',
        businessModel: 'leisure',
        contractCurrency: 'TND',
        productsOfInterest: ['flights', 'visa'],
        heardAbout: 'referral',
        ...overrides,
      },
      admin: { firstName: 'Salma', lastName: 'Trabelsi', email, phone: '21698000000', password: 'Sahara#2026', repeatPassword: 'Sahara#2026', langId: 'fr' },
    };
  }

  /** The raw link token, as the email would carry it: issued anew through the API, read from the outbox. */
  async function lastLinkToken(type: string, email: string): Promise<string> {
    const record = await service.deps.outbox.collection.findOne({ 'envelope.type': type, 'envelope.data.recipient.email': email }, { sort: { createdAt: -1 } });
    const data = record!.envelope.data as { verifyUrl?: string; resetUrl?: string; inviteUrl?: string };
    const url = new URL((data.verifyUrl ?? data.resetUrl ?? data.inviteUrl)!);
    return url.searchParams.get('token')!;
  }

  beforeAll(async () => {
    service = await startService(identityService, testDeps('identity', {}, clock));
    base = service.url;
  });

  afterAll(async () => {
    await service.stop();
    await dropTestDeps(service.deps);
  });

  it('registers an agency that signs in only after verification and approval', async () => {
    const email = 'salma@sahara.example';
    const created = await client().call('POST', '/user/profile', { ...registration(email), captcha: await captcha() });
    expect(created.status).toBe(201);
    expect(Date.parse(created.body.verificationExpiresAt) - Date.now()).toBeGreaterThan(47.9 * 3600_000);

    const admin = client();
    const unverified = await admin.call('POST', '/auth/login', { email, password: 'Sahara#2026' });
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.code).toBe('email_not_verified');

    const token = await lastLinkToken('identity.agency.registered', email);
    expect((await client().call('POST', '/auth/verify-email', { token })).status).toBe(200);
    expect((await client().call('POST', '/auth/verify-email', { token })).status).toBe(400);
    const pending = await admin.call('POST', '/auth/login', { email, password: 'Sahara#2026' });
    expect(pending.body.error.code).toBe('agency_pending_approval');

    const operator = client();
    await operator.signIn(OPERATOR.email, OPERATOR.password);
    const list = await operator.call('GET', '/operator/agencies?status=pending_approval');
    const agency = list.body.items.find((a: { adminEmail: string }) => a.adminEmail === email);
    expect(agency).toBeDefined();
    expect((await operator.call('POST', `/operator/agencies/${agency.id}/approve`)).status).toBe(200);
    expect((await operator.call('POST', `/operator/agencies/${agency.id}/approve`)).status).toBe(409);
    const approved = await service.deps.outbox.collection.countDocuments({ 'envelope.type': 'identity.agency.approved', 'envelope.agencyId': agency.id });
    expect(approved).toBe(1);

    const signedIn = (await admin.signIn(email, 'Sahara#2026')).body as { status: string; userData: unknown };
    expect(signedIn.status).toBe('signed_in');
    expect(signedIn.userData).toMatchObject({ email, langId: 'fr', currency: 'TND', role: 'agency_admin' });
    expect(admin.cookie).toMatch(/^portal_session=/);
    const me = await admin.call('GET', '/auth/me');
    expect(me.body.user).toMatchObject({ email, agencyName: 'Sahara Travel', twoFactorEnabled: false });
  });

  it('says an expired verification link has expired and sends a new one', async () => {
    const email = 'late@sahara.example';
    await client().call('POST', '/user/profile', { ...registration(email, { agencyName: 'Late Travel' }), captcha: await captcha() });
    const token = await lastLinkToken('identity.agency.registered', email);
    await service.deps.mongo.db.collection('link_tokens').updateOne({ _id: hashToken(token) as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await client().call('POST', '/auth/verify-email', { token });
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe('link_expired');
    expect((await client().call('POST', '/auth/resend-verification', { email })).status).toBe(202);
    const fresh = await lastLinkToken('identity.verification.resent', email);
    expect((await client().call('POST', '/auth/verify-email', { token: fresh })).status).toBe(200);
  });

  it('refuses a registration without a solved captcha, or with a reused one', async () => {
    const noCaptcha = await client().call('POST', '/user/profile', registration('x@sahara.example'));
    expect(noCaptcha.status).toBe(400);
    expect(fields(noCaptcha.body)).toContain('captcha');
    const solved = await captcha();
    expect((await client().call('POST', '/user/profile', { ...registration('once@sahara.example'), captcha: solved })).status).toBe(201);
    const reused = await client().call('POST', '/user/profile', { ...registration('twice@sahara.example'), captcha: solved });
    expect(reused.status).toBe(400);
    expect(fields(reused.body)).toEqual(['captcha']);
  });

  it('refuses a logo whose content is not an image, whatever its name', async () => {
    const fake = Buffer.from('%PDF-1.7 not an image').toString('base64');
    const res = await client().call('POST', '/user/profile', {
      ...registration('logo@sahara.example'),
      logo: { fileName: 'logo.png', dataBase64: fake },
      captcha: await captcha(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual([{ field: 'logo', reason: 'invalid_file_type' }]);
  });

  it.each([
    ['POST', '/auth/login', { email: 'not-an-email', password: '' }, ['email', 'password']],
    ['POST', '/auth/twoFA', { challengeToken: '', code: '12345' }, ['challengeToken', 'code']],
    ['POST', '/auth/partner', { partnerId: 'abc', email: 'x', SHASIGN: 'zz', professionalId: '', timestamp: '2026-01-01' }, ['SHASIGN', 'email', 'partnerId', 'professionalId', 'timestamp']],
    ['POST', '/auth/forgot-password', {}, ['email']],
    ['POST', '/auth/reset-password', { token: 'short', password: 'abc', repeatPassword: 'abd' }, ['password', 'repeatPassword', 'token']],
    ['POST', '/auth/verify-email', { token: 1 }, ['token']],
    ['POST', '/contact', { name: '', email: 'a@b.c', subject: 's', message: 'x'.repeat(501) }, ['captcha', 'message', 'name']],
  ])('%s %s answers bad payloads with 400 and the fields', async (method, path, body, expected) => {
    const res = await client().call(method, path, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(fields(res.body)).toEqual(expect.arrayContaining(expected));
  });

  it('answers bad payloads on signed-in endpoints with 400 and the fields', async () => {
    const admin = client('10.0.0.20');
    await admin.signIn(ADMIN.email, ADMIN.password);
    const invite = await admin.call('POST', '/users', { firstName: '', lastName: 'x'.repeat(21), email: 'bad', phone: '12', role: 'boss' });
    expect(invite.status).toBe(400);
    expect(fields(invite.body)).toEqual(['email', 'firstName', 'lastName', 'phone', 'role']);
    const settings = await admin.call('PUT', '/user/settings', {
      firstName: 'A',
      lastName: 'B',
      phone: '0600000000',
      langId: 'de',
      timeZone: 'Europe/Paris',
      dateFormat: 'DD/MM/YYYY',
      timeFormat: 'HH:mm',
    });
    expect(fields(settings.body)).toEqual(['langId']);
    const company = await admin.call('PUT', '/company', { agencyName: 'Atlas', zipCode: '123' });
    expect(fields(company.body)).toEqual(expect.arrayContaining(['zipCode', 'city', 'contractCurrency']));
    expect((await admin.call('GET', '/users/not-an-id')).status).toBe(400);
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
    await service.deps.mongo.db.collection('sign_in_failures').deleteMany({});
    expect((await client('10.0.2.1').call('POST', '/auth/login', { email: AGENT.email, password: AGENT.password })).status).toBe(200);
  });

  it('throttles one address trying many accounts', async () => {
    const attacker = client('10.0.0.31');
    for (let i = 0; i < 30; i += 1) await attacker.call('POST', '/auth/login', { email: `guess${i}@nowhere.example`, password: 'x' });
    expect((await attacker.call('POST', '/auth/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(429);
    await service.deps.mongo.db.collection('sign_in_failures').deleteMany({});
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
    const stored = await service.deps.mongo.db.collection('users').findOne({ email });
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

  describe('tenancy and roles', () => {
    let otherAdmin: TestClient;
    let atlasAdmin: TestClient;
    let atlasAgentId: string;

    beforeAll(async () => {
      otherAdmin = client('10.0.0.60');
      await otherAdmin.signIn('salma@sahara.example', 'Sahara#2026');
      atlasAdmin = client('10.0.0.61');
      await atlasAdmin.signIn(ADMIN.email, ADMIN.password);
      const list = await atlasAdmin.call('GET', `/users?search=${encodeURIComponent('atlas-voyages')}`);
      atlasAgentId = list.body.items.find((u: { email: string }) => u.email === AGENT.email).id;
    });

    it("keeps another agency's users invisible and untouchable", async () => {
      const list = await otherAdmin.call('GET', '/users');
      expect(list.body.items.map((u: { email: string }) => u.email)).toEqual(['salma@sahara.example']);
      expect((await otherAdmin.call('GET', `/users/${atlasAgentId}`)).status).toBe(404);
      expect((await otherAdmin.call('POST', `/users/${atlasAgentId}/disable`)).status).toBe(404);
      expect((await otherAdmin.call('PUT', `/users/${atlasAgentId}`, { firstName: 'X', lastName: 'Y', phone: '0600000000', role: 'agent' })).status).toBe(404);
      expect((await otherAdmin.call('GET', '/company')).body.agencyName).toBe('Sahara Travel');
    });

    it('lets agents use the portal but not manage users or the company', async () => {
      const agent = client('10.0.0.62');
      await agent.signIn(AGENT.email, AGENT.password);
      expect((await agent.call('GET', '/users')).status).toBe(403);
      expect((await agent.call('POST', `/users/${atlasAgentId}/disable`)).status).toBe(403);
      expect((await agent.call('GET', '/company')).status).toBe(200);
      expect((await agent.call('GET', '/operator/agencies')).status).toBe(403);
      expect((await client().call('GET', '/users')).status).toBe(401);
    });

    it('never leaves an agency without an active admin, even when two admins disable each other at once', async () => {
      const salma = otherAdmin;
      await salma.call('POST', '/users', { firstName: 'Omar', lastName: 'Gharbi', email: 'omar@sahara.example', phone: '0622222222', role: 'agency_admin' });
      const invite = await lastLinkToken('identity.user.invited', 'omar@sahara.example');
      await client().call('POST', '/auth/reset-password', { token: invite, password: 'Omar#20266', repeatPassword: 'Omar#20266' });
      const omar = client('10.0.0.67');
      await omar.signIn('omar@sahara.example', 'Omar#20266');
      const ids = (await salma.call('GET', '/users?sort=email')).body.items as { id: string; email: string }[];
      const omarId = ids.find((u) => u.email === 'omar@sahara.example')!.id;
      const salmaId = ids.find((u) => u.email === 'salma@sahara.example')!.id;
      await Promise.all([salma.call('POST', `/users/${omarId}/disable`), omar.call('POST', `/users/${salmaId}/disable`)]);
      const remaining = await service.deps.mongo.db.collection('users').countDocuments({ email: { $in: ['salma@sahara.example', 'omar@sahara.example'] }, status: 'active' });
      expect(remaining).toBeGreaterThanOrEqual(1);
    });

    it('never disables the last active admin', async () => {
      const me = await atlasAdmin.call('GET', '/auth/me');
      const res = await atlasAdmin.call('POST', `/users/${me.body.user.userId}/disable`);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('last_admin');
      expect((await atlasAdmin.call('GET', '/auth/me')).status).toBe(200);
    });

    it('ends a disabled user’s session at once, and the logout of a session', async () => {
      const agent = client('10.0.0.63');
      await agent.signIn(AGENT.email, AGENT.password);
      expect((await agent.call('GET', '/auth/me')).status).toBe(200);
      expect((await atlasAdmin.call('POST', `/users/${atlasAgentId}/disable`)).status).toBe(200);
      expect((await agent.call('GET', '/auth/me')).status).toBe(401);
      expect((await agent.call('GET', '/auth-check')).body).toEqual({ authenticated: false });
      const relogin = await client('10.0.0.64').call('POST', '/auth/login', { email: AGENT.email, password: AGENT.password });
      expect(relogin.body.error.code).toBe('account_disabled');
      await atlasAdmin.call('POST', `/users/${atlasAgentId}/enable`);

      const session = client('10.0.0.65');
      await session.signIn(AGENT.email, AGENT.password);
      const stolen = session.cookie;
      expect((await session.call('POST', '/auth/logout')).status).toBe(204);
      expect(session.cookie).toBe('');
      const replayed = new TestClient(base, '', '10.0.0.66');
      replayed.cookie = stolen;
      expect((await replayed.call('GET', '/auth/me')).status).toBe(401);
      await waitFor(async () => (await service.deps.outbox.pendingCount()) === 0, 20_000, 'revocation events to leave the outbox');
    });

    it("answers an invitation of another agency's user exactly as a new one, keeps it as this agency's invitation and tells the owner", async () => {
      // Of Sahara's two admins, the earlier test left one disabled (and its sessions ended): the other invites.
      const active = await service.deps.mongo.db.collection('users').findOne({ email: { $in: ['salma@sahara.example', 'omar@sahara.example'] }, status: 'active' });
      const admin = client('10.0.0.68');
      await admin.signIn(active!.email, active!.email === 'salma@sahara.example' ? 'Sahara#2026' : 'Omar#20266');
      const invite = (email: string) => admin.call('POST', '/users', { firstName: 'Lina', lastName: 'Ben Ali', email, phone: '0633333333', role: 'agent' });
      const fresh = await invite('lina@sahara.example');
      const foreign = await invite(AGENT.email);
      expect(foreign.status).toBe(fresh.status);
      expect(foreign.status).toBe(201);
      const comparable = (body: Record<string, unknown>) => ({ ...body, id: typeof body.id, createdAt: typeof body.createdAt, email: typeof body.email });
      expect(comparable(foreign.body)).toEqual(comparable(fresh.body));
      expect(foreign.body.email).toBe(AGENT.email);

      // A second invitation is refused alike, whether the address is this agency's invitee or another agency's user.
      const again = await invite('lina@sahara.example');
      const foreignAgain = await invite(AGENT.email);
      expect(again.status).toBe(400);
      expect(again.body.error.details.fields).toEqual([{ field: 'email', reason: 'email_taken' }]);
      expect(foreignAgain.status).toBe(again.status);
      expect(foreignAgain.body.error).toEqual(again.body.error);

      // Listed, searched and filtered as an invitation, and never found by what it is stored under.
      const listed = async (query: string) => ((await admin.call('GET', `/users?${query}`)).body.items as { id: string; email: string; status: string }[]).map((u) => `${u.email}:${u.status}`);
      expect(await listed('sort=email')).toEqual(expect.arrayContaining([`${AGENT.email}:invited`, 'lina@sahara.example:invited']));
      expect(await listed(`search=${encodeURIComponent(AGENT.email)}`)).toEqual([`${AGENT.email}:invited`]);
      expect(await listed('status=invited')).toEqual(expect.arrayContaining([`${AGENT.email}:invited`, 'lina@sahara.example:invited']));
      expect(await listed(`search=${active!.agencyId.toHexString()}`)).toEqual([]);
      const placeholder = await admin.call('GET', `/users/${foreign.body.id}`);
      expect(placeholder.body).toMatchObject({ email: AGENT.email, status: 'invited' });

      // Neither invitation takes a password from the admin, even once disabled, so no sign-in can tell them apart.
      const lina = (await admin.call('GET', '/users?search=lina%40sahara.example')).body.items[0] as { id: string };
      await admin.call('POST', `/users/${lina.id}/disable`);
      const password = { password: 'Lina#20266', repeatPassword: 'Lina#20266' };
      const ownPassword = await admin.call('POST', `/users/${lina.id}/password`, password);
      const foreignPassword = await admin.call('POST', `/users/${foreign.body.id}/password`, password);
      expect(ownPassword.status).toBe(409);
      expect(ownPassword.body.error.code).toBe('user_not_activated');
      expect(foreignPassword.status).toBe(ownPassword.status);
      expect(foreignPassword.body.error).toEqual(ownPassword.body.error);
      expect((await admin.call('POST', `/users/${lina.id}/enable`)).body.status).toBe('invited');

      // Edited, disabled and enabled as an invitation; other services never hear of it.
      expect((await admin.call('PUT', `/users/${foreign.body.id}`, { firstName: 'Lina', lastName: 'Ben Ali', phone: '0633333334', role: 'agency_admin' })).status).toBe(200);
      expect((await admin.call('POST', `/users/${foreign.body.id}/disable`)).body.status).toBe('disabled');
      expect((await admin.call('POST', `/users/${foreign.body.id}/enable`)).body.status).toBe('invited');
      const outbox = service.deps.outbox.collection;
      expect(await outbox.countDocuments({ 'envelope.type': 'identity.user.changed', 'envelope.data.userId': foreign.body.id })).toBe(0);

      // The account keeps its address, its agency and its sign-in; no invitation link went out for it.
      const users = service.deps.mongo.db.collection('users');
      expect(await users.countDocuments({ email: AGENT.email })).toBe(1);
      expect((await users.findOne({ email: AGENT.email }))!.agencyId.toHexString()).toBe('64a000000000000000000001');
      const agent = await client('10.0.0.69').signIn(AGENT.email, AGENT.password);
      expect((agent.body as { userData: { id: string } }).userData.id).not.toBe(foreign.body.id);
      expect(await outbox.countDocuments({ 'envelope.type': 'identity.user.invited', 'envelope.data.recipient.email': AGENT.email })).toBe(0);
      expect(await outbox.countDocuments({ 'envelope.type': 'identity.account.address_already_registered', 'envelope.data.recipient.email': AGENT.email, 'envelope.data.attempt': 'invitation' })).toBe(
        1,
      );
      const told = await outbox.findOne({ 'envelope.type': 'identity.account.address_already_registered', 'envelope.data.recipient.email': AGENT.email });
      expect(told!.envelope.data).toMatchObject({ attempt: 'invitation', agencyName: 'Sahara Travel', invitedBy: `${active!.firstName} ${active!.lastName}` });

      // The placeholder cannot be named to sign in or to reset a password, and holds no link.
      const stored = await users.findOne({ _id: new ObjectId(foreign.body.id as string) });
      expect((await client('10.0.0.70').call('POST', '/auth/login', { email: stored!.email, password: AGENT.password })).status).toBe(400);
      expect((await client('10.0.0.70').call('POST', '/auth/forgot-password', { email: stored!.email })).status).toBe(400);
      expect(await service.deps.mongo.db.collection('link_tokens').countDocuments({ userId: stored!._id })).toBe(0);
    });

    it('answers a registration with an address already in use exactly as a new one, and creates nothing', async () => {
      const fresh = await client().call('POST', '/user/profile', { ...registration('new@dune.example', { agencyName: 'Dune Travel' }), captcha: await captcha() });
      const taken = await client().call('POST', '/user/profile', { ...registration(ADMIN.email, { agencyName: 'Copycat Travel' }), captcha: await captcha() });
      expect(taken.status).toBe(fresh.status);
      expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
      expect(taken.body.email).toBe(ADMIN.email);
      expect(Date.parse(taken.body.verificationExpiresAt) - Date.now()).toBeGreaterThan(47.9 * 3600_000);
      expect(await service.deps.mongo.db.collection('users').countDocuments({ email: ADMIN.email })).toBe(1);
      expect(await service.deps.mongo.db.collection('agencies').countDocuments({ agencyName: 'Copycat Travel' })).toBe(0);
      const told = await service.deps.outbox.collection.findOne({ 'envelope.type': 'identity.account.address_already_registered', 'envelope.data.recipient.email': ADMIN.email });
      expect(told!.envelope.data).toMatchObject({ attempt: 'registration', agencyName: 'Copycat Travel', invitedBy: null });
    });
  });
});
