import { randomUUID } from 'node:crypto';
import { serviceDateAhead } from '@portal/bookings';
import type { CreateFlightBookingRequest, FlightOffer, Traveller } from '@portal/contracts';
import { createDeps, startService, type RunningService, modelConnection } from '@portal/service-kit';
import { dropTestDeps, testDeps, waitFor, sessionCookie, TEST_TOPIC_PREFIX } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { accountService } from '../../../account/src/service';
import { Wallets } from '../../../account/src/wallet/wallet';
import type { BookingDoc } from './bookings';
import { flightsDefinition } from '../service';
import { STRANDED_MS } from './statuses';
import { SandboxSupplier } from '../supplier/sandbox';
import { adult, bookingRequest } from '../test-support';
import type { SupplierBooking, SupplierOffer } from '../supplier/supplier';

jest.setTimeout(180_000);

/** The sandbox airline, except that a booking for a traveller named GATED waits until the test opens the gate. */
class GatedSupplier extends SandboxSupplier {
  private opened: () => void = () => undefined;
  gate = new Promise<void>((resolve) => (this.opened = resolve));

  open(): void {
    this.opened();
  }

  override async book(offer: SupplierOffer, travellers: Traveller[]): Promise<SupplierBooking> {
    if (travellers.some((t) => t.lastName === 'GATED')) await this.gate;
    return super.book(offer, travellers);
  }
}

