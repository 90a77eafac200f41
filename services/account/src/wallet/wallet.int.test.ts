import { randomUUID } from 'node:crypto';
import { serviceHeaders, startService, type RunningService, modelConnection } from '@portal/service-kit';
import { dropTestDeps, testDeps } from '@portal/service-kit/testing';
import { accountService } from '../service';
import { Wallets, type LedgerDoc } from './wallet';

jest.setTimeout(120_000);

describe('wallet: balance, ledger and race-proof movements', () => {
  let account: RunningService;
  let wallets: Wallets;

  const internal = async (path: string, body: unknown, headers: Record<string, string> = serviceHeaders()) => {
    const res = await fetch(`${account.internalUrl}/internal/wallet/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

  async function fundedAgency(amount: number): Promise<string> {
    const agencyId = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(agencyId, 'EUR');
    if (amount > 0) {
      await wallets.move({ agencyId, key: `topup-${agencyId}`, type: 'top_up', amount, heldChange: 0, currency: 'EUR', reference: 'TOPUP-1' });
    }
    return agencyId;
  }

  async function ledgerTotals(agencyId: string) {
    const entries = await wallets.ledger.find({ agencyId }).lean<LedgerDoc[]>();
    return {
      entries,
      available: entries.reduce((sum, e) => sum + e.amount, 0),
      held: entries.reduce((sum, e) => sum + e.heldChange, 0),
    };
  }

  beforeAll(async () => {
    account = await startService(accountService, testDeps('account'));
    wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
  });

  afterAll(async () => {
    await account.stop();
    await dropTestDeps(account.deps);
  });

  it('lets exactly 50 of 200 concurrent debits of 10 through a balance of 500, and retries change nothing', async () => {
    const agencyId = await fundedAgency(500);
    const debit = (i: number) => internal('debit', { agencyId, key: `booking-${i}`, amount: 10, currency: 'EUR', reference: `BK-${i}`, bookingReference: `BK-${i}` });

    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => debit(i)));
    const succeeded = results.filter((r) => r.status === 201);
    expect(succeeded).toHaveLength(50);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'balance_error')).toBe(true);
    expect(results.filter((r) => r.status !== 201 && r.status !== 409)).toEqual([]);

    expect((await wallets.head(agencyId)).available).toBe(0);
    const totals = await ledgerTotals(agencyId);
    expect(totals.available).toBe(0);
    // Every movement took its own place in the sequence, and the running balance never went below zero.
    const seqs = totals.entries.map((e) => e.seq).sort((a, b) => a! - b!);
    expect(seqs).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    expect(totals.entries.every((e) => e.availableAfter! >= 0)).toBe(true);

    const retried = await Promise.all(Array.from({ length: 200 }, (_, i) => debit(i)));
    expect(retried.filter((r) => r.status === 200)).toHaveLength(50);
    expect(retried.filter((r) => r.status === 201)).toHaveLength(0);
    const firstIds = new Set(succeeded.map((r) => r.body.entry.id));
    expect(retried.filter((r) => r.status === 200).every((r) => firstIds.has(r.body.entry.id) && r.body.applied === false)).toBe(true);
    expect((await wallets.head(agencyId)).available).toBe(0);
    expect(await wallets.ledger.countDocuments({ agencyId })).toBe(51);
  });

  it('reserves with a hold, then captures or releases it exactly once', async () => {
    const agencyId = await fundedAgency(1000);
    const base = { agencyId, currency: 'EUR', reference: 'BK-H', bookingReference: 'BK-H' };
    expect((await internal('hold', { ...base, key: 'hold-1', amount: 300 })).body.balance).toMatchObject({ available: 700, held: 300 });
    expect((await internal('hold', { ...base, key: 'hold-2', amount: 200 })).body.balance).toMatchObject({ available: 500, held: 500 });

    const captures = await Promise.all([1, 2, 3].map(() => internal('capture', { ...base, key: 'unused', holdKey: 'hold-1' })));
    expect(captures.filter((c) => c.status === 201)).toHaveLength(1);
    expect(await wallets.head(agencyId)).toMatchObject({ available: 500, held: 200 });
    const releaseCaptured = await internal('release', { ...base, key: 'unused', holdKey: 'hold-1' });
    expect(releaseCaptured.status).toBe(409);
    expect(releaseCaptured.body.error.code).toBe('hold_already_settled');

    expect((await internal('release', { ...base, key: 'unused', holdKey: 'hold-2' })).body.balance).toMatchObject({ available: 700, held: 0 });
    expect((await internal('release', { ...base, key: 'unused', holdKey: 'hold-2' })).status).toBe(200);
    expect((await internal('capture', { ...base, key: 'unused', holdKey: 'missing' })).status).toBe(404);
    const totals = await ledgerTotals(agencyId);
    expect(totals).toMatchObject({ available: 700, held: 0 });
  });

  it('refunds a booking once and never more than it cost', async () => {
    const agencyId = await fundedAgency(1000);
    const base = { agencyId, currency: 'EUR', reference: 'BK-R', bookingReference: 'BK-R' };
    await internal('debit', { ...base, key: 'debit-r', amount: 400 });
    expect((await internal('refund', { ...base, key: 'refund-too-much', amount: 401 })).body.error.code).toBe('refund_exceeds_payment');
    const refunds = await Promise.all([1, 2].map(() => internal('refund', { ...base, key: 'refund-r', amount: 400 })));
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 201].sort());
    expect((await wallets.head(agencyId)).available).toBe(1000);
  });

  it('refuses a hold that would overdraw, and amounts in another currency', async () => {
    const agencyId = await fundedAgency(100);
    const over = await internal('hold', { agencyId, key: 'big', amount: 101, currency: 'EUR', reference: 'X' });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('balance_error');
    const currency = await internal('debit', { agencyId, key: 'usd', amount: 1, currency: 'USD', reference: 'X' });
    expect(currency.status).toBe(400);
    expect((await wallets.head(agencyId)).available).toBe(100);
  });

  it('keeps internal routes closed to anyone without service credentials, and validates bodies', async () => {
    const agencyId = await fundedAgency(100);
    const body = { agencyId, key: 'k', amount: 1, currency: 'EUR', reference: 'X' };
    expect((await internal('debit', body, {})).status).toBe(403);
    const { token } = account.deps.sessions.issue({ uid: 'u', aid: agencyId, role: 'agency_admin', lang: 'en' }, 60_000);
    expect((await internal('debit', body, { cookie: `portal_session=${token}` })).status).toBe(403);
    const bad = await internal('debit', { agencyId, key: '', amount: -5, currency: 'EURO', reference: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['amount', 'currency', 'key', 'reference']);
    expect((await wallets.head(agencyId)).available).toBe(100);
  });

  it('shows each agency its own balance and ledger only, from the session', async () => {
    const mine = await fundedAgency(250);
    const theirs = await fundedAgency(999);
    const { token } = account.deps.sessions.issue({ uid: 'admin', aid: mine, role: 'agency_admin', lang: 'en' }, 60_000);
    const cookie = `portal_session=${token}`;
    const balance = await (await fetch(`${account.url}/api/balance?agencyId=${theirs}`, { headers: { cookie } })).json();
    expect(balance).toEqual({ currency: 'EUR', available: 250, held: 0, creditLimit: 0, outstanding: 0 });
    const ledger = await (await fetch(`${account.url}/account/ledger?type=top_up`, { headers: { cookie } })).json();
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0]).toMatchObject({ amount: 250, availableAfter: 250, reference: 'TOPUP-1' });
    expect((await fetch(`${account.url}/api/balance`)).status).toBe(401);
  });

  it('stays exact when two service instances debit the same agency at once', async () => {
    const agencyId = await fundedAgency(300);
    // Two instances: each has its own queue, so only the database's unique indexes keep order.
    const other = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
    const both = [wallets, other];
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => both[i % 2]!.move({ agencyId, key: `twin-${i % 40}`, type: 'booking_debit', amount: -10, heldChange: 0, currency: 'EUR', reference: `T-${i}` })),
    );
    const applied = results.filter((r) => r.status === 'fulfilled' && r.value.applied);
    expect(applied).toHaveLength(30);
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 'balance_error')).toBe(true);
    const totals = await ledgerTotals(agencyId);
    expect(totals.available).toBe(0);
    expect(new Set(totals.entries.map((e) => e.key)).size).toBe(totals.entries.length);
    expect((await wallets.head(agencyId)).available).toBe(0);
  });
  it('charges pay-at-agency bookings within the credit limit, even all at once, and refunds them off the amount owed', async () => {
    const agencyId = await fundedAgency(0);
    await wallets.wallets.updateOne({ _id: agencyId }, { $set: { creditLimit: 1000 } });
    const charge = (i: number) => internal('charge-to-agency', { agencyId, key: `agency-${i}`, amount: 100, currency: 'EUR', reference: `BK-A${i}`, bookingReference: `BK-A${i}` });
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => charge(i)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'credit_limit_exceeded')).toBe(true);
    expect(await wallets.balance(agencyId)).toMatchObject({ available: 0, creditLimit: 1000, outstanding: 1000 });

    const paid = results.find((r) => r.status === 201)!.body.entry.bookingReference;
    expect((await internal('refund', { agencyId, key: 'refund-agency', amount: 150, currency: 'EUR', reference: paid, bookingReference: paid })).body.error.code).toBe('refund_exceeds_payment');
    expect((await internal('refund', { agencyId, key: 'refund-agency', amount: 100, currency: 'EUR', reference: paid, bookingReference: paid })).status).toBe(201);
    expect(await wallets.balance(agencyId)).toMatchObject({ available: 0, outstanding: 900 });
  });
});
