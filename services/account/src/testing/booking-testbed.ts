import { randomUUID } from 'node:crypto';
import { modelConnection, startService, type RunningService, type ServiceDefinition } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testDeps, waitFor } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { accountService } from '../service';
import { Wallets } from '../wallet/wallet';

/** A product service's booking tests against the real account service: agencies with funded wallets, calls as their agents. */
export interface BookingTestbed {
  account: RunningService;
  product: RunningService;
  wallets: Wallets;
  /** A new agency with its wallet opened (and topped up by `balance`), its currency known to the product; its agent's cookie. */
  agencyWith(balance: number, currency?: string): Promise<{ agencyId: string; cookie: string }>;
  /** Tops an agency's wallet up by `amount` (minor units), once per `key`. */
  topUp(agencyId: string, amount: number, key: string, currency?: string): Promise<void>;
  /** One call to the product service with a session cookie: a JSON body parsed, any other as text. */
  call(cookie: string, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are what each test reads
  /** The booking at `path` (its GET route) once it is `wanted`, as the agent sees it. */
  statusOf(cookie: string, path: string, wanted: string): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are what each test reads
  /**
   * Leaves a product booking as a crash would (`set`), then moves the test's `clock` past the time
   * a booking may stay in a passing status (`strandedMs`) until the sweep has made it `wanted`.
   */
  strand(clock: { offset: number }, strandedMs: number, id: string, set: Record<string, unknown>, wanted: (booking: Record<string, unknown>) => boolean, what: string): Promise<void>;
  /**
   * Checks a race of bookings over a wallet that covered `covered` of them at `price` each: none
   * confirmed beyond it, every other refused for the balance, or answered 503 "you may retry" when
   * the account service was too slow under the race (each such one costs at most one covered seat,
   * never money); the wallet left with exactly what was not booked, nothing held, never below zero.
   */
  expectCoveredRace(agencyId: string, results: { status: number; body: any }[], covered: number, price: number): Promise<void>; // eslint-disable-line @typescript-eslint/no-explicit-any -- bodies are what each test reads
  stop(): Promise<void>;
}

/**
 * Starts the account service, then the product service whose money goes through it (its
 * `ACCOUNT_INTERNAL_URL`), each on a test database of its own; `stop` drops both.
 */
export async function bookingTestbed(definition: ServiceDefinition): Promise<BookingTestbed> {
  const account = await startService(accountService, testDeps('account'));
  process.env.ACCOUNT_INTERNAL_URL = account.internalUrl;
  const product = await startService(definition, testDeps(definition.name));
  const wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
  const topUp: BookingTestbed['topUp'] = async (agencyId, amount, key, currency = 'EUR') => {
    await wallets.move({ agencyId, key, type: 'top_up', amount, heldChange: 0, currency, reference: key.toUpperCase() });
  };
  const testbed: BookingTestbed = {
    account,
    product,
    wallets,
    async agencyWith(balance, currency = 'EUR') {
      const agencyId = `agency-${randomUUID().slice(0, 8)}`;
      await wallets.open(agencyId, currency);
      if (balance > 0) await topUp(agencyId, balance, 'opening', currency);
      // The product's copy of the agency's contract currency (the kit's replicas, fed by identity's approval event).
      await product.deps.mongo.db.collection('agency_currencies').insertOne({ _id: agencyId as never, currency });
      return { agencyId, cookie: sessionCookie(product.deps.sessions, { uid: `agent-${agencyId}`, aid: agencyId, role: 'agent' }) };
    },
    topUp,
    async call(cookie, method, path, body, headers = {}) {
      const res = await fetch(`${product.url}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
    },
    statusOf(cookie, path, wanted) {
      return waitFor(
        async () => {
          const seen = await testbed.call(cookie, 'GET', path);
          return seen.body.status === wanted ? seen.body : undefined;
        },
        30_000,
        `the booking to be ${wanted}`,
      );
    },
    async expectCoveredRace(agencyId, results, covered, price) {
      const confirmed = results.filter((r) => r.status === 201 && r.body.status === 'confirmed').length;
      const others = results.filter((r) => !(r.status === 201 && r.body.status === 'confirmed')).map((r) => `${r.status} ${r.body.error?.code}`);
      const unavailable = others.filter((other) => other === '503 service_unavailable').length;
      expect(others.filter((other) => other !== '409 balance_error' && other !== '503 service_unavailable')).toEqual([]);
      expect(confirmed).toBeLessThanOrEqual(covered);
      expect(confirmed).toBeGreaterThanOrEqual(covered - unavailable);
      // A payment whose answer came too late is undone (by the request or the sweep): its money comes back.
      await waitFor(
        async () => {
          const head = await wallets.head(agencyId);
          return head.available === (covered - confirmed) * price && head.held === 0;
        },
        30_000,
        `the wallet to hold exactly what the ${covered - confirmed} unbooked seats cost`,
      );
      expect(await wallets.ledger.countDocuments({ agencyId, availableAfter: { $lt: 0 } })).toBe(0);
    },
    async strand(clock, strandedMs, id, set, wanted, what) {
      const bookings = product.deps.mongo.db.collection('bookings');
      await bookings.updateOne({ _id: new ObjectId(id) }, { $set: set });
      clock.offset = strandedMs + 10_000;
      try {
        await waitFor(async () => wanted((await bookings.findOne({ _id: new ObjectId(id) }))!), 30_000, what);
      } finally {
        clock.offset = 0;
      }
    },
    async stop() {
      for (const service of [product, account]) {
        await service.stop();
        await dropTestDeps(service.deps);
      }
    },
  };
  return testbed;
}
