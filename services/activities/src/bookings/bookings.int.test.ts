import { randomUUID } from 'node:crypto';
import { refundPercent, type ActivityOffer, type ActivityProduct, type ActivityTravellerAge, type CreateActivityBookingRequest } from '@portal/contracts';
import type { RunningService } from '@portal/service-kit';
import { pdfText, waitFor } from '@portal/service-kit/testing';
import { bookingTestbed, type BookingTestbed } from '../../../account/src/testing/booking-testbed';
import { activitiesDefinition } from '../service';
import { SandboxActivitySupplier } from '../supplier/sandbox';
import { SupplierError } from '../supplier/supplier';
import { STRANDED_MS } from '@portal/bookings';

jest.setTimeout(240_000);

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The sandbox, whose answers to later looks the test can hold back (an operator who has not answered yet). */
class QuietableSupplier extends SandboxActivitySupplier {
  answering = true;

  override async retrieve(supplierReference: string) {
    if (!this.answering) throw new SupplierError('timeout', 'No answer yet');
    return super.retrieve(supplierReference);
  }
}

describe('activities: check to voucher against the account service, the database and the broker', () => {
  let bed: BookingTestbed;
  let activities: RunningService;
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  const supplier = new QuietableSupplier({ now: () => new Date(clock.now()), timeoutMs: 300 });

  const call: BookingTestbed['call'] = (...args) => bed.call(...args);
  const agencyWith = (balance: number) => bed.agencyWith(balance);
  const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

  interface Found {
    product: ActivityProduct;
    offer: ActivityOffer;
  }

  /** A Paris product the agency's search and product page show, `wanted` of it, and its first bookable start checked for these travellers. */
  async function offerFor(
    cookie: string,
    { daysAhead = 20, travellers = [{ band: 'adult', age: 30 }] as ActivityTravellerAge[], wanted = (() => true) as (product: ActivityProduct) => boolean } = {},
  ): Promise<Found> {
    const destinations = await call(cookie, 'GET', '/activities/destinations?q=Paris');
    expect(destinations.status).toBe(200);
    const destination = destinations.body.destinations[0].id as string;
    const [from, to] = [dayAhead(daysAhead), dayAhead(daysAhead + 6)];
    const search = await call(cookie, 'POST', '/activities/search', { destination, from, to, pageSize: 50 });
    expect(search.status).toBe(200);
    for (const card of search.body.activities as { productId: string }[]) {
      const page = await call(cookie, 'GET', `/activities/products/${card.productId}?from=${from}&to=${to}`);
      expect(page.status).toBe(200);
      const product = page.body.product as ActivityProduct;
      if (!wanted(product) || activityTravellerIssuesOf(product, travellers)) continue;
      for (const option of page.body.availability as { optionId: string; days: { date: string; slots: { startTime: string; bookable: boolean; remaining: number }[] }[] }[]) {
        for (const day of option.days) {
          const slot = day.slots.find((s) => s.bookable && s.remaining >= travellers.length);
          if (!slot) continue;
          const checked = await call(cookie, 'POST', '/activities/check', { productId: product.productId, optionId: option.optionId, date: day.date, startTime: slot.startTime, travellers });
          if (checked.status === 200) return { product, offer: checked.body.offer as ActivityOffer };
        }
      }
    }
    throw new Error('no activity found for the test');
  }

  /** Whether the travellers fall outside the product's bands (then another product is taken). */
  function activityTravellerIssuesOf(product: ActivityProduct, travellers: ActivityTravellerAge[]): boolean {
    return travellers.some((t) => !product.ageBands.some((b) => b.band === t.band && t.age >= b.minAge && t.age <= b.maxAge));
  }

  /** An answer every question of the product takes. */
  function answerTo(question: ActivityProduct['questions'][number]): string {
    if (question.kind === 'choice') return question.choices![0]!.id;
    if (question.kind === 'number') return String(Math.max(question.min ?? 0, Math.min(question.max ?? 70, 70)));
    return 'None';
  }

  function bookingRequest({ product, offer }: Found, lastName: string, payment: CreateActivityBookingRequest['payment'] = 'balance'): CreateActivityBookingRequest {
    const answers = (scope: 'booking' | 'traveller') => Object.fromEntries(product.questions.filter((q) => q.scope === scope).map((q) => [q.id, answerTo(q)]));
    return {
      offerId: offer.offerId,
      acceptedSalePrice: offer.salePrice,
      travellers: offer.travellers.map((t, i) => ({ ...t, firstName: `Traveller${String.fromCharCode(65 + i)}`, lastName: i === 0 ? lastName : 'Mansour', answers: answers('traveller') })),
      answers: answers('booking'),
      leadTraveller: { firstName: 'Amira', lastName, email: 'amira@example.com', phone: '33612345678' },
      payment,
      clientReference: 'CLIENT-7',
      acceptedTerms: true,
    };
  }

  const book = (cookie: string, request: CreateActivityBookingRequest, key = `idem-${randomUUID()}`) => call(cookie, 'POST', '/activities/bookings', request, { 'idempotency-key': key });

  const statusOf = (cookie: string, id: string, wanted: string) => bed.statusOf(cookie, `/activities/bookings/${id}`, wanted);

  const instant = (product: ActivityProduct) => product.confirmationType === 'instant';
  const onRequest = (product: ActivityProduct) => product.confirmationType === 'on_request';
  const outbox = () => activities.deps.mongo.db.collection<{ _id: string; envelope: { type: string; data: Record<string, unknown> } }>('outbox');

  beforeAll(async () => {
    bed = await bookingTestbed(activitiesDefinition({ clock, sweepMs: 500, supplier }));
    activities = bed.product;
  });

  afterAll(async () => {
    await bed.stop();
  });

  it('books an instant activity with the balance: debited once, a retried key gives one booking, the voucher in French', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: (p) => instant(p) && p.questions.length > 0 });
    const key = `idem-${randomUUID()}`;
    const request = bookingRequest(found, 'Ben Salah');
    const [first, retry] = await Promise.all([book(cookie, request, key), book(cookie, request, key)]);
    const created = [first, retry].find((r) => r.status === 201)!;
    expect(created.body).toMatchObject({ status: 'confirmed', payment: 'balance', confirmation: 'instant', salePrice: found.offer.salePrice, purchasePrice: found.offer.purchasePrice });
    expect(created.body.reference).toMatch(/^AC[A-Z0-9]{7}$/);
    expect(created.body.voucherReference).toMatch(/^VX-/);
    expect(created.body.start.timeZone).toBe(found.product.timeZone);
    expect(created.body.deadlines.cancellation.utc).toBe(found.offer.start.utc);
    expect(created.body.answers).toEqual(request.answers);
    const again = await book(cookie, request, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);
    expect((await book(cookie, { ...request, clientReference: 'OTHER' }, key)).status).toBe(422);
    expect(await activities.deps.mongo.db.collection('bookings').countDocuments({ agencyId })).toBe(1);
    expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - found.offer.purchasePrice, held: 0 });

    const voucher = await fetch(`${activities.url}/activities/bookings/${created.body.id}/voucher?lang=fr`, { headers: { cookie } });
    expect(voucher.headers.get('content-type')).toBe('application/pdf');
    const file = Buffer.from(await voucher.arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await pdfText(file);
    expect(pdf).toContain(created.body.reference);
    expect(pdf).toContain(created.body.voucherReference);
    expect(pdf).toContain("Bon d'activité");
    expect(pdf).toContain('CLIENT-7');
    expect(pdf).toContain(found.offer.startTime);

    const listed = await call(cookie, 'GET', '/activities/bookings?passenger=ben%20salah');
    expect(listed.body.items.map((b: { id: string }) => b.id)).toEqual([created.body.id]);
    const history = (await call(cookie, 'GET', `/activities/bookings/${created.body.id}`)).body.history.map((h: { operation: string }) => h.operation);
    expect(history).toEqual(['created', 'confirmed']);
    expect(await outbox().countDocuments({ 'envelope.type': 'activities.booking.confirmed', _id: { $regex: `^${created.body.id}#` } })).toBe(1);
    // The snapshot tells helpdesk when the activity starts and the deadlines the summary shows.
    const snapshot = await outbox().findOne({ 'envelope.type': 'booking.changed', _id: { $regex: `^${created.body.id}#` } }, { sort: { _id: -1 } });
    expect(snapshot?.envelope.data).toMatchObject({ travelStartsAt: created.body.deadlines.cancellation.utc, deadlines: created.body.deadlines });
  });

  it('keeps another agency out: 404 on its bookings, none in its list', async () => {
    const { cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: instant });
    const created = await book(cookie, bookingRequest(found, 'Trabelsi'));
    expect(created.status).toBe(201);
    const other = await agencyWith(0);
    for (const path of ['', '/cancellation-quote', '/voucher']) expect((await call(other.cookie, 'GET', `/activities/bookings/${created.body.id}${path}`)).status).toBe(404);
    expect((await call(other.cookie, 'POST', `/activities/bookings/${created.body.id}/cancel`)).status).toBe(404);
    expect((await call(other.cookie, 'GET', '/activities/bookings')).body.items).toEqual([]);
    // Its offer is no use to another agency either.
    const stolen = await book(other.cookie, bookingRequest(found, 'Trabelsi'));
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.details.fields).toEqual([{ field: 'offerId', reason: 'invalid_offer' }]);
  });

  it('checks the answers with the rules the form uses and the travellers against the offer and the bands, naming the fields', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: (p) => p.questions.some((q) => q.required && q.scope === 'booking') });
    const required = found.product.questions.find((q) => q.required && q.scope === 'booking')!;
    const request = bookingRequest(found, 'Haddad');
    const { [required.id]: _left, ...answers } = request.answers!;
    const unanswered = await book(cookie, {
      ...request,
      answers: { ...answers, unknown: 'x' },
      travellers: request.travellers.map((t) => ({ ...t, answers: { ...t.answers, shoeSize: '42' } })),
    });
    expect(unanswered.status).toBe(400);
    expect(unanswered.body.error.details.fields).toEqual(
      expect.arrayContaining([
        { field: `answers.${required.id}`, reason: 'required' },
        { field: 'answers.unknown', reason: 'unknown_question' },
        { field: 'travellers.0.answers.shoeSize', reason: 'unknown_question' },
      ]),
    );
    const numeric = found.product.questions.find((q) => q.kind === 'number');
    if (numeric) {
      const path = numeric.scope === 'booking' ? `answers.${numeric.id}` : `travellers.0.answers.${numeric.id}`;
      const badNumber =
        numeric.scope === 'booking'
          ? { ...request, answers: { ...request.answers, [numeric.id]: 'heavy' } }
          : { ...request, travellers: request.travellers.map((t) => ({ ...t, answers: { ...t.answers, [numeric.id]: String((numeric.max ?? 100) + 1) } })) };
      const refused = await book(cookie, badNumber);
      expect(refused.body.error.details.fields).toEqual([{ field: path, reason: numeric.scope === 'booking' ? 'invalid_number' : 'out_of_range' }]);
    }

    const band = found.product.ageBands.find((b) => b.band === 'adult')!;
    const tooYoung = await book(cookie, { ...request, travellers: request.travellers.map((t) => ({ ...t, age: band.minAge - 1 })) });
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body.error.details.fields).toEqual(expect.arrayContaining([{ field: 'travellers.0.age', reason: 'age_outside_band' }]));
    const noAdult = await book(cookie, { ...request, travellers: [] });
    expect(noAdult.status).toBe(400);
    const extra = await book(cookie, { ...request, travellers: [...request.travellers, { ...request.travellers[0]!, firstName: 'Extra' }] });
    expect(extra.body.error.details.fields).toEqual(expect.arrayContaining([{ field: 'travellers', reason: 'travellers_do_not_match_offer' }]));
    expect(await activities.deps.mongo.db.collection('bookings').countDocuments({ agencyId })).toBe(0);
  });

  it('refuses a price other than the current one (409 price_changed) and an expired offer', async () => {
    const { cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: instant });
    const changed = await book(cookie, { ...bookingRequest(found, 'Karoui'), acceptedSalePrice: found.offer.salePrice - 100 });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatchObject({ code: 'price_changed', details: { salePrice: found.offer.salePrice, purchasePrice: found.offer.purchasePrice } });
    clock.offset = 21 * 60_000;
    try {
      const expired = await book(cookie, bookingRequest(found, 'Karoui'));
      expect(expired.status).toBe(409);
      expect(expired.body.error.code).toBe('prices_expired');
    } finally {
      clock.offset = 0;
    }
  });

  it('answers a sold-out start (SOLDOUT) and a supplier timeout (TIMEOUT) with their errors, charging nothing', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: instant });
    const soldOut = await book(cookie, bookingRequest(found, 'SOLDOUT'));
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.code).toBe('no_results_found');
    const timeout = await book(cookie, bookingRequest(found, 'timeout'));
    expect(timeout.status).toBe(504);
    expect(timeout.body.error.code).toBe('supplier_timeout');
    expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000, held: 0 });
    const statuses = (await call(cookie, 'GET', '/activities/bookings')).body.items.map((b: { status: string }) => b.status);
    expect(statuses).toEqual(['failure', 'failure']);
  });

  it('holds the money of an on-request booking (ONREQUEST) until the supplier confirms, then captures it and issues the voucher', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: instant });
    supplier.answering = false;
    let id: string;
    try {
      const created = await book(cookie, bookingRequest(found, 'ONREQUEST'));
      expect(created.body).toMatchObject({ status: 'on_request', confirmation: 'on_request', voucherReference: null });
      id = created.body.id;
      const deadline = Date.parse(created.body.onRequestDeadline.utc);
      expect(deadline).toBeLessThanOrEqual(Math.min(Date.now() + 72 * HOUR, Date.parse(found.offer.cutoff.utc)));
      expect(created.body.holdExpiresAt).toBe(created.body.onRequestDeadline.utc);
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - found.offer.purchasePrice, held: found.offer.purchasePrice });
      expect((await call(cookie, 'GET', `/activities/bookings/${id}/voucher`)).status).toBe(409);
      const lane = await call(cookie, 'GET', '/activities/bookings?status=on_request');
      expect(lane.body.items.map((b: { id: string }) => b.id)).toEqual([id]);
      expect(await outbox().countDocuments({ 'envelope.type': 'activities.booking.on_request', _id: { $regex: `^${id}#` } })).toBe(1);
    } finally {
      supplier.answering = true;
    }
    const confirmed = await statusOf(cookie, id, 'confirmed');
    expect(confirmed.voucherReference).toMatch(/^VX-/);
    expect(confirmed.holdExpiresAt).toBeNull();
    expect(confirmed.history.map((h: { operation: string }) => h.operation)).toContain('confirmed by the supplier');
    expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000 - found.offer.purchasePrice, held: 0 });
    expect((await fetch(`${activities.url}/activities/bookings/${id}/voucher?lang=en`, { headers: { cookie } })).status).toBe(200);
  });

  it('releases the held money of a request the supplier rejects (REJECTED), with its reason', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: instant });
    supplier.answering = false;
    let id: string;
    try {
      const created = await book(cookie, bookingRequest(found, 'Rejected'));
      expect(created.body.status).toBe('on_request');
      id = created.body.id;
      expect((await bed.wallets.head(agencyId)).held).toBe(found.offer.purchasePrice);
    } finally {
      supplier.answering = true;
    }
    const rejected = await statusOf(cookie, id, 'failure_confirm');
    expect(rejected.supplierReason.en).toMatch(/no guide/);
    await waitFor(async () => (await bed.wallets.head(agencyId)).held === 0, 30_000, 'the hold to be released');
    expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
    const moves = await bed.wallets.ledger
      .find({ agencyId, type: { $ne: 'top_up' } })
      .sort({ seq: 1 })
      .lean();
    expect(moves.map((m) => [m.type, Math.abs(m.heldChange)])).toEqual([
      ['hold', found.offer.purchasePrice],
      ['hold_release', found.offer.purchasePrice],
    ]);
    const notice = await outbox().findOne({ 'envelope.type': 'activities.booking.rejected', _id: { $regex: `^${id}#` } });
    expect(notice?.envelope.data.reason).toEqual(rejected.supplierReason);
  });

  it('expires a request the supplier does not answer by its deadline, releasing the hold', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: onRequest });
    expect(found.offer.confirmation).toBe('on_request');
    supplier.answering = false;
    try {
      const created = await book(cookie, bookingRequest(found, 'Zouari'));
      expect(created.body.status).toBe('on_request');
      expect((await bed.wallets.head(agencyId)).held).toBe(found.offer.purchasePrice);
      clock.offset = Date.parse(created.body.onRequestDeadline.utc) + 60_000 - Date.now();
      const expired = await statusOf(cookie, created.body.id, 'expired');
      expect(expired.history.map((h: { operation: string }) => h.operation)).toContain('no answer from the supplier in time');
      await waitFor(async () => (await bed.wallets.head(agencyId)).held === 0, 30_000, 'the hold to be released');
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
    } finally {
      clock.offset = 0;
      supplier.answering = true;
    }
  });

  it('charges an on-request booking to the agency and refunds it when rejected', async () => {
    const { agencyId, cookie } = await agencyWith(0);
    await bed.wallets.wallets.updateOne({ _id: agencyId }, { $set: { creditLimit: 10_000_000 } });
    const found = await offerFor(cookie, { wanted: instant });
    const created = await book(cookie, bookingRequest(found, 'REJECTED', 'agency'));
    expect(created.body.status).toBe('on_request');
    await statusOf(cookie, created.body.id, 'failure_confirm');
    await waitFor(async () => (await bed.wallets.head(agencyId)).outstanding === 0, 30_000, 'the agency charge to be refunded');
  });

  it('applies a cancellation on the supplier side (SUPPLIERCANCEL) once, refunded in full with its reason', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: instant });
    const created = await book(cookie, bookingRequest(found, 'SupplierCancel'));
    expect(created.body.status).toBe('confirmed');
    const refunded = await statusOf(cookie, created.body.id, 'reimbursed');
    expect(refunded).toMatchObject({ refunded: found.offer.purchasePrice, fees: 0 });
    expect(refunded.supplierReason.fr).toMatch(/annulé/);
    expect(refunded.history.map((h: { operation: string }) => h.operation)).toEqual(['created', 'confirmed', 'cancelled by the supplier', 'refunded']);
    // More sweeps change nothing.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await bed.wallets.ledger.countDocuments({ agencyId, type: 'refund' })).toBe(1);
    expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
    const notices = await outbox()
      .find({ 'envelope.type': 'activities.booking.cancelled', _id: { $regex: `^${created.body.id}#` } })
      .toArray();
    expect(notices.map((n) => n.envelope.data.by)).toEqual(['supplier']);
  });

  it('lets at most 30 of 100 concurrent bookings through a balance that covers 30 (all 30 unless the account service asked for a retry), never below zero', async () => {
    const { cookie, agencyId } = await agencyWith(0);
    const found = await offerFor(cookie, { wanted: instant });
    await bed.topUp(agencyId, found.offer.purchasePrice * 30, 'cover-30');
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => book(cookie, bookingRequest(found, `Guest${String.fromCharCode(65 + (i % 26))}`), `many-${agencyId}-${i}`)));
    await bed.expectCoveredRace(agencyId, results, 30, found.offer.purchasePrice);
  });

  it('quotes and cancels by the product terms in hours before the start, refunds once; refuses from the start', async () => {
    const { agencyId, cookie } = await agencyWith(5_000_000);
    const found = await offerFor(cookie, { wanted: (p) => instant(p) && p.cancellationRule.kind === 'free' });
    const created = await book(cookie, bookingRequest(found, 'Mejri'));
    const quote = await call(cookie, 'GET', `/activities/bookings/${created.body.id}/cancellation-quote`);
    expect(quote.body).toMatchObject({ allowed: true, kind: 'refund', refund: found.offer.purchasePrice, penalty: 0, reason: null, deadline: found.offer.start.utc });
    const cancels = await Promise.all([1, 2].map(() => call(cookie, 'POST', `/activities/bookings/${created.body.id}/cancel`)));
    expect(cancels.filter((c) => c.status === 200)).toHaveLength(1);
    const after = await call(cookie, 'GET', `/activities/bookings/${created.body.id}`);
    expect(after.body).toMatchObject({ status: 'reimbursed', refunded: found.offer.purchasePrice, fees: 0 });
    expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
    expect(await bed.wallets.ledger.countDocuments({ agencyId, type: 'refund' })).toBe(1);

    const partial = await offerFor(cookie, { wanted: (p) => instant(p) && p.cancellationRule.kind !== 'free' });
    const kept = await book(cookie, bookingRequest(partial, 'Gharbi'));
    expect(kept.body.status).toBe('confirmed');
    const start = Date.parse(partial.offer.start.utc);
    const hoursBefore = 30;
    clock.offset = start - hoursBefore * HOUR - Date.now();
    try {
      const refund = Math.round((partial.offer.purchasePrice * refundPercent(partial.product.cancellationRule, hoursBefore)) / 100);
      const late = await call(cookie, 'GET', `/activities/bookings/${kept.body.id}/cancellation-quote`);
      expect(late.body).toMatchObject({ allowed: true, refund, penalty: partial.offer.purchasePrice - refund });
      clock.offset = start + 60_000 - Date.now();
      const missed = await call(cookie, 'GET', `/activities/bookings/${kept.body.id}/cancellation-quote`);
      expect(missed.body).toMatchObject({ allowed: false, reason: 'cancellation_deadline_missed' });
      const refused = await call(cookie, 'POST', `/activities/bookings/${kept.body.id}/cancel`);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'cancellation_deadline_missed', message: 'Cancellation deadline missed' });
      clock.offset = start - hoursBefore * HOUR - Date.now();
      const cancelled = await call(cookie, 'POST', `/activities/bookings/${kept.body.id}/cancel`);
      expect(cancelled.body).toMatchObject({ fees: partial.offer.purchasePrice - refund, refunded: refund });
    } finally {
      clock.offset = 0;
    }
  });

  describe('recovery by the sweep', () => {
    /** Leaves a booking as a crash would, then moves the clock past the time a booking may stay in a passing status. */
    const strand = (id: string, set: Record<string, unknown>, wanted: (booking: Record<string, unknown>) => boolean, what: string) => bed.strand(clock, STRANDED_MS, id, set, wanted, what);

    it('undoes a booking left pending after its debit: cancelled at the supplier, refunded', async () => {
      const { agencyId, cookie } = await agencyWith(5_000_000);
      const created = await book(cookie, bookingRequest(await offerFor(cookie, { wanted: instant }), 'Ayari'));
      expect((await bed.wallets.head(agencyId)).available).toBeLessThan(5_000_000);
      await strand(created.body.id, { status: 'pending', paidWith: null }, (b) => b.status === 'failure' && b.refundDue === 0, 'the stranded booking to be undone');
      expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 5_000_000, held: 0 });
    });

    it('retries a cancellation the supplier did not take, then refunds once', async () => {
      const { agencyId, cookie } = await agencyWith(5_000_000);
      const found = await offerFor(cookie, { wanted: instant });
      const created = await book(cookie, bookingRequest(found, 'Sassi'));
      await strand(created.body.id, { status: 'failure_cancel', cancelling: { fees: 0, refund: found.offer.purchasePrice } }, (b) => b.status === 'reimbursed', 'the cancellation to be retried');
      expect((await bed.wallets.head(agencyId)).available).toBe(5_000_000);
      expect(await bed.wallets.ledger.countDocuments({ agencyId, type: 'refund' })).toBe(1);
    });
  });
});
