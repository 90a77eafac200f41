import { randomUUID } from 'node:crypto';
import { serviceHeaders, startService, type RunningService, modelConnection } from '@portal/service-kit';
import { dropTestDeps, testDeps, waitFor, waitForMail } from '@portal/service-kit/testing';
import { DEMO_ACCOUNTS } from '../../identity/src/demo-seed';
import { identityService } from '../../identity/src/service';
import { notificationsService } from '../../notifications/src/service';
import { accountService } from './service';
import { Wallets } from './wallet/wallet';

jest.setTimeout(120_000);

const [OPERATOR, ADMIN] = DEMO_ACCOUNTS;
const DEMO_AGENCY = '64a000000000000000000001';

function mailTo(address: string, containing: string) {
  return waitForMail(address, (m) => m.text.includes(containing), `an email to ${address} about ${containing}`);
}

describe('account with identity and notifications', () => {
  let identity: RunningService;
  let account: RunningService;
  let notifications: RunningService;
  let admin: string;
  let operator: string;

  async function signIn(email: string, password: string) {
    const res = await fetch(`${identity.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect(res.status).toBe(200);
    return res.headers.getSetCookie()[0]!.split(';')[0]!;
  }

  beforeAll(async () => {
    // Consumers first, so the demo agency's events (published when identity starts) reach them.
    account = await startService(accountService, testDeps('account'));
    notifications = await startService(notificationsService, testDeps('notifications'));
    await Promise.all([...account.consumers, ...notifications.consumers].map((c) => c.ready()));
    identity = await startService(identityService, testDeps('identity'));
    const wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
    await waitFor(async () => (await wallets.wallets.findOne({ _id: DEMO_AGENCY })) ?? undefined, 30_000, 'the demo agency wallet');
    await waitFor(async () => (await notifications.deps.mongo.db.collection('recipients').countDocuments()) >= 3 || undefined, 30_000, 'the recipients');
    admin = await signIn(ADMIN.email, ADMIN.password);
    operator = await signIn(OPERATOR.email, OPERATOR.password);
  });

  afterAll(async () => {
    for (const service of [identity, account, notifications]) {
      await service.stop();
      await dropTestDeps(service.deps);
    }
  });

  it('credits an approved top-up and tells the admin by email and bell, then alerts when the balance runs low', async () => {
    const reference = `VIR-${randomUUID().slice(0, 6)}`;
    const form = new FormData();
    form.append('bankReference', reference);
    form.append('amount', '150000');
    form.append('proofs', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\nproof\n%%EOF'))]), 'proof.pdf');
    const declared = await fetch(`${account.url}/account/top-ups`, { method: 'POST', headers: { cookie: admin }, body: form });
    expect(declared.status).toBe(201);
    const { id } = await declared.json();

    // The admin's open stream hears the balance move, so the header can refresh at once.
    const balanceEvents: { availableAfter: number }[] = [];
    const controller = new AbortController();
    const stream = await fetch(`${notifications.url}/notifications/stream`, { headers: { cookie: admin }, signal: controller.signal });
    const reading = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
        for (const match of decoder.decode(chunk).matchAll(/event: balance\ndata: (\{.*\})/g)) balanceEvents.push(JSON.parse(match[1]!));
      }
    })().catch(() => undefined);

    const operatorMail = await mailTo('operators@voyagr.example', reference);
    expect(operatorMail.subject).toContain('Atlas Voyages');

    expect((await fetch(`${account.url}/account/operator/top-ups/${id}/approve`, { method: 'POST', headers: { cookie: operator } })).status).toBe(200);
    const mail = await mailTo(ADMIN.email, reference);
    expect(mail.subject).toBe('Top-up of €1,500.00 approved');
    await waitFor(
      async () => {
        const feed = await (await fetch(`${notifications.url}/notifications`, { headers: { cookie: admin } })).json();
        return feed.items.find((n: { title: string; body: string }) => n.title === 'Top-up approved' && n.body.includes(reference));
      },
      30_000,
      'the bell entry',
    );
    const balance = await (await fetch(`${account.url}/api/balance`, { headers: { cookie: admin } })).json();
    expect(balance.available).toBeGreaterThanOrEqual(150000);
    await waitFor(async () => balanceEvents.some((e) => e.availableAfter === balance.available), 30_000, 'the balance event on the stream');
    controller.abort();
    await reading;

    // Spending under 40% of the last top-up (60 000) alerts the admin, once.
    const debit = (key: string, amount: number) =>
      fetch(`${account.internalUrl}/internal/wallet/debit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...serviceHeaders() },
        body: JSON.stringify({ agencyId: DEMO_AGENCY, key, amount, currency: 'EUR', reference: key, bookingReference: key }),
      });
    const spend = balance.available - 59_000;
    expect((await debit(`spend-${reference}`, spend)).status).toBe(201);
    const low = await mailTo(ADMIN.email, '40% of your last top-up');
    expect(low.subject).toBe('Low balance: €590.00 available');
    expect(await account.deps.outbox.collection.countDocuments({ 'envelope.type': 'account.balance.low', 'envelope.data.percent': 40 })).toBe(1);
  });

  it('keeps every markup change in a history and publishes it for the product services', async () => {
    const save = (body: unknown) => fetch(`${account.url}/account/markups`, { method: 'PUT', headers: { cookie: admin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const first = { hotels: { mode: 'percent', value: 8.5 }, transfers: { mode: 'fixed', value: 1500 }, activities: { mode: 'percent', value: 5 }, flights: { serviceChargePerTicket: 2000 } };
    const second = { ...first, hotels: { mode: 'percent', value: 10 } };
    expect((await save(first)).status).toBe(200);
    expect((await save(second)).status).toBe(200);
    const bad = await save({ ...first, hotels: { mode: 'percent', value: 150 }, flights: {} });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['flights.serviceChargePerTicket', 'hotels.value']);

    const history = await (await fetch(`${account.url}/account/markups/history`, { headers: { cookie: admin } })).json();
    expect(history.items[0]).toMatchObject({ previous: { hotels: { value: 8.5 } }, current: { hotels: { value: 10 } } });
    expect(history.items[0].changedBy).toBeTruthy();
    const events = await account.deps.outbox.collection.find({ 'envelope.type': 'account.markups.changed', 'envelope.agencyId': DEMO_AGENCY }).toArray();
    expect(events.map((e) => (e.envelope.data as { version: number }).version).sort()).toEqual([1, 2]);

    const agent = await signIn(DEMO_ACCOUNTS[2].email, DEMO_ACCOUNTS[2].password);
    expect((await fetch(`${account.url}/account/markups`, { headers: { cookie: agent } })).status).toBe(200);
    const agentSave = await fetch(`${account.url}/account/markups`, { method: 'PUT', headers: { cookie: agent, 'content-type': 'application/json' }, body: JSON.stringify(first) });
    expect(agentSave.status).toBe(403);
  });
});
