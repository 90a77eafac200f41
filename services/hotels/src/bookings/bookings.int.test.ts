import { randomUUID } from 'node:crypto';
import type { CreateHotelBookingRequest, HotelRate } from '@portal/contracts';
import type { RunningService } from '@portal/service-kit';
import { pdfText, waitFor } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { bookingTestbed, type BookingTestbed } from '../../../account/src/testing/booking-testbed';
import { hotelsDefinition } from '../service';
import { serviceDateAhead, STRANDED_MS } from '@portal/bookings';
import { EMERGENCY_PHONE } from './voucher';
import { SandboxHotelSupplier } from '../supplier/sandbox';

jest.setTimeout(240_000);

const DAY = 86_400_000;

describe('hotels: search to voucher against the account service, the database and the broker', () => {
  let bed: BookingTestbed;
  let hotels: RunningService;
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  const supplier = new SandboxHotelSupplier({ now: () => new Date(clock.now()), timeoutMs: 300 });

  const call: BookingTestbed['call'] = (...args) => bed.call(...args);
  const agencyWith: BookingTestbed['agencyWith'] = (...args) => bed.agencyWith(...args);

  /** A Paris rate for a stay as the agency's search and hotel details show it: the first matching `wanted` over the city's hotels. */
  async function rateFor(
    cookie: string,
    { daysAhead = 40, nights = 2, rooms = [{ adults: 2, childrenAges: [] as number[] }], wanted = (() => true) as (rate: HotelRate) => boolean } = {},
  ): Promise<HotelRate> {
    const destinations = await call(cookie, 'GET', '/hotels/destinations?q=Paris');
    expect(destinations.status).toBe(200);
    const city = (destinations.body.destinations as { id: string; kind: string }[]).find((d) => d.kind === 'city')!;
    const checkIn = serviceDateAhead(daysAhead);
    const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + nights * DAY).toISOString().slice(0, 10);
    const search = await call(cookie, 'POST', '/hotels/search', { stay: { destination: city.id, checkIn, checkOut, rooms, nationality: 'FR' }, pageSize: 50 });
    expect(search.status).toBe(200);
    for (const card of search.body.hotels as { hotelId: string }[]) {
      const details = await call(cookie, 'GET', `/hotels/hotels/${card.hotelId}?searchId=${encodeURIComponent(search.body.searchId as string)}`);
      expect(details.status).toBe(200);
      const rate = (details.body.rates as HotelRate[]).find(wanted);
      if (rate) return rate;
    }
    throw new Error('no rate found for the test');
  }

  function bookingRequest(rate: HotelRate, lastNames: string[], payment: CreateHotelBookingRequest['payment'] = 'balance'): CreateHotelBookingRequest {
    return {
      rateId: rate.rateId,
      acceptedSalePrice: rate.salePrice,
      rooms: lastNames.map((lastName, i) => ({ leadGuest: { title: 'mr', firstName: `Guest${String.fromCharCode(65 + i)}`, lastName } })),
      specialRequests: 'Late arrival, around 23:00',
      clientReference: 'CLIENT-42',
      payment,
      acceptedTerms: true,
      acceptedRateComments: true,
    };
  }

  const book = (cookie: string, request: CreateHotelBookingRequest, key = `idem-${randomUUID()}`) => call(cookie, 'POST', '/hotels/bookings', request, { 'idempotency-key': key });

  const statusOf = (cookie: string, id: string, wanted: string) => bed.statusOf(cookie, `/hotels/bookings/${id}`, wanted);

  beforeAll(async () => {
    bed = await bookingTestbed(hotelsDefinition({ clock, sweepMs: 500, supplier }));
    hotels = bed.product;
  });

  afterAll(async () => {
    await bed.stop();
  });

  it('books two rooms with the balance: debits the purchase price once, a retried key gives one booking, the voucher in French', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie, {
      rooms: [
        { adults: 2, childrenAges: [] },
        { adults: 1, childrenAges: [7] },
      ],
    });
    const key = `idem-${randomUUID()}`;
    const request = bookingRequest(rate, ['Ben Salah', 'Haddad']);
    const [first, retry] = await Promise.all([book(cookie, request, key), book(cookie, request, key)]);
    const created = [first, retry].find((r) => r.status === 201)!;
    expect(created.body).toMatchObject({ status: 'confirmed', payment: 'balance', salePrice: rate.salePrice, purchasePrice: rate.purchasePrice, clientReference: 'CLIENT-42' });
    expect(created.body.rooms).toHaveLength(2);
    expect(created.body.rooms[1]).toMatchObject({ adults: 1, childrenAges: [7], leadGuest: { lastName: 'Haddad' } });
    expect(created.body.reference).toMatch(/^HT[A-Z0-9]{7}$/);
    expect(created.body.deadlines.cancellation.timeZone).toBe(created.body.hotel.timeZone);
    const again = await book(cookie, request, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);
    expect(await hotels.deps.mongo.db.collection('bookings').countDocuments({ agencyId })).toBe(1);
    expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - rate.purchasePrice, held: 0 });

    const voucher = await fetch(`${hotels.url}/hotels/bookings/${created.body.id}/voucher?lang=fr`, { headers: { cookie } });
    expect(voucher.headers.get('content-type')).toBe('application/pdf');
    const file = Buffer.from(await voucher.arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await pdfText(file);
    expect(pdf).toContain(created.body.reference);
    expect(pdf).toContain("Bon d'hébergement");
    expect(pdf).toContain('CLIENT-42');
    expect(pdf).toContain(EMERGENCY_PHONE);
    expect(pdf).toContain(created.body.hotelConfirmationNumber);

    const listed = await call(cookie, 'GET', '/hotels/bookings?passenger=haddad');
    expect(listed.body.items.map((b: { id: string }) => b.id)).toEqual([created.body.id]);
  });

  it('keeps another agency out: 404 on its bookings, none in its list', async () => {
    const { cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie);
    const created = await book(cookie, bookingRequest(rate, ['Trabelsi']));
    expect(created.status).toBe(201);
    const other = await agencyWith(0);
    for (const path of ['', '/cancellation-quote', '/voucher']) expect((await call(other.cookie, 'GET', `/hotels/bookings/${created.body.id}${path}`)).status).toBe(404);
    expect((await call(other.cookie, 'POST', `/hotels/bookings/${created.body.id}/cancel`)).status).toBe(404);
    expect((await call(other.cookie, 'GET', '/hotels/bookings')).body.items).toEqual([]);
  });

  it('refuses a changed price until it is accepted (PRICECHANGE), then books at the new price', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie);
    const changed = await book(cookie, bookingRequest(rate, ['PRICECHANGE']));
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('price_changed');
    const { salePrice, purchasePrice } = changed.body.error.details;
    expect(purchasePrice).toBeGreaterThan(rate.purchasePrice);
    const accepted = await book(cookie, { ...bookingRequest(rate, ['PRICECHANGE']), acceptedSalePrice: salePrice });
    expect(accepted.body).toMatchObject({ status: 'confirmed', salePrice, purchasePrice });
    expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000 - purchasePrice);
  });

  it('answers a sold-out room (SOLDOUT) and a supplier timeout (TIMEOUT) with their errors, charging nothing', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie);
    const soldOut = await book(cookie, bookingRequest(rate, ['SOLDOUT']));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.code).toBe('no_results_found');
    const timeout = await book(cookie, bookingRequest(rate, ['TIMEOUT']));
    expect(timeout.status).toBe(504);
    expect(timeout.body.error.code).toBe('supplier_timeout');
    expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000, held: 0 });
    const statuses = (await call(cookie, 'GET', '/hotels/bookings')).body.items.map((b: { status: string }) => b.status);
    expect(statuses).toEqual(['failure', 'failure']);
  });

  it('holds the money of an on-request booking (ONREQUEST), then captures it when the hotel confirms', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie);
    const created = await book(cookie, bookingRequest(rate, ['ONREQUEST']));
    expect(created.body).toMatchObject({ status: 'on_request' });
    expect(created.body.holdExpiresAt).not.toBeNull();
    expect((await call(cookie, 'GET', `/hotels/bookings/${created.body.id}/voucher`)).status).toBe(409);
    const confirmed = await statusOf(cookie, created.body.id, 'confirmed');
    expect(confirmed.holdExpiresAt).toBeNull();
    await waitFor(async () => (await bed.wallets.head(agencyId)).held === 0, 30_000, 'the hold to be captured');
    expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000 - rate.purchasePrice);
  });

  it('releases the held money of an on-request booking the hotel refuses (REFUSED)', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie);
    const created = await book(cookie, bookingRequest(rate, ['REFUSED']));
    expect(created.body.status).toBe('on_request');
    await statusOf(cookie, created.body.id, 'failure_confirm');
    await waitFor(async () => (await bed.wallets.head(agencyId)).held === 0, 30_000, 'the hold to be released');
    expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
    // Held, then released: never debited.
    const moves = await bed.wallets.ledger
      .find({ agencyId, type: { $ne: 'top_up' } })
      .sort({ seq: 1 })
      .lean();
    expect(moves.map((m) => [m.type, Math.abs(m.heldChange)])).toEqual([
      ['hold', rate.purchasePrice],
      ['hold_release', rate.purchasePrice],
    ]);
  });

  it('writes the hotel confirmation number when it arrives later (LATECONFIRM), and tells the agent again', async () => {
    const { cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie);
    const created = await book(cookie, bookingRequest(rate, ['LATECONFIRM']));
    expect(created.body).toMatchObject({ status: 'confirmed', hotelConfirmationNumber: null });
    const numbered = await waitFor(
      async () => {
        const seen = await call(cookie, 'GET', `/hotels/bookings/${created.body.id}`);
        return seen.body.hotelConfirmationNumber ? seen.body : undefined;
      },
      30_000,
      'the hotel confirmation number',
    );
    expect(numbered.status).toBe('confirmed');
    const outbox = hotels.deps.mongo.db.collection<{ _id: string; envelope: { type: string; data: Record<string, unknown> } }>('outbox');
    expect(await outbox.countDocuments({ _id: `${created.body.id}:hotel-confirmation-number` })).toBe(1);
    // The snapshot tells helpdesk when the stay starts (check-in at the hotel) and the deadlines the summary shows.
    const snapshot = await outbox.findOne({ 'envelope.type': 'booking.changed', _id: { $regex: `^${created.body.id}#` } }, { sort: { _id: -1 } });
    expect(snapshot?.envelope.data).toMatchObject({ travelStartsAt: numbered.deadlines.cancellation.utc, deadlines: numbered.deadlines });
  });

  it('refunds in full a booking the supplier cancels on its side (HOTELCANCEL)', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie);
    const created = await book(cookie, bookingRequest(rate, ['HOTELCANCEL']));
    expect(created.body.status).toBe('confirmed');
    const refunded = await statusOf(cookie, created.body.id, 'reimbursed');
    expect(refunded.refunded).toBe(rate.purchasePrice);
    expect(refunded.history.map((h: { operation: string }) => h.operation)).toContain('cancelled by the supplier');
    expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
  });

  it('lets at most 30 of 100 concurrent bookings through a balance that covers 30 (all 30 unless the account service asked for a retry), never below zero', async () => {
    const { cookie, agencyId } = await agencyWith(0);
    const rate = await rateFor(cookie);
    await bed.topUp(agencyId, rate.purchasePrice * 30, 'cover-30');
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => book(cookie, bookingRequest(rate, [`Guest${String.fromCharCode(65 + (i % 26))}`]), `many-${agencyId}-${i}`)));
    await bed.expectCoveredRace(agencyId, results, 30, rate.purchasePrice);
  });

  it('quotes a cancellation by the rate policy, cancels and refunds once into the ledger; refuses after check-in', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie, { wanted: (r) => r.refundable && r.cancellation.freeUntil !== null && r.payment === 'at_booking' });
    const created = await book(cookie, bookingRequest(rate, ['Mansour']));
    const quote = await call(cookie, 'GET', `/hotels/bookings/${created.body.id}/cancellation-quote`);
    expect(quote.body).toMatchObject({ allowed: true, kind: 'refund', refund: rate.purchasePrice, penalty: 0, reason: null });
    const cancels = await Promise.all([1, 2].map(() => call(cookie, 'POST', `/hotels/bookings/${created.body.id}/cancel`)));
    expect(cancels.filter((c) => c.status === 200)).toHaveLength(1);
    const after = await call(cookie, 'GET', `/hotels/bookings/${created.body.id}`);
    expect(after.body).toMatchObject({ status: 'reimbursed', refunded: quote.body.refund, fees: 0 });
    expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
    expect(await bed.wallets.ledger.countDocuments({ agencyId, type: 'refund' })).toBe(1);

    const stay = await book(cookie, bookingRequest(await rateFor(cookie, { daysAhead: 3, nights: 1 }), ['Gharbi']));
    expect(stay.body.status).toBe('confirmed');
    clock.offset = 5 * DAY;
    try {
      const late = await call(cookie, 'GET', `/hotels/bookings/${stay.body.id}/cancellation-quote`);
      expect(late.body).toMatchObject({ allowed: false, reason: 'cancellation_deadline_missed' });
      const refused = await call(cookie, 'POST', `/hotels/bookings/${stay.body.id}/cancel`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'cancellation_deadline_missed', message: 'Cancellation deadline missed' });
    } finally {
      clock.offset = 0;
    }
  });

  it('keeps the penalty in force once free cancellation has ended, and refunds the rest', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const rate = await rateFor(cookie, { wanted: (r) => r.refundable && r.cancellation.freeUntil !== null && r.payment === 'at_booking' });
    const created = await book(cookie, bookingRequest(rate, ['Mejri']));
    const penalty = rate.cancellation.penalties[0]!;
    expect(penalty.from.utc).toBe(rate.cancellation.freeUntil!.utc);
    clock.offset = Date.parse(penalty.from.utc) + 3_600_000 - Date.now();
    try {
      const quote = await call(cookie, 'GET', `/hotels/bookings/${created.body.id}/cancellation-quote`);
      expect(quote.body).toMatchObject({ allowed: true, kind: 'refund', penalty: penalty.amount, refund: rate.purchasePrice - penalty.amount });
      const cancelled = await call(cookie, 'POST', `/hotels/bookings/${created.body.id}/cancel`);
      expect(cancelled.body).toMatchObject({ status: 'reimbursed', fees: penalty.amount, refunded: rate.purchasePrice - penalty.amount });
    } finally {
      clock.offset = 0;
    }
    expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000 - penalty.amount);
  });

  describe('recovery by the sweep', () => {
    /** Leaves a booking as a crash would, then moves the clock past the time a booking may stay in a passing status. */
    const strand = (id: string, set: Record<string, unknown>, wanted: (booking: Record<string, unknown>) => boolean, what: string) => bed.strand(clock, STRANDED_MS, id, set, wanted, what);

    it('undoes a booking left pending after its debit (a crash before the move): cancelled at the supplier, refunded', async () => {
      const { agencyId, cookie } = await agencyWith(5_000_000);
      const created = await book(cookie, bookingRequest(await rateFor(cookie), ['Ayari']));
      expect((await bed.wallets.head(agencyId)).available).toBeLessThan(5_000_000);
      await strand(created.body.id, { status: 'pending', paidWith: null }, (b) => b.status === 'failure' && b.refundDue === 0, 'the stranded booking to be undone');
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000, held: 0 });
    });

    it('retries a cancellation the supplier did not take, then refunds once', async () => {
      const { agencyId, cookie } = await agencyWith(5_000_000);
      const rate = await rateFor(cookie);
      const created = await book(cookie, bookingRequest(rate, ['Sassi']));
      await strand(created.body.id, { status: 'failure_cancel', cancelling: { fees: 0, refund: rate.purchasePrice } }, (b) => b.status === 'reimbursed', 'the cancellation to be retried');
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
      expect(await bed.wallets.ledger.countDocuments({ agencyId, type: 'refund' })).toBe(1);
    });

    it('takes again a pay-later payment whose outcome was unknown, once', async () => {
      const { agencyId, cookie } = await agencyWith(5_000_000);
      const rate = await rateFor(cookie, { daysAhead: 45, wanted: (r) => r.payment === 'pay_later' });
      const created = await book(cookie, bookingRequest(rate, ['Zouari'], 'pay_later'));
      await strand(created.body.id, { status: 'pending', settling: 'balance' }, (b) => b.status === 'confirmed', 'the payment to be settled');
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000 - rate.purchasePrice);
    });

    it('refunds an on-request booking charged to the agency when the hotel refuses it', async () => {
      const { agencyId, cookie } = await agencyWith(0);
      await bed.wallets.wallets.updateOne({ _id: agencyId }, { $set: { creditLimit: 10_000_000 } });
      const created = await book(cookie, bookingRequest(await rateFor(cookie), ['REFUSED'], 'agency'));
      expect(created.body.status).toBe('on_request');
      await statusOf(cookie, created.body.id, 'failure_confirm');
      await waitFor(async () => (await bed.wallets.head(agencyId)).outstanding === 0, 30_000, 'the agency charge to be refunded');
    });
  });

  describe('pay later', () => {
    const payLaterRate = (cookie: string) => rateFor(cookie, { daysAhead: 45, wanted: (r) => r.payment === 'pay_later' });
    const outbox = () => hotels.deps.mongo.db.collection<{ _id: string; envelope: { type: string; data: { daysLeft?: number; reason?: string } } }>('outbox');

    it('refuses pay-later on a rate paid at booking', async () => {
      const { cookie } = await agencyWith(5_000_000);
      const rate = await rateFor(cookie, { wanted: (r) => r.payment === 'at_booking' });
      const refused = await book(cookie, bookingRequest(rate, ['Karoui'], 'pay_later'));
      expect(refused.status).toBe(400);
      expect(refused.body.error.details.fields).toEqual([{ field: 'payment', reason: 'not_a_pay_later_rate' }]);
    });

    it('moves no money at booking, reminds at 7, 3 and 1 days before the deadline, then charges the balance that covers it', async () => {
      const { agencyId, cookie } = await agencyWith(5_000_000);
      const rate = await payLaterRate(cookie);
      const created = await book(cookie, bookingRequest(rate, ['Jaziri'], 'pay_later'));
      expect(created.body).toMatchObject({ status: 'awaiting_payment', payment: 'pay_later' });
      expect(created.body.deadlines.payment.utc).toBe(rate.paymentDeadline!.utc);
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000, held: 0 });
      expect((await call(cookie, 'GET', `/hotels/bookings/${created.body.id}/voucher`)).status).toBe(409);
      const deadline = Date.parse(created.body.deadlines.payment.utc);
      const reminders = async () =>
        (
          await outbox()
            .find({ 'envelope.type': 'hotels.booking.payment_reminder', _id: { $regex: `^${created.body.id}:` } })
            .toArray()
        ).map((e) => e.envelope.data.daysLeft);
      try {
        for (const [daysBefore, sent] of [
          [6.5, [7]],
          [2.5, [7, 3]],
          [0.5, [7, 3, 1]],
        ] as const) {
          clock.offset = deadline - daysBefore * DAY - Date.now();
          await waitFor(async () => (await reminders()).length === sent.length, 30_000, `the ${sent.at(-1)}-day reminder`);
          expect((await reminders()).sort((a, b) => b! - a!)).toEqual(sent);
        }
        clock.offset = deadline + 60_000 - Date.now();
        const paid = await statusOf(cookie, created.body.id, 'confirmed');
        expect(paid.deadlines.payment).toBeNull();
        expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - rate.purchasePrice });
      } finally {
        clock.offset = 0;
      }
      expect(await reminders()).toHaveLength(3);
    });

    it('cancels at the deadline when the balance is short, before the supplier charges', async () => {
      const { agencyId, cookie } = await agencyWith(100);
      const rate = await payLaterRate(cookie);
      const created = await book(cookie, bookingRequest(rate, ['Bouaziz'], 'pay_later'));
      expect(created.body.status).toBe('awaiting_payment');
      clock.offset = Date.parse(created.body.deadlines.payment.utc) + 60_000 - Date.now();
      try {
        const cancelled = await statusOf(cookie, created.body.id, 'cancelled');
        expect(cancelled.history.map((h: { operation: string }) => h.operation)).toContain('payment deadline passed, balance short: cancelled');
      } finally {
        clock.offset = 0;
      }
      const notice = await outbox().findOne({ 'envelope.type': 'hotels.booking.cancelled', _id: { $regex: `^${created.body.id}#` } });
      expect(notice?.envelope.data.reason).toBe('payment_deadline');
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 100, held: 0 });
    });

    it('lets the agent pay before the deadline, once; cancelling an unpaid one is free', async () => {
      const { agencyId, cookie } = await agencyWith(5_000_000);
      const rate = await payLaterRate(cookie);
      const created = await book(cookie, bookingRequest(rate, ['Chebbi'], 'pay_later'));
      const pays = await Promise.all([1, 2].map(() => call(cookie, 'POST', `/hotels/bookings/${created.body.id}/pay`, { payment: 'balance' })));
      expect(pays.filter((p) => p.status === 200)).toHaveLength(1);
      expect(pays.find((p) => p.status === 200)!.body.status).toBe('confirmed');
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000 - rate.purchasePrice);
      const voucher = await fetch(`${hotels.url}/hotels/bookings/${created.body.id}/voucher?lang=en`, { headers: { cookie } });
      expect(voucher.status).toBe(200);

      const unpaid = await book(cookie, bookingRequest(rate, ['Chebbi'], 'pay_later'));
      const quote = await call(cookie, 'GET', `/hotels/bookings/${unpaid.body.id}/cancellation-quote`);
      expect(quote.body).toMatchObject({ allowed: true, kind: 'none', refund: 0, penalty: 0 });
      const cancelled = await call(cookie, 'POST', `/hotels/bookings/${unpaid.body.id}/cancel`);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', fees: 0 });
      const booking = await hotels.deps.mongo.db.collection('bookings').findOne({ _id: new ObjectId(unpaid.body.id as string) });
      expect(booking?.cancelReason).toBe('agent');
    });
  });
});
