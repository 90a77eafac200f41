import { randomUUID } from 'node:crypto';
import { transferTotal, type CreateTransferBookingRequest, type TransferOffer, type TransferSearchRequest, type TransferTripSearch } from '@portal/contracts';
import { HOLD_MS, serviceDateAhead, STRANDED_MS } from '@portal/bookings';
import { pdfText, waitFor } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { bookingTestbed, type BookingTestbed } from '../../../account/src/testing/booking-testbed';
import { transfersDefinition } from '../service';
import { EMERGENCY_PHONE } from '../supplier/sandbox';
import { SandboxTransferSupplier } from '../supplier/sandbox';

jest.setTimeout(240_000);

const ARRIVAL: TransferTripSearch = { from: 'airport:CDG', to: 'hotel:paris-1', date: serviceDateAhead(30), time: '14:30' };
const DEPARTURE: TransferTripSearch = { from: 'hotel:paris-1', to: 'airport:CDG', date: serviceDateAhead(33), time: '18:00' };
const DETAILS = { serviceNumber: 'AF 1234', terminal: 'Terminal 2E', pickupTime: '14:30', companyName: 'Air France', stoppingPoint: '12 Rue de la Paix', departurePoint: 'Arrivals hall' };

interface Trip {
  offer: TransferOffer;
  childSeats: number;
}

