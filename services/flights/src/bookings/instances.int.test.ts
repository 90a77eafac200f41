// Two instances each of flights and account, one of each killed and restarted in the middle of
// 200 bookings and holds: every booking still ends right, every hold is settled once, the ledger
// adds up to the balance and no event takes effect twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { createGatewayApp } from '../../../gateway/src/gateway';
import { createLogger, serviceHeaders, SessionCodec } from '@portal/service-kit';
import { balance, listen, waitFor, type Balancer, type Listening, sessionCookie } from '@portal/service-kit/testing';
import type { FlightOffer } from '@portal/contracts';
import { STRANDED_MS } from './statuses';
import { adult, bookingRequest } from '../test-support';

jest.setTimeout(600_000);

const ROOT = path.resolve(__dirname, '../../../..');
const LOGS = path.join(ROOT, '.data', 'logs');
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const OPERATIONS = 200;
const AGENCIES = 4;
const OPENING_BALANCE = 100_000_000;

/**
 * A free port below the ephemeral range, so that a restarted instance gets its ports back: an
 * ephemeral one may meanwhile be taken by one of the many outgoing connections of a run.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const server = createNetServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
}

/** One service process on its own public and internal ports, restartable on the same ones as an orchestrator would. */
class Instance {
  child?: ChildProcess;
  constructor(
    readonly label: string,
    readonly service: 'flights' | 'account',
    readonly port: number,
    readonly internalPort: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get internalUrl(): string {
    return `http://127.0.0.1:${this.internalPort}`;
  }

  private starts = 0;

  async start(): Promise<void> {
    mkdirSync(LOGS, { recursive: true });
    // One log per instance and run; a restart writes on after the first life's lines.
    const log = createWriteStream(path.join(LOGS, `instances-${this.label}.log`), { flags: this.starts++ === 0 ? 'w' : 'a' });
    // Node itself with tsx's loader (not the tsx command, whose child would outlive a SIGKILL).
    this.child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'services', this.service, 'src', 'main.ts')], {
      cwd: ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port), INTERNAL_PORT: String(this.internalPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout?.pipe(log);
    this.child.stderr?.pipe(log);
    const child = this.child;
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`${this.label} exited with ${child.exitCode} at start; see ${LOGS}/instances-${this.label}.log`);
        return (await fetch(`${this.url}/readyz`).catch(() => null))?.ok === true;
      },
      60_000,
      `${this.label} to be ready`,
    );
  }

  /** SIGKILL: no graceful shutdown, requests in flight are cut. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null) await this.kill();
  }
}

/** The fields of the answers this test reads. */
interface Answer {
  id: string;
  status: string;
  offers: FlightOffer[];
  available: number;
  held: number;
  error?: { code: string };
}

interface Outcome {
  /** What was asked; `refused` is a booking whose creation answered an error for good (its payment cut off). */
  kind: 'balance' | 'hold_paid' | 'hold_cancelled' | 'refused';
  agencyId: string;
  bookingId: string;
}