describe('flights bookings: stranded statuses, idempotency, the bookings list', () => {
  let account: RunningService;
  let flights: RunningService;
  let wallets: Wallets;
  const supplier = new GatedSupplier();
  const clock = { offset: 0, now: () => Date.now() + clock.offset };

  const cookieOf = (agencyId: string) => sessionCookie(flights.deps.sessions, { uid: `agent-${agencyId}`, aid: agencyId, role: 'agent' });

  async function call(cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${flights.url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  }

  async function agencyWith(balance: number): Promise<{ agencyId: string; cookie: string }> {
    const agencyId = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(agencyId, 'EUR');
    if (balance > 0) await wallets.move({ agencyId, key: 'opening', type: 'top_up', amount: balance, heldChange: 0, currency: 'EUR', reference: 'OPENING' });
    await flights.deps.mongo.db.collection('agency_currencies').insertOne({ _id: agencyId as never, currency: 'EUR' });
    return { agencyId, cookie: cookieOf(agencyId) };
  }

  async function offerFor(cookie: string): Promise<FlightOffer> {
    const search = await call(cookie, 'POST', '/flights/search', {
      tripType: 'one_way',
      legs: [{ origin: 'CDG', destination: 'TUN', date: serviceDateAhead(40) }],
      passengers: { adults: 1 },
      cabin: 'economy',
    });
    expect(search.status).toBe(200);
    return search.body.offers[0];
  }

  const request = (offer: FlightOffer, lastName: string, payment: CreateFlightBookingRequest['payment'] = 'balance') => bookingRequest(offer, [adult(lastName, 'Sami', 'P1234567')], payment);

  async function hold(cookie: string, lastName: string) {
    const offer = await offerFor(cookie);
    const held = await call(cookie, 'POST', '/flights/bookings', request(offer, lastName, 'hold'), { 'idempotency-key': `hold-${randomUUID()}` });
    expect(held.body.status).toBe('awaiting_payment');
    return { offer, booking: held.body as { id: string; status: string } };
  }

  async function startAccount(env: NodeJS.ProcessEnv = {}): Promise<RunningService> {
    const deps =
      Object.keys(env).length === 0
        ? testDeps('account')
        : createDeps('account', { ...process.env, CONSUMER_START: 'latest', KAFKA_TOPIC_PREFIX: TEST_TOPIC_PREFIX, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', ...env });
    const started = await startService(accountService, deps);
    wallets = new Wallets(await modelConnection(started.deps.mongo), started.deps.log);
    return started;
  }

  beforeAll(async () => {
    account = await startAccount();
    process.env.ACCOUNT_INTERNAL_URL = account.internalUrl;
    flights = await startService(flightsDefinition({ clock, supplier }), testDeps('flights'));
  });

  afterAll(async () => {
    supplier.open();
    for (const service of [flights, account]) {
      await service.stop();
      await dropTestDeps(service.deps);
    }
  });

  describe('a refused or interrupted payment never strands a held booking', () => {
    it('pay at agency over the credit limit answers the balance error and keeps the hold: the booking can still be paid by balance or cancelled', async () => {
      const { agencyId, cookie } = await agencyWith(500_000);
      const { offer, booking } = await hold(cookie, 'Haddad');
      const refused = await call(cookie, 'POST', `/flights/bookings/${booking.id}/pay`, { payment: 'agency' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'credit_limit_exceeded', message: 'Balance error: the credit limit of the agency is reached' });
      const back = await call(cookie, 'GET', `/flights/bookings/${booking.id}`);
      expect(back.body.status).toBe('awaiting_payment');
      expect(back.body.history.at(-1)).toMatchObject({ operation: 'payment refused, hold kept', status: 'awaiting_payment' });
      expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000 - offer.purchasePrice, held: offer.purchasePrice, outstanding: 0 });

      const paid = await call(cookie, 'POST', `/flights/bookings/${booking.id}/pay`, { payment: 'balance' });
      expect(paid.body.status).toBe('ticket_issued');
      expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000 - offer.purchasePrice, held: 0, outstanding: 0 });

      const second = await hold(cookie, 'Karoui');
      expect((await call(cookie, 'POST', `/flights/bookings/${second.booking.id}/pay`, { payment: 'agency' })).status).toBe(409);
      const cancelled = await call(cookie, 'POST', `/flights/bookings/${second.booking.id}/cancel`);
      expect(cancelled.body.status).toBe('cancelled');
      expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000 - offer.purchasePrice, held: 0, outstanding: 0 });
      expect(await wallets.ledger.countDocuments({ agencyId, type: 'pay_at_agency' })).toBe(0);
    });

    it('a capture while the account service is down is resolved by the sweep once it is back, the money taken exactly once', async () => {
      const { agencyId, cookie } = await agencyWith(500_000);
      const { offer, booking } = await hold(cookie, 'Mansour');
      const port = new URL(account.url).port;
      const internalPort = new URL(account.internalUrl).port;
      const dbName = account.deps.config.dbName;
      await account.stop();
      let down = true;
      try {
        const paying = await call(cookie, 'POST', `/flights/bookings/${booking.id}/pay`, { payment: 'balance' });
        expect(paying.status).toBe(503);
        expect(paying.body.error.code).toBe('service_unavailable');
        expect((await call(cookie, 'GET', `/flights/bookings/${booking.id}`)).body.status).toBe('ticket_in_progress');
        account = await startAccount({ PORT: port, INTERNAL_PORT: internalPort, MONGO_DB: dbName });
        down = false;
      } finally {
        if (down) account = await startAccount({ PORT: port, INTERNAL_PORT: internalPort, MONGO_DB: dbName });
      }
      // The stuck status ages past its timeout on the service's clock; the 10 s sweep takes it from there.
      clock.offset = STRANDED_MS + 1_000;
      try {
        const resolved = await waitFor(
          async () => {
            const seen = await call(cookie, 'GET', `/flights/bookings/${booking.id}`);
            return seen.body.status === 'ticket_issued' ? seen.body : undefined;
          },
          40_000,
          'the sweep to resolve the stranded payment',
        );
        expect(resolved.history.at(-1)).toMatchObject({ operation: 'recovered: tickets issued', agent: 'Voyagr Pro' });
      } finally {
        clock.offset = 0;
      }
      expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000 - offer.purchasePrice, held: 0 });
      expect(await wallets.ledger.countDocuments({ agencyId, type: 'hold_capture' })).toBe(1);
      expect(await wallets.ledger.countDocuments({ agencyId, type: 'hold_release' })).toBe(0);
    });
  });

  describe('idempotency keys', () => {
    it('answers a retry sent while the booking runs with 409 request_in_progress, a later one with the same status and body, another request with the key 422', async () => {
      const { agencyId, cookie } = await agencyWith(500_000);
      const offer = await offerFor(cookie);
      const key = `idem-${randomUUID()}`;
      const body = request(offer, 'GATED');
      const first = call(cookie, 'POST', '/flights/bookings', body, { 'idempotency-key': key });
      const keys = flights.deps.mongo.db.collection('idempotency_keys');
      await waitFor(async () => (await keys.findOne({ _id: `flights.bookings:${agencyId}#${key}` as never }))?.resource, 20_000, 'the first request to begin');

      const meanwhile = await call(cookie, 'POST', '/flights/bookings', body, { 'idempotency-key': key });
      expect(meanwhile.status).toBe(409);
      expect(meanwhile.body.error.code).toBe('request_in_progress');
      expect(meanwhile.headers.get('retry-after')).toBe('1');

      supplier.open();
      const original = await first;
      expect(original.status).toBe(201);
      expect(original.body.status).toBe('ticket_issued');
      const replay = await call(cookie, 'POST', '/flights/bookings', body, { 'idempotency-key': key });
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(original.body);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');

      const other = await call(cookie, 'POST', '/flights/bookings', { ...body, contact: { ...body.contact, phone: '0699999999' } }, { 'idempotency-key': key });
      expect(other.status).toBe(422);
      expect(other.body.error.code).toBe('idempotency_key_reused');
      expect(await flights.deps.mongo.db.collection('bookings').countDocuments({ agencyId })).toBe(1);
      expect(await wallets.ledger.countDocuments({ agencyId, type: 'booking_debit' })).toBe(1);
    });

    it('replays a failed booking as it failed, and keeps nothing for a request refused before its booking existed', async () => {
      const { agencyId, cookie } = await agencyWith(500_000);
      const offer = await offerFor(cookie);
      const soldOut = await call(cookie, 'POST', '/flights/bookings', request(offer, 'SOLDOUT'), { 'idempotency-key': `sold-${agencyId}` });
      expect(soldOut.status).toBe(409);
      const again = await call(cookie, 'POST', '/flights/bookings', request(offer, 'SOLDOUT'), { 'idempotency-key': `sold-${agencyId}` });
      expect({ status: again.status, body: again.body }).toEqual({ status: soldOut.status, body: soldOut.body });

      const key = `price-${agencyId}`;
      const stale = await call(cookie, 'POST', '/flights/bookings', { ...request(offer, 'Jaziri'), acceptedSalePrice: offer.salePrice - 100 }, { 'idempotency-key': key });
      expect(stale.body.error.code).toBe('price_changed');
      const accepted = await call(cookie, 'POST', '/flights/bookings', request(offer, 'Jaziri'), { 'idempotency-key': key });
      expect(accepted.status).toBe(201);
    });
  });

  it("lists only the session agency's bookings, with the right total and pages, beside other agencies' many bookings", async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const booked = await call(cookie, 'POST', '/flights/bookings', request(await offerFor(cookie), 'Gharbi'), { 'idempotency-key': `list-${agencyId}` });
    expect(booked.status).toBe(201);
    const bookings = flights.deps.mongo.db.collection<BookingDoc>('bookings');
    const template = (await bookings.findOne({ _id: new ObjectId(booked.body.id as string) }))!;
    const base = Date.parse('2026-01-01T00:00:00Z');
    const clone = (owner: string, i: number): BookingDoc => ({
      ...template,
      _id: new ObjectId(),
      agencyId: owner,
      idempotencyKey: `clone-${i}`,
      reference: `FL${owner.slice(-4).toUpperCase()}${String(i).padStart(4, '0')}`,
      status: i % 3 === 0 ? 'cancelled' : 'ticket_issued',
      createdAt: new Date(base + i * 60_000),
    });
    const others = Array.from({ length: 20 }, () => `other-${randomUUID().slice(0, 8)}`);
    await bookings.insertMany(others.flatMap((other) => Array.from({ length: 30 }, (_, i) => clone(other, i))));
    await bookings.insertMany(Array.from({ length: 44 }, (_, i) => clone(agencyId, i)));
    const mine = new Set([booked.body.id as string, ...(await bookings.find({ agencyId }, { projection: { _id: 1 } }).toArray()).map((b) => b._id.toHexString())]);
    expect(mine.size).toBe(45);

    const seen: string[] = [];
    let createdAt = Infinity;
    for (const page of [1, 2, 3]) {
      const answer = await call(cookie, 'GET', `/flights/bookings?page=${page}&pageSize=20`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ total: 45, page, pageSize: 20 });
      expect(answer.body.items).toHaveLength(page === 3 ? 5 : 20);
      for (const item of answer.body.items as { id: string; createdAt: string }[]) {
        expect(Date.parse(item.createdAt)).toBeLessThanOrEqual(createdAt);
        createdAt = Date.parse(item.createdAt);
        seen.push(item.id);
      }
    }
    expect(new Set(seen)).toEqual(mine);
    expect(seen).toHaveLength(45);

    const cancelled = await call(cookie, 'GET', '/flights/bookings?status=cancelled&pageSize=5&page=2');
    expect(cancelled.body).toMatchObject({ total: 15, page: 2 });
    expect(cancelled.body.items).toHaveLength(5);
    expect(cancelled.body.items.every((item: { id: string; status: string }) => mine.has(item.id) && item.status === 'cancelled')).toBe(true);
    const byReference = await call(cookie, 'GET', `/flights/bookings?reference=FL${others[0]!.slice(-4)}0001`);
    expect(byReference.body).toMatchObject({ total: 0, items: [] });
  });
});
