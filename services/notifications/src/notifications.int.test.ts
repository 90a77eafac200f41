import { randomUUID } from 'node:crypto';
import type { CaptchaChallenge } from '@portal/contracts';
import { createLogger, startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, mailsTo, testDeps, waitFor } from '@portal/service-kit/testing';
import { solveCaptcha } from '../../identity/src/captcha';
import { DEMO_ACCOUNTS } from '../../identity/src/demo-seed';
import { identityService } from '../../identity/src/service';
import { totp } from '../../identity/src/crypto/totp';
import { backoffMs, Mailer, MAX_ATTEMPTS, type EmailDoc } from './mailer';
import { notificationsService } from './service';

jest.setTimeout(120_000);
process.env.CAPTCHA_DIFFICULTY = '4';

const [OPERATOR, ADMIN] = DEMO_ACCOUNTS;

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Signs up an agency whose admin (French-speaking) has `email`. */
async function register(identityUrl: string, email: string): Promise<Response> {
  const challenge = (await (await fetch(`${identityUrl}/captcha`)).json()) as CaptchaChallenge;
  return fetch(`${identityUrl}/user/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      company: {
        agencyName: 'Rivages Voyages',
        address: '3 quai des Chartrons',
        city: 'Bordeaux',
        zipCode: '33000',
        country: 'France',
        phone: '0556000000',
        tradeRegister: 'RCS 123',
        taxNumber: 'FR000',
        numberOfEmployees: '1-5',
        businessModel: 'leisure',
        contractCurrency: 'EUR',
        productsOfInterest: ['hotels'],
        heardAbout: 'other',
      },
      admin: { firstName: 'Claire', lastName: 'Durand', email, phone: '0611223344', password: 'Rivages#2026', repeatPassword: 'Rivages#2026', langId: 'fr' },
      captcha: solveCaptcha(challenge),
    }),
  });
}

describe('notifications driven by identity events', () => {
  let identity: RunningService;
  let notifications: RunningService;

  beforeAll(async () => {
    identity = await startService(identityService, testDeps('identity'));
    notifications = await startService(notificationsService, testDeps('notifications'));
    await notifications.consumers[0]!.ready();
  });

  afterAll(async () => {
    await notifications.stop();
    await identity.stop();
    await dropTestDeps(notifications.deps);
    await dropTestDeps(identity.deps);
  });

  it('emails the registration link in the applicant’s language, once even when the event comes twice', async () => {
    const email = `agency-${randomUUID().slice(0, 8)}@example.test`;
    const res = await register(identity.url, email);
    expect(res.status).toBe(201);

    const [mail] = await waitFor(
      async () => {
        const found = await mailsTo(email);
        return found.length > 0 ? found : undefined;
      },
      30_000,
      'the verification email',
    );
    expect(mail!.subject).toBe('Confirmez votre adresse e-mail – Voyagr Pro');
    expect(mail!.text).toMatch(/http:\/\/localhost:8080\/fr\/verify-email\?token=[\w-]{40,}/);

    // Delivered again by Kafka (the relay re-sends) and handed to the consumer directly: still one email.
    const record = await identity.deps.outbox.collection.findOne({ 'envelope.type': 'identity.agency.registered', 'envelope.data.recipient.email': email });
    expect(await notifications.consumers[0]!.deliver(JSON.stringify(record!.envelope))).toBe('duplicate');
    await identity.deps.outbox.collection.updateOne({ _id: record!._id }, { $set: { status: 'pending' } });
    await waitFor(async () => (await identity.deps.outbox.pendingCount()) === 0, 20_000, 'the re-send');
    // The topic's one partition (as the local broker makes it) keeps the order: once a later registration's email is out, the re-sent event was handled.
    const later = `agency-${randomUUID().slice(0, 8)}@example.test`;
    expect((await register(identity.url, later)).status).toBe(201);
    await waitFor(async () => (await mailsTo(later)).length > 0, 30_000, "a later registration's email");
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await notifications.deps.mongo.db.collection('emails').countDocuments({ to: email })).toBe(1);
  });

  it('tells the owner of an address another agency tried to invite, and sends no invitation', async () => {
    const email = `owner-${randomUUID().slice(0, 8)}@example.test`;
    expect((await register(identity.url, email)).status).toBe(201);
    const cookie = await signIn(identity.url, ADMIN.email, ADMIN.password);
    const invited = await fetch(`${identity.url}/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ firstName: 'Claire', lastName: 'Durand', email, phone: '0611223344', role: 'agent' }),
    });
    expect(invited.status).toBe(201);
    const told = await waitFor(async () => (await mailsTo(email)).find((m) => m.subject === 'Votre adresse e-mail a déjà un compte Voyagr Pro'), 30_000, 'the owner’s notice');
    expect(told.text).toContain("a essayé d'ajouter votre adresse e-mail à son équipe");
    expect(told.text).toContain('Atlas Voyages');
    expect((await mailsTo(email)).map((m) => m.subject)).not.toContainEqual(expect.stringContaining('vous invite'));
  });

  it('keeps a feed per user, counts unread live over server-sent events, and marks read', async () => {
    const cookie = await signIn(identity.url, OPERATOR.email, OPERATOR.password);
    const streamed: number[] = [];
    const controller = new AbortController();
    const stream = await fetch(`${notifications.url}/notifications/stream`, { headers: { cookie }, signal: controller.signal });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const reading = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
        for (const match of decoder.decode(chunk).matchAll(/data: (\{.*\})/g)) streamed.push(JSON.parse(match[1]!).unread);
      }
    })().catch(() => undefined);
    await waitFor(async () => streamed.length > 0, 5000, 'the first count');
    const before = streamed.at(-1)!;

    // Turning 2FA on is an event that lands in the user's own feed.
    const setup = await (await fetch(`${identity.url}/auth/2fa/setup`, { method: 'POST', headers: { cookie } })).json();
    const enabled = await fetch(`${identity.url}/auth/2fa/enable`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ code: totp(setup.secret) }),
    });
    expect(enabled.status).toBe(200);
    await waitFor(async () => streamed.at(-1) === before + 1, 30_000, 'the live unread count');

    const feed = await (await fetch(`${notifications.url}/notifications?lang=fr`, { headers: { cookie } })).json();
    expect(feed.items[0]).toMatchObject({ title: 'Double authentification activée', read: false });
    const read = await fetch(`${notifications.url}/notifications/${encodeURIComponent(feed.items[0].id)}/read`, { method: 'POST', headers: { cookie } });
    expect((await read.json()).unread).toBe(before);
    await waitFor(async () => streamed.at(-1) === before, 5000, 'the count after reading');
    controller.abort();
    await reading;

    const adminCookie = await signIn(identity.url, ADMIN.email, ADMIN.password);
    const foreign = await fetch(`${notifications.url}/notifications/${encodeURIComponent(feed.items[0].id)}/read`, { method: 'POST', headers: { cookie: adminCookie } });
    expect(foreign.status).toBe(404);
    expect((await fetch(`${notifications.url}/notifications`)).status).toBe(401);
  });

  it('accepts a session from identity and stops accepting it within seconds of the user being disabled', async () => {
    const admin = await signIn(identity.url, ADMIN.email, ADMIN.password);
    const usersRes = await fetch(`${identity.url}/users?search=agent`, { headers: { cookie: admin } });
    const agentId = (await usersRes.json()).items[0].id;
    const agent = await signIn(identity.url, DEMO_ACCOUNTS[2].email, DEMO_ACCOUNTS[2].password);
    expect((await fetch(`${notifications.url}/notifications/unread-count`, { headers: { cookie: agent } })).status).toBe(200);
    expect((await fetch(`${identity.url}/users/${agentId}/disable`, { method: 'POST', headers: { cookie: admin } })).status).toBe(200);
    const started = Date.now();
    await waitFor(
      async () => (await fetch(`${notifications.url}/notifications/unread-count`, { headers: { cookie: agent } })).status === 401,
      10_000,
      'the revocation to reach the notifications service',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('retries a failing send with backoff, then shows it to operators as failed', async () => {
    const emails = notifications.deps.mongo.db.collection<EmailDoc>('emails');
    const broken = new Mailer(emails, 'smtp://127.0.0.1:1', 'test@voyagr.example', createLogger('test', 'silent'));
    // Queued an hour ahead, so the service's own sender (on the real clock) never picks it up.
    let now = Date.now() + 3600_000;
    await broken.queue(`evt-${randomUUID()}`, 'test.event', 'nobody@example.test', { subject: 'Unsendable', paragraphs: ['x'] }, new Date(now));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await broken.sendOne(new Date(now))).toBe(true);
      const doc = await emails.findOne({ to: 'nobody@example.test' });
      expect(doc!.attempts).toBe(attempt);
      expect(doc!.nextAttemptAt.getTime() - now).toBe(backoffMs(attempt));
      now = doc!.nextAttemptAt.getTime();
    }
    const doc = await emails.findOne({ to: 'nobody@example.test' });
    expect(doc).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(doc!.lastError).toBeTruthy();

    // The operator turned on 2FA above; a session of theirs is issued as identity would.
    const { token } = identity.deps.sessions.issue({ uid: 'operator-test', aid: null, role: 'operator', lang: 'en' }, 60_000);
    const list = await (await fetch(`${notifications.url}/notifications/emails?status=failed`, { headers: { cookie: `portal_session=${token}` } })).json();
    expect(list.items.map((e: { to: string }) => e.to)).toContain('nobody@example.test');
    const admin = await signIn(identity.url, ADMIN.email, ADMIN.password);
    expect((await fetch(`${notifications.url}/notifications/emails`, { headers: { cookie: admin } })).status).toBe(403);
    await emails.deleteOne({ _id: doc!._id });
  });
});
