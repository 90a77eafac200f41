import { TestClient, waitFor } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { ADMIN, AGENT, fields, identityTestbed } from '../testbed';

jest.setTimeout(120_000);

describe('identity: agency users and invitations', () => {
  const bed = identityTestbed();
  const { client, lastLinkToken, approvedAgency } = bed;

  it('answers bad invitations and ids with 400 and the fields', async () => {
    const admin = client('10.0.0.20');
    await admin.signIn(ADMIN.email, ADMIN.password);
    const invite = await admin.call('POST', '/users', { firstName: '', lastName: 'x'.repeat(21), email: 'bad', phone: '12', role: 'boss' });
    expect(invite.status).toBe(400);
    expect(fields(invite.body)).toEqual(['email', 'firstName', 'lastName', 'phone', 'role']);
  });

  describe('tenancy and roles', () => {
    let otherAdmin: TestClient;
    let atlasAdmin: TestClient;
    let atlasAgentId: string;

    beforeAll(async () => {
      await approvedAgency('salma@sahara.example');
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
      const remaining = await bed.service.deps.mongo.db.collection('users').countDocuments({ email: { $in: ['salma@sahara.example', 'omar@sahara.example'] }, status: 'active' });
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
      const replayed = new TestClient(bed.base, '', '10.0.0.66');
      replayed.cookie = stolen;
      expect((await replayed.call('GET', '/auth/me')).status).toBe(401);
      await waitFor(async () => (await bed.service.deps.outbox.pendingCount()) === 0, 20_000, 'revocation events to leave the outbox');
    });

    it("answers an invitation of another agency's user exactly as a new one, keeps it as this agency's invitation and tells the owner", async () => {
      // Of Sahara's two admins, the earlier test left one disabled (and its sessions ended): the other invites.
      const active = await bed.service.deps.mongo.db.collection('users').findOne({ email: { $in: ['salma@sahara.example', 'omar@sahara.example'] }, status: 'active' });
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
      const outbox = bed.service.deps.outbox.collection;
      expect(await outbox.countDocuments({ 'envelope.type': 'identity.user.changed', 'envelope.data.userId': foreign.body.id })).toBe(0);

      // The account keeps its address, its agency and its sign-in; no invitation link went out for it.
      const users = bed.service.deps.mongo.db.collection('users');
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
      expect(await bed.service.deps.mongo.db.collection('link_tokens').countDocuments({ userId: stored!._id })).toBe(0);
    });
  });
});