describe('several instances of flights and account', () => {
  const suffix = randomUUID().slice(0, 8);
  const flightsDb = `test_flights_${suffix}`;
  const accountDb = `test_account_${suffix}`;
  const sessions = SessionCodec.fromEnv(process.env);
  let mongo: MongoClient;
  let flightsInstances: Instance[];
  let accountInstances: Instance[];
  let flightsLb: Balancer;
  let accountLb: Balancer;
  let accountInternalLb: Balancer;
  let gateway: Listening;

  const common = { MONGO_URL, KAFKA_TOPIC_PREFIX: `test.${suffix}.`, CONSUMER_START: 'earliest', LOG_LEVEL: 'warn', SANDBOX_LATENCY_MS: '20', TEST_CLOCK: 'on' };

  beforeAll(async () => {
    mongo = new MongoClient(MONGO_URL);
    accountInternalLb = await balance(() => accountInstances.map((i) => i.internalUrl));
    accountInstances = await Promise.all(['account-a', 'account-b'].map(async (label) => new Instance(label, 'account', await freePort(), await freePort(), { ...common, MONGO_DB: accountDb })));
    flightsInstances = await Promise.all(
      ['flights-a', 'flights-b'].map(
        async (label) => new Instance(label, 'flights', await freePort(), await freePort(), { ...common, MONGO_DB: flightsDb, ACCOUNT_INTERNAL_URL: accountInternalLb.url }),
      ),
    );
    for (const instance of [...accountInstances, ...flightsInstances]) await instance.start();
    flightsLb = await balance(() => flightsInstances.map((i) => i.url));
    accountLb = await balance(() => accountInstances.map((i) => i.url));
    gateway = await listen(createGatewayApp(createLogger('gateway', 'silent'), { ...process.env, ACCOUNT_SERVICE_URL: accountLb.url }));
  });

  afterAll(async () => {
    await Promise.all([...(flightsInstances ?? []), ...(accountInstances ?? [])].map((instance) => instance.stop()));
    for (const closable of [gateway, flightsLb, accountLb, accountInternalLb]) await closable?.close();
    await mongo
      .db(flightsDb)
      .dropDatabase()
      .catch(() => undefined);
    await mongo
      .db(accountDb)
      .dropDatabase()
      .catch(() => undefined);
    await mongo.close();
  });

  const cookieOf = (agencyId: string) => sessionCookie(sessions, { uid: `agent-${agencyId}`, aid: agencyId, role: 'agent' });

  /**
   * A client as an agency's browser is: a request refused or cut by the load balancer (an
   * instance died) is sent again, with the same idempotency key; a booking still being worked on
   * elsewhere (409 request_in_progress) is asked again after a while, up to `patienceMs`.
   */
  async function call(
    url: string,
    cookie: string,
    method: string,
    body?: unknown,
    headers: Record<string, string> = {},
    patienceMs = 20_000,
  ): Promise<{ status: number; body: Answer; replayed: boolean }> {
    const deadline = Date.now() + patienceMs;
    for (;;) {
      const answer = await fetch(url, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(
        async (res) => ({ status: res.status, body: (await res.json()) as Answer, replayed: res.headers.get('idempotent-replayed') === 'true' }),
        () => ({ status: 0, body: {} as Answer, replayed: false }),
      );
      // A replayed answer is the request's answer for good, whatever its status.
      const retry = !answer.replayed && (answer.status === 0 || answer.status === 502 || answer.status === 503 || (answer.status === 409 && answer.body.error?.code === 'request_in_progress'));
      if (!retry || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  async function fundedAgency(accountDbHandle: Db, flightsDbHandle: Db): Promise<string> {
    const agencyId = `agency-${randomUUID().slice(0, 8)}`;
    await accountDbHandle.collection('wallets').insertOne({ _id: agencyId as never, currency: 'EUR', creditLimit: 0, lastTopUp: 0, alertPercents: [40, 20], createdAt: new Date() });
    await accountDbHandle.collection('ledger').insertOne({
      _id: `${agencyId}#1` as never,
      agencyId,
      key: 'opening',
      seq: 1,
      type: 'top_up',
      amount: OPENING_BALANCE,
      heldChange: 0,
      outstandingChange: 0,
      availableAfter: OPENING_BALANCE,
      heldAfter: 0,
      outstandingAfter: 0,
      currency: 'EUR',
      reference: 'OPENING',
      bookingReference: null,
      agent: null,
      createdAt: new Date(),
    });
    await flightsDbHandle.collection('agency_currencies').insertOne({ _id: agencyId as never, currency: 'EUR' });
    return agencyId;
  }

  it('ends every booking right and settles every hold once while an instance of each dies and comes back', async () => {
    const accountData = mongo.db(accountDb);
    const flightsData = mongo.db(flightsDb);
    const agencies = await Promise.all(Array.from({ length: AGENCIES }, () => fundedAgency(accountData, flightsData)));
    const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const offers = new Map<string, FlightOffer>();
    for (const agencyId of agencies) {
      const search = await call(`${flightsLb.url}/flights/search`, cookieOf(agencyId), 'POST', {
        tripType: 'one_way',
        legs: [{ origin: 'CDG', destination: 'TUN', date }],
        passengers: { adults: 1 },
        cabin: 'economy',
      });
      expect(search.status).toBe(200);
      offers.set(agencyId, search.body.offers[0]!);
    }

    const outcomes: Outcome[] = [];
    const requestOf = (i: number, agencyId: string, kind: Outcome['kind']) =>
      bookingRequest(offers.get(agencyId)!, [adult('Traveller', 'Scale', `P${String(i).padStart(7, '0')}`)], kind === 'balance' ? 'balance' : 'hold');
    /** Books (again, with its key, until the booking exists), then pays or cancels a hold as the agent would, looking at the booking after a cut-off answer. */
    const operation = async (i: number, patienceMs: number): Promise<true | string> => {
      const agencyId = agencies[i % AGENCIES]!;
      const cookie = cookieOf(agencyId);
      const kind: Outcome['kind'] = (['balance', 'hold_paid', 'hold_cancelled'] as const)[i % 3]!;
      const key = `scale-${suffix}-${i}`;
      const created = await call(`${flightsLb.url}/flights/bookings`, cookie, 'POST', requestOf(i, agencyId, kind), { 'idempotency-key': key }, patienceMs);
      if (created.status !== 200 && created.status !== 201) {
        if (!created.replayed) return `booking ${i}: ${created.status} ${JSON.stringify(created.body)}`;
        // Refused for good (the first attempt's payment was cut off): whatever it wrote is checked below.
        const booking = await mongo.db(flightsDb).collection('bookings').findOne({ agencyId, idempotencyKey: key });
        if (booking) outcomes.push({ kind: 'refused', agencyId, bookingId: booking._id.toHexString() });
        refused += 1;
        return true;
      }
      const bookingId = created.body.id;
      outcomes.push({ kind, agencyId, bookingId });
      if (kind === 'balance') return true;
      const step = kind === 'hold_paid' ? 'pay' : 'cancel';
      const deadline = Date.now() + patienceMs;
      for (;;) {
        const booking = await call(`${flightsLb.url}/flights/bookings/${bookingId}`, cookie, 'GET');
        if (booking.body.status !== 'awaiting_payment' || Date.now() > deadline) return true;
        await call(`${flightsLb.url}/flights/bookings/${bookingId}/${step}`, cookie, 'POST', step === 'pay' ? { payment: 'balance' } : {});
      }
    };
    let next = 0;
    let done = 0;
    let refused = 0;
    const deferred: number[] = [];
    const workers = Array.from({ length: 8 }, async () => {
      for (let i = next++; i < OPERATIONS; i = next++) {
        if ((await operation(i, 20_000)) !== true) deferred.push(i);
        done += 1;
      }
    });
    let doneAtKill = OPERATIONS;
    const chaos = (async () => {
      await waitFor(async () => done >= OPERATIONS / 4, 300_000, 'a quarter of the bookings');
      doneAtKill = done;
      // Both die at once (SIGKILL): money calls and booking moves are cut mid-way, nothing is flushed on the way out.
      await Promise.all([flightsInstances[0]!.kill(), accountInstances[0]!.kill()]);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await Promise.all([flightsInstances[0]!.start(), accountInstances[0]!.start()]);
    })();
    await Promise.all([...workers, chaos]);
    expect(doneAtKill).toBeLessThan(OPERATIONS / 2);

    // What the deaths cut is resolved by the sweeps: the instances' clocks move past the time a
    // booking may stay in a passing status (and a request's lease on its key).
    for (const instance of flightsInstances) {
      const moved = await fetch(`${instance.internalUrl}/internal/test/clock`, {
        method: 'POST',
        headers: { ...serviceHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ offsetMs: STRANDED_MS + 10_000 }),
      });
      expect(moved.status).toBe(200);
    }
    for (const i of deferred) expect(await operation(i, 90_000)).toBe(true);
    expect(outcomes.length).toBeGreaterThanOrEqual(OPERATIONS - refused);

    // Every booking ends in a final status, its money consistent with it.
    const bookings = flightsData.collection('bookings');
    const FINAL = ['ticket_issued', 'cancelled', 'failure', 'expired'];
    const unsettled = { agencyId: { $in: agencies }, $or: [{ status: { $nin: FINAL } }, { holdOpen: true }] };
    await waitFor(async () => (await bookings.countDocuments(unsettled)) === 0, 120_000, 'every booking to reach a final status').catch(() => undefined);
    expect((await bookings.find(unsettled).toArray()).map((b) => `${b.reference}: ${b.status}${b.holdOpen ? ', hold open' : ''}`)).toEqual([]);
    const intended: Record<Outcome['kind'], string> = { balance: 'ticket_issued', hold_paid: 'ticket_issued', hold_cancelled: 'cancelled', refused: 'failure' };
    const finals = new Map((await bookings.find({ agencyId: { $in: agencies } }).toArray()).map((b) => [b._id.toHexString(), b]));
    expect(finals.size).toBe(outcomes.length);
    // Only a request cut by a death may end otherwise than asked (a booking undone by the sweep).
    expect(outcomes.filter((o) => o.kind !== 'refused' && finals.get(o.bookingId)!.status !== intended[o.kind]).length + refused).toBeLessThanOrEqual(OPERATIONS / 10);

    // Every hold captured or released exactly once, every debit taken once (and given back once
    // when the booking was undone): the ledger's entries per booking match its final status.
    const ledger = accountData.collection('ledger');
    const byBooking = new Map<string, { types: string[]; amount: number; held: number }>();
    for (const entry of await ledger.find({ agencyId: { $in: agencies }, bookingReference: { $ne: null } }).toArray()) {
      const seen = byBooking.get(entry.bookingReference) ?? { types: [], amount: 0, held: 0 };
      byBooking.set(entry.bookingReference, { types: [...seen.types, entry.type].sort(), amount: seen.amount + entry.amount, held: seen.held + entry.heldChange });
    }
    const SOLD = [['booking_debit'], ['hold', 'hold_capture']];
    const UNDONE = [[], ['booking_debit', 'refund'], ['hold', 'hold_release']];
    for (const outcome of outcomes) {
      const booking = finals.get(outcome.bookingId)!;
      const money = byBooking.get(booking.reference) ?? { types: [], amount: 0, held: 0 };
      const sold = booking.status === 'ticket_issued';
      expect({ booking: booking.reference, status: booking.status, movements: sold ? SOLD : UNDONE }).toEqual({
        booking: booking.reference,
        status: booking.status,
        movements: expect.arrayContaining([money.types]),
      });
      expect({ booking: booking.reference, amount: money.amount, held: money.held }).toEqual({ booking: booking.reference, amount: sold ? -booking.offer.purchasePrice : 0, held: 0 });
    }

    // The ledger adds up to the balance the portal shows, and nothing stays held.
    for (const agencyId of agencies) {
      const entries = await ledger.find({ agencyId }).sort({ seq: 1 }).toArray();
      expect(entries.map((e) => e.seq)).toEqual(entries.map((_, index) => index + 1));
      const sum = entries.reduce((total, e) => ({ available: total.available + e.amount, held: total.held + e.heldChange }), { available: 0, held: 0 });
      const shown = await call(`${gateway.url}/api/balance`, sessionCookie(sessions, { uid: `admin-${agencyId}`, aid: agencyId, role: 'agency_admin' }), 'GET');
      expect(shown.status).toBe(200);
      expect({ available: shown.body.available, held: shown.body.held }).toEqual(sum);
      expect(sum.held).toBe(0);
    }

    // No event took effect twice: account's copy of the bookings has each once, at its final status.
    const copies = accountData.collection('bookings');
    const mismatches = async () =>
      (await copies.find({ agencyId: { $in: agencies } }).toArray())
        .filter((copy) => copy.status !== finals.get(copy._id as unknown as string)?.status)
        .map((copy) => `${String(copy._id)}: ${copy.status} in account, ${finals.get(copy._id as unknown as string)?.status} in flights`);
    await waitFor(
      async () => (await copies.countDocuments({ agencyId: { $in: agencies } })) === outcomes.length && (await mismatches()).length === 0,
      60_000,
      'account to hear of every booking at its final status',
    ).catch(() => undefined);
    expect({ copies: await copies.countDocuments({ agencyId: { $in: agencies } }), mismatches: await mismatches() }).toEqual({ copies: outcomes.length, mismatches: [] });
  });
});