describe('transfer bookings against the account service, the database and the broker', () => {
  let bed: BookingTestbed;
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  const supplier = new SandboxTransferSupplier({ now: () => new Date(clock.now()), timeoutMs: 300 });
  const call: BookingTestbed['call'] = (...args) => bed.call(...args);

  /** The cheapest private offer of each searched trip, as the agency's search shows them. */
  async function offersFor(
    cookie: string,
    trips: TransferTripSearch[] = [ARRIVAL],
    tripType: TransferSearchRequest['tripType'] = trips.length === 1 ? 'one_way' : 'round_trip',
  ): Promise<TransferOffer[]> {
    const search = await call(cookie, 'POST', '/transfers/search', { tripType, trips, passengers: { adults: 2, childrenAges: [6], infants: 0 }, luggage: 2 });
    expect(search.status).toBe(200);
    return (search.body.trips as { offers: TransferOffer[] }[]).map((trip) => trip.offers.find((offer) => offer.service === 'private')!);
  }

  function request(trips: Trip[], lastName = 'Haddad', payment: CreateTransferBookingRequest['payment'] = 'balance'): CreateTransferBookingRequest {
    return {
      trips: trips.map(({ offer, childSeats }) => ({ offerId: offer.offerId, childSeats, details: DETAILS })),
      leadPassenger: { firstName: 'Sami', lastName, email: 'sami@example.com', age: 40, phone: '33612345678' },
      clientReference: 'CLIENT-7',
      payment,
      acceptedSalePrice: transferTotal(trips),
      acceptedTerms: true,
    };
  }
  const one = (offers: TransferOffer[], childSeats = 0): Trip[] => offers.map((offer) => ({ offer, childSeats }));
  /** What the money moves for these trips: each offer's purchase price with its child seats. */
  const purchaseOf = (trips: Trip[]) => trips.reduce((sum, { offer, childSeats }) => sum + offer.purchasePrice + (offer.childSeat?.purchasePrice ?? 0) * childSeats, 0);

  const book = (cookie: string, body: CreateTransferBookingRequest, key = `idem-${randomUUID()}`) => call(cookie, 'POST', '/transfers/bookings', body, { 'idempotency-key': key });
  const fields = (body: { error: { details: { fields: { field: string; reason: string }[] } } }) => body.error.details.fields.map((f) => `${f.field}:${f.reason}`);

  const statusOf = (cookie: string, id: string, wanted: string) => bed.statusOf(cookie, `/transfers/bookings/${id}`, wanted);

  beforeAll(async () => {
    bed = await bookingTestbed(transfersDefinition({ clock, sweepMs: 500, supplier }));
  });

  afterAll(async () => {
    await bed.stop();
  });

  it('books with the balance: a child seat priced in, debited once for a retried key, the voucher in French and English', async () => {
    const { agencyId, cookie } = await bed.agencyWith(5_000_000);
    const trips = one(await offersFor(cookie), 1);
    const key = `idem-${randomUUID()}`;
    const body = request(trips);
    const [first, retry] = await Promise.all([book(cookie, body, key), book(cookie, body, key)]);
    const created = [first, retry].find((r) => r.status === 201)!;
    expect(created.body).toMatchObject({ status: 'confirmed', payment: 'balance', salePrice: transferTotal(trips), purchasePrice: purchaseOf(trips), clientReference: 'CLIENT-7' });
    expect(created.body.reference).toMatch(/^TR[A-Z0-9]{7}$/);
    expect(created.body.trips[0]).toMatchObject({ state: 'booked', childSeats: 1, emergencyPhone: EMERGENCY_PHONE, details: DETAILS, reconfirm: null });
    expect(created.body.trips[0].supplierConfirmation).toEqual(expect.any(String));
    expect(created.body.deadlines.cancellation.timeZone).toBe('Europe/Paris');
    const again = await book(cookie, body, key);
    expect(again.body).toEqual(created.body);
    expect(await bed.product.deps.mongo.db.collection('bookings').countDocuments({ agencyId })).toBe(1);
    expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - purchaseOf(trips), held: 0 });

    for (const [lang, title] of [
      ['fr', 'Bon de transfert'],
      ['en', 'Transfer voucher'],
    ] as const) {
      const voucher = await fetch(`${bed.product.url}/transfers/bookings/${created.body.id}/voucher?lang=${lang}`, { headers: { cookie } });
      expect(voucher.headers.get('content-type')).toBe('application/pdf');
      const pdf = await pdfText(Buffer.from(await voucher.arrayBuffer()));
      for (const text of [title, created.body.reference, 'CLIENT-7', EMERGENCY_PHONE, 'AF 1234', created.body.trips[0].supplierConfirmation]) expect(pdf).toContain(text);
    }
    const listed = await call(cookie, 'GET', '/transfers/bookings?passenger=haddad');
    expect(listed.body.items.map((b: { id: string }) => b.id)).toEqual([created.body.id]);
  });

  it('keeps another agency out: 404 on its bookings, none in its list', async () => {
    const { cookie } = await bed.agencyWith(5_000_000);
    const created = await book(cookie, request(one(await offersFor(cookie)), 'Trabelsi'));
    expect(created.status).toBe(201);
    const other = await bed.agencyWith(0);
    for (const path of ['', '/cancellation-quote', '/voucher']) expect((await call(other.cookie, 'GET', `/transfers/bookings/${created.body.id}${path}`)).status).toBe(404);
    expect((await call(other.cookie, 'POST', `/transfers/bookings/${created.body.id}/cancel`, { trip: 'all' })).status).toBe(404);
    expect((await call(other.cookie, 'POST', `/transfers/bookings/${created.body.id}/pay`, { payment: 'balance' })).status).toBe(404);
    expect((await call(other.cookie, 'GET', '/transfers/bookings')).body.items).toEqual([]);
  });

  it('enforces §5 on its fields: the lead passenger 18 to 99 with a phone of digits, every trip detail, up to 3 trips, child seats for children only', async () => {
    const { agencyId, cookie } = await bed.agencyWith(5_000_000);
    const trips = one(await offersFor(cookie));
    const valid = request(trips);
    const refused = async (body: unknown) => {
      const answer = await call(cookie, 'POST', '/transfers/bookings', body, { 'idempotency-key': `idem-${randomUUID()}` });
      expect(answer.status).toBe(400);
      return fields(answer.body);
    };
    expect(await refused({ ...valid, leadPassenger: { ...valid.leadPassenger, age: 17 } })).toEqual(['leadPassenger.age:age_out_of_range']);
    expect(await refused({ ...valid, leadPassenger: { ...valid.leadPassenger, age: 100 } })).toEqual(['leadPassenger.age:age_out_of_range']);
    expect(await refused({ ...valid, leadPassenger: { ...valid.leadPassenger, phone: '+33 6 12' } })).toEqual(['leadPassenger.phone:invalid_phone']);
    const { serviceNumber: _missing, ...noNumber } = DETAILS;
    expect(await refused({ ...valid, trips: [{ ...valid.trips[0], details: { ...noNumber, terminal: '' } }] })).toEqual(
      expect.arrayContaining(['trips.0.details.serviceNumber:required', 'trips.0.details.terminal:required']),
    );
    expect(await refused({ ...valid, trips: [valid.trips[0], valid.trips[0], valid.trips[0], valid.trips[0]] })).toEqual(['trips:too_many_trips']);
    expect(await refused({ ...valid, trips: [{ ...valid.trips[0], childSeats: 2 }] })).toEqual(['trips.0.childSeats:child_seats_exceed_children']);
    expect(await refused({ ...valid, trips: [valid.trips[0], valid.trips[0]] })).toEqual(expect.arrayContaining(['trips.1.offerId:offer_of_another_trip', 'trips:trips_do_not_match_search']));
    expect(await refused({ ...valid, acceptedTerms: false })).toEqual(['acceptedTerms:terms_not_accepted']);
    const noKey = await call(cookie, 'POST', '/transfers/bookings', valid);
    expect(fields(noKey.body)).toEqual(['Idempotency-Key:required']);
    expect(await bed.product.deps.mongo.db.collection('bookings').countDocuments({ agencyId })).toBe(0);
  });

  it('refuses prices older than the offer token (prices_expired) and a total not accepted (price_changed)', async () => {
    const { cookie } = await bed.agencyWith(5_000_000);
    const trips = one(await offersFor(cookie));
    const wrongTotal = await book(cookie, { ...request(trips), acceptedSalePrice: transferTotal(trips) - 100 });
    expect(wrongTotal.status).toBe(409);
    expect(wrongTotal.body.error).toMatchObject({ code: 'price_changed', details: { salePrice: transferTotal(trips) } });
    clock.offset = 21 * 60_000;
    try {
      const expired = await book(cookie, request(trips));
      expect(expired.status).toBe(409);
      expect(expired.body.error).toMatchObject({ code: 'prices_expired', message: 'Prices expired, refresh the search' });
    } finally {
      clock.offset = 0;
    }
  });

  it('answers every sandbox trigger with its spec error or status', async () => {
    const { agencyId, cookie } = await bed.agencyWith(5_000_000);
    const trips = one(await offersFor(cookie));

    const changed = await book(cookie, request(trips, 'PRICECHANGE'));
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('price_changed');
    const { salePrice, purchasePrice } = changed.body.error.details;
    expect(purchasePrice).toBeGreaterThan(purchaseOf(trips));
    const accepted = await book(cookie, { ...request(trips, 'PRICECHANGE'), acceptedSalePrice: salePrice });
    expect(accepted.body).toMatchObject({ status: 'confirmed', salePrice, purchasePrice });

    const soldOut = await book(cookie, request(trips, 'SOLDOUT'));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.code).toBe('no_results_found');
    const timeout = await book(cookie, request(trips, 'TIMEOUT'));
    expect(timeout.status).toBe(504);
    expect(timeout.body.error.code).toBe('supplier_timeout');
    // Only the accepted price change was charged.
    expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - purchasePrice, held: 0 });

    const noAck = await book(cookie, request(trips, 'NOACK'));
    expect(noAck.status).toBe(201);
    expect(noAck.body).toMatchObject({ status: 'pending' });
    expect(noAck.body.trips[0].supplierConfirmation).toBeNull();
    const acknowledged = await statusOf(cookie, noAck.body.id, 'confirmed');
    expect(acknowledged.trips[0].supplierConfirmation).toEqual(expect.any(String));
    expect(acknowledged.history.map((h: { operation: string }) => h.operation)).toContain('acknowledged by the supplier');

    const cancelledBySupplier = await book(cookie, request(trips, 'SUPPLIERCANCEL'));
    expect(cancelledBySupplier.body.status).toBe('confirmed');
    const refunded = await statusOf(cookie, cancelledBySupplier.body.id, 'reimbursed');
    expect(refunded).toMatchObject({ refunded: purchaseOf(trips), fees: 0 });
    expect(refunded.trips[0].state).toBe('cancelled');
    expect(refunded.history.map((h: { operation: string }) => h.operation)).toContain('trip cancelled by the supplier: 1');

    const statuses = (await call(cookie, 'GET', '/transfers/bookings')).body.items.map((b: { status: string }) => b.status);
    expect(statuses.filter((s: string) => s === 'failure')).toHaveLength(2);
  });

  it('refuses the voucher until the booking is confirmed and paid', async () => {
    const { cookie } = await bed.agencyWith(5_000_000);
    const held = await book(cookie, request(one(await offersFor(cookie)), 'Gharbi', 'hold'));
    const voucher = await call(cookie, 'GET', `/transfers/bookings/${held.body.id}/voucher`);
    expect(voucher.status).toBe(409);
    expect(voucher.body.error.code).toBe('not_confirmed');
  });

  it('lets at most 30 of 100 concurrent bookings through a balance that covers 30 (all 30 unless the account service asked for a retry), never below zero', async () => {
    const { cookie, agencyId } = await bed.agencyWith(0);
    const trips = one(await offersFor(cookie));
    await bed.wallets.move({ agencyId, key: 'cover-30', type: 'top_up', amount: purchaseOf(trips) * 30, heldChange: 0, currency: 'EUR', reference: 'TOPUP' });
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => book(cookie, request(trips, `Guest${String.fromCharCode(65 + (i % 26))}`), `many-${agencyId}-${i}`)));
    await bed.expectCoveredRace(agencyId, results, 30, purchaseOf(trips));
  });

  describe('holds', () => {
    const outbox = () => bed.product.deps.mongo.db.collection<{ _id: string; envelope: { type: string; data: Record<string, unknown> } }>('outbox');

    it('holds the amount for 30 minutes, then captures it when paid before', async () => {
      const { agencyId, cookie } = await bed.agencyWith(5_000_000);
      const trips = one(await offersFor(cookie));
      const created = await book(cookie, request(trips, 'Mansour', 'hold'));
      expect(created.body).toMatchObject({ status: 'awaiting_payment', payment: 'hold' });
      // 30 minutes from the hold, taken once the supplier has booked the trips.
      const holdMs = Date.parse(created.body.holdExpiresAt) - Date.parse(created.body.createdAt);
      expect(holdMs).toBeGreaterThanOrEqual(HOLD_MS);
      expect(holdMs).toBeLessThan(HOLD_MS + 5_000);
      expect(created.body.deadlines.payment.utc).toBe(created.body.holdExpiresAt);
      // The snapshot tells helpdesk when the travel starts (the first pickup) and the deadlines the summary shows.
      const snapshot = await outbox().findOne({ 'envelope.type': 'booking.changed', _id: { $regex: `^${created.body.id}#` } }, { sort: { _id: -1 } });
      expect(snapshot?.envelope.data).toMatchObject({ travelStartsAt: created.body.deadlines.cancellation.utc, deadlines: created.body.deadlines });
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - purchaseOf(trips), held: purchaseOf(trips) });
      clock.offset = 25 * 60_000;
      try {
        const pays = await Promise.all([1, 2].map(() => call(cookie, 'POST', `/transfers/bookings/${created.body.id}/pay`, { payment: 'balance' })));
        expect(pays.filter((p) => p.status === 200)).toHaveLength(1);
        expect(pays.find((p) => p.status === 200)!.body).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
      } finally {
        clock.offset = 0;
      }
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - purchaseOf(trips), held: 0 });
      expect((await call(cookie, 'GET', `/transfers/bookings/${created.body.id}/voucher`)).status).toBe(200);
      expect(await outbox().countDocuments({ 'envelope.type': 'transfers.booking.confirmed', _id: { $regex: `^${created.body.id}` } })).toBe(1);
    });

    it('releases an unpaid hold at 30 minutes: expired, the amount back, the supplier booking cancelled, the agent told', async () => {
      const { agencyId, cookie } = await bed.agencyWith(5_000_000);
      const created = await book(cookie, request(one(await offersFor(cookie)), 'Bouaziz', 'hold'));
      expect(created.body.status).toBe('awaiting_payment');
      clock.offset = HOLD_MS + 1_000;
      try {
        const expired = await statusOf(cookie, created.body.id, 'expired');
        expect(expired.trips[0].state).toBe('cancelled');
        await waitFor(async () => (await bed.wallets.head(agencyId)).held === 0, 30_000, 'the hold to be released');
        const late = await call(cookie, 'POST', `/transfers/bookings/${created.body.id}/pay`, { payment: 'balance' });
        expect(late.status).toBe(409);
      } finally {
        clock.offset = 0;
      }
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
      expect(await outbox().countDocuments({ 'envelope.type': 'transfers.booking.released', _id: { $regex: `^${created.body.id}` } })).toBe(1);
    });

    it('cancelling a held booking releases the hold; one trip alone of a held round trip is refused', async () => {
      const { agencyId, cookie } = await bed.agencyWith(5_000_000);
      const created = await book(cookie, request(one(await offersFor(cookie, [ARRIVAL, DEPARTURE])), 'Chebbi', 'hold'));
      expect(created.body.status).toBe('awaiting_payment');
      const oneTrip = await call(cookie, 'POST', `/transfers/bookings/${created.body.id}/cancel`, { trip: 1 });
      expect(oneTrip.status).toBe(409);
      const quote = await call(cookie, 'GET', `/transfers/bookings/${created.body.id}/cancellation-quote`);
      expect(quote.body).toMatchObject({ allowed: true, kind: 'none', refund: 0, penalty: 0 });
      const cancelled = await call(cookie, 'POST', `/transfers/bookings/${created.body.id}/cancel`, { trip: 'all' });
      expect(cancelled.body).toMatchObject({ status: 'cancelled', fees: 0 });
      expect(cancelled.body.history.map((h: { operation: string }) => h.operation)).toContain('hold cancelled');
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000, held: 0 });
    });
  });

  describe('per-trip cancellation', () => {
    it('cancels one trip of a round trip and refunds only that trip, then the last trip cancels the booking', async () => {
      const { agencyId, cookie } = await bed.agencyWith(5_000_000);
      const trips = one(await offersFor(cookie, [ARRIVAL, DEPARTURE]));
      const created = await book(cookie, request(trips, 'Mejri'));
      expect(created.body.status).toBe('confirmed');
      expect(created.body.trips[1].reconfirm).toMatchObject({ hoursBefore: 24 });
      const [out, back] = trips.map((trip) => purchaseOf([trip]));

      const quote = await call(cookie, 'GET', `/transfers/bookings/${created.body.id}/cancellation-quote?trip=1`);
      expect(quote.body).toMatchObject({ allowed: true, kind: 'refund', refund: back, penalty: 0, reason: null });
      const cancels = await Promise.all([1, 2].map(() => call(cookie, 'POST', `/transfers/bookings/${created.body.id}/cancel`, { trip: 1 })));
      expect(cancels.filter((c) => c.status === 200)).toHaveLength(1);
      const after = await call(cookie, 'GET', `/transfers/bookings/${created.body.id}`);
      expect(after.body).toMatchObject({ status: 'confirmed', refunded: back, fees: 0 });
      expect(after.body.trips.map((t: { state: string; refunded: number }) => [t.state, t.refunded])).toEqual([
        ['booked', 0],
        ['cancelled', back],
      ]);
      expect(after.body.trips[1].cancellationQuote).toBeNull();
      expect(after.body.history.map((h: { operation: string }) => h.operation)).toContain('trip cancelled: 2');
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000 - out!);
      expect((await call(cookie, 'POST', `/transfers/bookings/${created.body.id}/cancel`, { trip: 1 })).status).toBe(409);

      const last = await call(cookie, 'POST', `/transfers/bookings/${created.body.id}/cancel`, { trip: 0 });
      expect(last.body).toMatchObject({ status: 'reimbursed', refunded: out! + back! });
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
      expect(await bed.wallets.ledger.countDocuments({ agencyId, type: 'refund' })).toBe(2);
    });

    it('keeps the penalty once a trip is inside its policy, refuses after the pickup', async () => {
      const { agencyId, cookie } = await bed.agencyWith(5_000_000);
      const trips = one(await offersFor(cookie));
      const created = await book(cookie, request(trips, 'Sassi'));
      const pickup = Date.parse(created.body.trips[0].pickup.utc);
      clock.offset = pickup - 12 * 3_600_000 - Date.now();
      try {
        const quote = await call(cookie, 'GET', `/transfers/bookings/${created.body.id}/cancellation-quote?trip=0`);
        expect(quote.body).toMatchObject({ allowed: true, kind: 'none', penalty: purchaseOf(trips), refund: 0 });
        clock.offset = pickup + 60_000 - Date.now();
        const late = await call(cookie, 'POST', `/transfers/bookings/${created.body.id}/cancel`, { trip: 0 });
        expect(late.status).toBe(409);
        expect(late.body.error).toMatchObject({ code: 'cancellation_deadline_missed', message: 'Cancellation deadline missed' });
      } finally {
        clock.offset = 0;
      }
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000 - purchaseOf(trips));
      const booking = await bed.product.deps.mongo.db.collection('bookings').findOne({ _id: new ObjectId(created.body.id as string) });
      expect(booking?.status).toBe('confirmed');
    });
  });

  it('charges pay at agency within its credit limit, three trips in one booking', async () => {
    const { agencyId, cookie } = await bed.agencyWith(0);
    await bed.wallets.wallets.updateOne({ _id: agencyId }, { $set: { creditLimit: 10_000_000 } });
    // After the arrival's 14:30 even on its day: serviceDateAhead moves a 29th back to the 28th, so the two can share a date.
    const station = { from: 'hotel:paris-1', to: 'station:FRPLY', date: serviceDateAhead(31), time: '16:00' };
    const trips = one(await offersFor(cookie, [ARRIVAL, station, DEPARTURE], 'multi'));
    const created = await book(cookie, request(trips, 'Karoui', 'agency'));
    expect(created.body).toMatchObject({ status: 'confirmed', payment: 'agency', tripType: 'multi', purchasePrice: purchaseOf(trips) });
    expect(created.body.trips.map((t: { timeMeaning: string }) => t.timeMeaning)).toEqual(['flight_arrival', 'pickup', 'flight_departure']);
    expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 0, held: 0, outstanding: purchaseOf(trips) });
    const voucher = await fetch(`${bed.product.url}/transfers/bookings/${created.body.id}/voucher?lang=en`, { headers: { cookie } });
    const pdf = await pdfText(Buffer.from(await voucher.arrayBuffer()));
    for (const text of ['Trip 3: ', 'Re-confirm the pickup time with the supplier at least 24 hours before']) expect(pdf).toContain(text);
  });

  describe('recovery by the sweep', () => {
    /** Leaves a booking as a crash would, then moves the clock past the time a booking may stay in a passing status. */
    const strand = (id: string, set: Record<string, unknown>, wanted: (booking: Record<string, unknown>) => boolean, what: string) => bed.strand(clock, STRANDED_MS, id, set, wanted, what);

    it('undoes a booking left pending after its debit (a crash before the move): its trips cancelled, refunded', async () => {
      const { agencyId, cookie } = await bed.agencyWith(5_000_000);
      const created = await book(cookie, request(one(await offersFor(cookie)), 'Ayari'));
      expect((await bed.wallets.head(agencyId)).available).toBeLessThan(5_000_000);
      await strand(created.body.id, { status: 'pending', paidWith: null }, (b) => b.status === 'failure' && b.refundDue === 0, 'the stranded booking to be undone');
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000, held: 0 });
    });

    it('retries a cancellation the supplier did not take, then refunds that trip once', async () => {
      const { agencyId, cookie } = await bed.agencyWith(5_000_000);
      const trips = one(await offersFor(cookie, [ARRIVAL, DEPARTURE]));
      const created = await book(cookie, request(trips, 'Zouari'));
      const back = purchaseOf([trips[1]!]);
      await strand(
        created.body.id,
        { status: 'failure_cancel', cancelling: [{ trip: 1, fee: 0, refund: back }] },
        (b) => b.status === 'confirmed' && b.refundDue === 0,
        'the cancellation to be retried',
      );
      const after = await call(cookie, 'GET', `/transfers/bookings/${created.body.id}`);
      expect(after.body.trips.map((t: { state: string }) => t.state)).toEqual(['booked', 'cancelled']);
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000 - purchaseOf(trips) + back);
      expect(await bed.wallets.ledger.countDocuments({ agencyId, type: 'refund' })).toBe(1);
    });

    it("takes again a hold's payment whose outcome was unknown, once", async () => {
      const { agencyId, cookie } = await bed.agencyWith(5_000_000);
      const trips = one(await offersFor(cookie));
      const created = await book(cookie, request(trips, 'Jaziri', 'hold'));
      await strand(created.body.id, { status: 'ticket_in_progress', settling: 'balance' }, (b) => b.status === 'confirmed', 'the payment to be settled');
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - purchaseOf(trips), held: 0 });
    });
  });
});
