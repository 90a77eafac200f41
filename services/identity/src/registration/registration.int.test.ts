import { hashToken } from '../identity';
import { ADMIN, fields, identityTestbed, OPERATOR } from '../testbed';

jest.setTimeout(120_000);

describe('identity: registration', () => {
  const bed = identityTestbed();
  const { client, captcha, registration, lastLinkToken } = bed;

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
    const approved = await bed.service.deps.outbox.collection.countDocuments({ 'envelope.type': 'identity.agency.approved', 'envelope.agencyId': agency.id });
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
    await bed.service.deps.mongo.db.collection('link_tokens').updateOne({ _id: hashToken(token) as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
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

  it.each([['POST', '/auth/verify-email', { token: 1 }, ['token']]])('%s %s answers bad payloads with 400 and the fields', async (method, path, body, expected) => {
    const res = await client().call(method, path, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(fields(res.body)).toEqual(expect.arrayContaining(expected));
  });

  it('answers a registration with an address already in use exactly as a new one, and creates nothing', async () => {
    const fresh = await client().call('POST', '/user/profile', { ...registration('new@dune.example', { agencyName: 'Dune Travel' }), captcha: await captcha() });
    const taken = await client().call('POST', '/user/profile', { ...registration(ADMIN.email, { agencyName: 'Copycat Travel' }), captcha: await captcha() });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body.email).toBe(ADMIN.email);
    expect(Date.parse(taken.body.verificationExpiresAt) - Date.now()).toBeGreaterThan(47.9 * 3600_000);
    expect(await bed.service.deps.mongo.db.collection('users').countDocuments({ email: ADMIN.email })).toBe(1);
    expect(await bed.service.deps.mongo.db.collection('agencies').countDocuments({ agencyName: 'Copycat Travel' })).toBe(0);
    const told = await bed.service.deps.outbox.collection.findOne({ 'envelope.type': 'identity.account.address_already_registered', 'envelope.data.recipient.email': ADMIN.email });
    expect(told!.envelope.data).toMatchObject({ attempt: 'registration', agencyName: 'Copycat Travel', invitedBy: null });
  });
});
