import { randomUUID } from 'node:crypto';
import { SANDBOX_CARDS, type CardPayment, type FlightOffer } from '@portal/contracts';
import { startService, type RunningService, modelConnection } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { dropTestDeps, localKafka, pdfText, testDeps, waitFor, waitForMail, sessionCookie } from '@portal/service-kit/testing';
import { accountService } from '../../../account/src/service';
import { Wallets } from '../../../account/src/wallet/wallet';
import { HOLD_MS } from './bookings';
import { notificationsService } from '../../../notifications/src/service';
import { flightsDefinition } from '../service';
import { paymentsService } from '../../../payments/src/service';
import { SandboxCardGateway, serviceDateAhead } from '@portal/bookings';
import { adult, bookingRequest } from '../test-support';

jest.setTimeout(240_000);

const localBroker = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092') === '127.0.0.1:9092';

describe('flights: search to ticket against the account service, the database and the broker', () => {
  let account: RunningService;
  let flights: RunningService;
  let payments: RunningService;
  let cards: SandboxCardGateway;
  let wallets: Wallets;
  const clock = { offset: 0, now: () => Date.now() + clock.offset };

  const agencyCookie = (agencyId: string) => sessionCookie(flights.deps.sessions, { uid: `agent-${agencyId}`, aid: agencyId, role: 'agent' });

  async function call(cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${flights.url}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  async function agencyWith(balance: number, currency = 'EUR'): Promise<{ agencyId: string; cookie: string }> {
    const agencyId = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(agencyId, currency);
    if (balance > 0) await wallets.move({ agencyId, key: 'opening', type: 'top_up', amount: balance, heldChange: 0, currency, reference: 'OPENING' });
    await flights.deps.mongo.db.collection('agency_currencies').insertOne({ _id: agencyId as never, currency });
    return { agencyId, cookie: agencyCookie(agencyId) };
  }

  async function oneWayOffer(cookie: string, passengers = { adults: 1, children: 0, infants: 0 }, daysAhead = 40): Promise<FlightOffer> {
    const search = await call(cookie, 'POST', '/flights/search', {
      tripType: 'one_way',
      legs: [{ origin: 'CDG', destination: 'TUN', date: serviceDateAhead(daysAhead) }],
      passengers,
      cabin: 'economy',
    });
    expect(search.status).toBe(200);
    return search.body.offers.find((o: FlightOffer) => o.journeys[0]!.stops === 0) ?? search.body.offers[0];
  }

  /**
   * Moves the clock past the 30-minute hold and waits for the sweep to expire the booking, then to
   * release a held amount (the sweep marks the hold closed once the release went through).
   */
  async function passTheHold(cookie: string, bookingId: string): Promise<void> {
    clock.offset = HOLD_MS + 1_000;
    try {
      await waitFor(async () => (await call(cookie, 'GET', `/flights/bookings/${bookingId}`)).body.status === 'expired', 30_000, 'the hold to expire');
      const bookings = flights.deps.mongo.db.collection('bookings');
      await waitFor(async () => (await bookings.findOne({ _id: new ObjectId(bookingId) }))?.holdOpen !== true, 30_000, 'the held amount to be released');
    } finally {
      clock.offset = 0;
    }
  }

  beforeAll(async () => {
    account = await startService(accountService, testDeps('account'));
    process.env.ACCOUNT_INTERNAL_URL = account.internalUrl;
    payments = await startService(paymentsService, testDeps('payments'));
    cards = new SandboxCardGateway(payments.internalUrl);
    flights = await startService(flightsDefinition({ clock, cards }), testDeps('flights'));
    wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
  });

  afterAll(async () => {
    if (localBroker) localKafka('start');
    for (const service of [flights, payments, account]) {
      await service.stop();
      await dropTestDeps(service.deps);
    }
  });

  it('books and tickets with the balance: debits the purchase price once, sells at purchase plus the service charge', async () => {
    const { agencyId, cookie } = await agencyWith(1_000_000);
    await flights.deps.mongo.db.collection('markup_copy').insertOne({ _id: agencyId as never, serviceChargePerTicket: 1500, version: 1 });
    const offer = await oneWayOffer(cookie, { adults: 2, children: 0, infants: 0 });
    expect(offer.salePrice).toBe(offer.purchasePrice + 2 * 1500);
    const key = `idem-${randomUUID()}`;
    const request = bookingRequest(offer, [adult('Ben Salah', 'Sami'), adult('Ben Salah', 'Leila')]);
    const [first, retry] = await Promise.all([
      call(cookie, 'POST', '/flights/bookings', request, { 'idempotency-key': key }),
      call(cookie, 'POST', '/flights/bookings', request, { 'idempotency-key': key }),
    ]);
    const created = [first, retry].find((r) => r.status === 201)!;
    expect(created.body).toMatchObject({ status: 'ticket_issued', salePrice: offer.salePrice, purchasePrice: offer.purchasePrice });
    expect(created.body.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(created.body.travellers.every((t: { ticketNumber: string }) => /^057-\d{10}$/.test(t.ticketNumber))).toBe(true);
    expect(created.body.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'confirmed', 'ticket_in_progress', 'ticket_issued']);
    // A retry once it is done answers what the booking answered (status and body).
    const again = await call(cookie, 'POST', '/flights/bookings', request, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);
    expect(await flights.deps.mongo.db.collection('bookings').countDocuments({ agencyId })).toBe(1);
    expect((await wallets.head(agencyId)).available).toBe(1_000_000 - offer.purchasePrice);

    const eticket = await fetch(`${flights.url}/flights/bookings/${created.body.id}/eticket?lang=fr`, { headers: { cookie } });
    expect(eticket.headers.get('content-type')).toBe('application/pdf');
    const file = Buffer.from(await eticket.arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await pdfText(file);
    expect(pdf).toContain(created.body.reference);
    expect(pdf).toContain('Billet électronique');
  });

  it('lets exactly 30 of 100 concurrent bookings through a balance that covers 30', async () => {
    const { cookie, agencyId } = await agencyWith(0);
    const offer = await oneWayOffer(cookie);
    await wallets.move({ agencyId, key: 'cover-30', type: 'top_up', amount: offer.purchasePrice * 30, heldChange: 0, currency: 'EUR', reference: 'TOPUP' });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult(`Traveller${String.fromCharCode(65 + (i % 26))}`)]), { 'idempotency-key': `many-${agencyId}-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 201 && r.body.status === 'ticket_issued')).toHaveLength(30);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'balance_error')).toBe(true);
    expect((await wallets.head(agencyId)).available).toBe(0);
  });

  it('holds for 30 minutes, then expires and releases the amount', async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const offer = await oneWayOffer(cookie);
    const held = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Haddad')], 'hold'), { 'idempotency-key': `hold-${agencyId}` });
    expect(held.body.status).toBe('awaiting_payment');
    expect(Date.parse(held.body.holdExpiresAt) - clock.now()).toBeGreaterThan(HOLD_MS - 5_000);
    expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000 - offer.purchasePrice, held: offer.purchasePrice });

    await passTheHold(cookie, held.body.id);
    expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000, held: 0 });
    const paid = await call(cookie, 'POST', `/flights/bookings/${held.body.id}/pay`, { payment: 'balance' });
    expect(paid.status).toBe(409);
  });

  it('keeps the hold running while the PNR is pending: once the PNR comes through it awaits payment, and unpaid it expires and releases', async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const offer = await oneWayOffer(cookie);
    const held = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('PNRPENDING')], 'hold'), { 'idempotency-key': `hold-pnr-${agencyId}` });
    expect(held.body).toMatchObject({ status: 'pnr_pending', pnr: null });
    expect(await wallets.head(agencyId)).toMatchObject({ held: offer.purchasePrice });
    const confirmed = await waitFor(
      async () => {
        const seen = await call(cookie, 'GET', `/flights/bookings/${held.body.id}`);
        return seen.body.status === 'awaiting_payment' ? seen.body : undefined;
      },
      30_000,
      'the PNR to come through',
    );
    expect(confirmed.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(confirmed.holdExpiresAt).toBe(held.body.holdExpiresAt);

    await passTheHold(cookie, held.body.id);
    expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000, held: 0 });
  });

  it('lets the agent cancel a hold whose PNR is pending: the amount is released and the late PNR cancelled; a paid one waits for the airline', async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const offer = await oneWayOffer(cookie);
    const held = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('PNRPENDING')], 'hold'), { 'idempotency-key': `hold-pnr-cancel-${agencyId}` });
    expect(held.body).toMatchObject({ status: 'pnr_pending', pnr: null });
    expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000 - offer.purchasePrice, held: offer.purchasePrice });

    const cancelled = await call(cookie, 'POST', `/flights/bookings/${held.body.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    // The sandbox gives the record's PNR on the first look: it is kept with the cancellation.
    expect(cancelled.body).toMatchObject({ status: 'cancelled', pnr: expect.stringMatching(/^[A-Z0-9]{6}$/) });
    expect(cancelled.body.history.at(-1)).toMatchObject({ operation: 'hold cancelled', status: 'cancelled' });
    expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000, held: 0 });
    const again = await call(cookie, 'POST', `/flights/bookings/${held.body.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000, held: 0 });

    const paid = await call(cookie, 'POST', '/flights/bookings', bookingRequest(await oneWayOffer(cookie), [adult('PNRPENDING', 'Nour')]), { 'idempotency-key': `paid-pnr-cancel-${agencyId}` });
    expect(paid.body.status).toBe('pnr_pending');
    const refused = await call(cookie, 'POST', `/flights/bookings/${paid.body.id}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'invalid_transition', details: { from: 'pnr_pending', to: 'cancelled' } });
  });

  it('gives back a hold whose release did not happen when the booking ended (a crash between the two), once', async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const offer = await oneWayOffer(cookie);
    const held = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Gharbi')], 'hold'), { 'idempotency-key': `hold-crash-${agencyId}` });
    expect(held.body.status).toBe('awaiting_payment');
    // The state a crash right after the move to expired leaves behind: ended, the amount still held.
    const bookings = flights.deps.mongo.db.collection('bookings');
    await bookings.updateOne({ _id: new ObjectId(held.body.id as string) }, { $set: { status: 'expired' } });
    // The sweep releases, then marks the hold closed: the mark means the release went through.
    await waitFor(async () => (await bookings.findOne({ _id: new ObjectId(held.body.id as string) }))?.holdOpen === false, 30_000, 'the left hold to be released');
    expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000, held: 0 });
  });

  it('pays a held booking with the balance before it expires', async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const offer = await oneWayOffer(cookie);
    const held = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Karoui')], 'hold'), { 'idempotency-key': `hold-pay-${agencyId}` });
    const paid = await call(cookie, 'POST', `/flights/bookings/${held.body.id}/pay`, { payment: 'balance' });
    expect(paid.body.status).toBe('ticket_issued');
    expect(await wallets.head(agencyId)).toMatchObject({ available: 500_000 - offer.purchasePrice, held: 0 });
  });

  it('voids a fresh ticket with a full refund, once; refuses after the cancellation deadline', async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const offer = await oneWayOffer(cookie);
    const booked = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Mansour')]), { 'idempotency-key': `void-${agencyId}` });
    const cancels = await Promise.all([1, 2].map(() => call(cookie, 'POST', `/flights/bookings/${booked.body.id}/cancel`)));
    expect(cancels.filter((c) => c.status === 200)).toHaveLength(1);
    const after = await call(cookie, 'GET', `/flights/bookings/${booked.body.id}`);
    expect(after.body).toMatchObject({ status: 'reimbursed', refunded: offer.purchasePrice });
    expect((await wallets.head(agencyId)).available).toBe(500_000);
    expect(await wallets.ledger.countDocuments({ agencyId, type: 'refund' })).toBe(1);

    const soon = await oneWayOffer(cookie, { adults: 1, children: 0, infants: 0 }, 2);
    const late = await call(cookie, 'POST', '/flights/bookings', bookingRequest(soon, [adult('Gharbi')]), { 'idempotency-key': `late-${agencyId}` });
    const refused = await call(cookie, 'POST', `/flights/bookings/${late.body.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'cancellation_deadline_missed', message: 'Cancellation deadline missed' });
  });

  it('quotes a cancellation as the cancel route then does it, and shows the deadlines at the destination', async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const offer = await oneWayOffer(cookie);
    const held = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Jaziri')], 'hold'), { 'idempotency-key': `quote-hold-${agencyId}` });
    const holdQuote = await call(cookie, 'GET', `/flights/bookings/${held.body.id}/cancellation-quote`);
    expect(holdQuote.body).toEqual({ allowed: true, kind: 'none', refund: 0, penalty: 0, currency: 'EUR', deadline: offer.fareRules.cancellationDeadline, reason: null });
    expect(held.body.deadlines.payment).toMatchObject({ utc: held.body.holdExpiresAt, timeZone: 'Africa/Tunis' });
    expect(held.body.deadlines.payment.local).toMatch(/\+01:00$/);

    const booked = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Trabelsi')]), { 'idempotency-key': `quote-void-${agencyId}` });
    const voidQuote = await call(cookie, 'GET', `/flights/bookings/${booked.body.id}/cancellation-quote`);
    expect(voidQuote.body).toMatchObject({ allowed: true, kind: 'void', refund: offer.purchasePrice, penalty: 0 });
    const cancelled = await call(cookie, 'POST', `/flights/bookings/${booked.body.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'reimbursed', refunded: voidQuote.body.refund });
    expect((await call(cookie, 'GET', `/flights/bookings/${booked.body.id}/cancellation-quote`)).body).toMatchObject({ allowed: false, reason: 'invalid_transition' });
    expect((await call(agencyCookie('another-agency'), 'GET', `/flights/bookings/${booked.body.id}/cancellation-quote`)).status).toBe(404);
  });

  describe('card payment on the sandbox gateway', () => {
    const RETURN_URL = 'http://localhost:8080/fr/b-flights?step=confirmation';

    /** What a browser does on the gateway's card page: posts its form, without following the redirect. */
    async function typeCard(paymentUrl: string, number: string, expiry = '12/34') {
      const res = await fetch(paymentUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ holder: 'Leila Haddad', number, expiry, cvc: '123' }).toString(),
      });
      return { status: res.status, location: res.headers.get('location'), html: await res.text() };
    }

    async function cardBooking(cookie: string, lastName: string, key: string) {
      const offer = await oneWayOffer(cookie);
      const booked = await call(cookie, 'POST', '/flights/bookings', { ...bookingRequest(offer, [adult(lastName)], 'card'), returnUrl: RETURN_URL }, { 'idempotency-key': key });
      expect(booked.status).toBe(201);
      return { offer, booking: booked.body };
    }

    it('refuses a card booking without a portal page to come back to', async () => {
      const { agencyId, cookie } = await agencyWith(0);
      const offer = await oneWayOffer(cookie);
      const missing = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Nopage')], 'card'), { 'idempotency-key': `card-missing-${agencyId}` });
      expect(missing.status).toBe(400);
      expect(missing.body.error.details.fields).toEqual([{ field: 'returnUrl', reason: 'required' }]);
      const elsewhere = await call(
        cookie,
        'POST',
        '/flights/bookings',
        { ...bookingRequest(offer, [adult('Elsewhere')], 'card'), returnUrl: 'https://phishing.example/pay' },
        { 'idempotency-key': `card-away-${agencyId}` },
      );
      expect(elsewhere.body.error.details.fields).toEqual([{ field: 'returnUrl', reason: 'not_a_portal_page' }]);
      expect(await flights.deps.mongo.db.collection('bookings').countDocuments({ agencyId })).toBe(0);
    });

    it('keeps the seats while the card is typed on the gateway page; a declined card changes nothing, a test card tickets once, the wallet never moves', async () => {
      const { agencyId, cookie } = await agencyWith(0);
      const { offer, booking } = await cardBooking(cookie, 'Haddad', `card-${agencyId}`);
      expect(booking).toMatchObject({ status: 'awaiting_payment', payment: 'card' });
      expect(Date.parse(booking.holdExpiresAt) - clock.now()).toBeGreaterThan(HOLD_MS - 5_000);
      expect(booking.cardPaymentUrl).toMatch(new RegExp(`^${payments.url}/pay/pay_[0-9a-f]{24}$`));

      const page = await fetch(booking.cardPaymentUrl);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(booking.reference);

      const declined = await typeCard(booking.cardPaymentUrl, SANDBOX_CARDS.declined);
      expect(declined.status).toBe(402);
      expect(declined.html).toContain('The card was declined. Try another card.');
      const notACard = await typeCard(booking.cardPaymentUrl, '4242424242424241');
      expect(notACard.status).toBe(402);
      expect(notACard.html).toContain('This card number is not valid.');
      const badForm = await typeCard(booking.cardPaymentUrl, '42', '13/30');
      expect(badForm.status).toBe(400);
      expect(badForm.html).toContain('Enter the expiry as MM/YY.');
      expect((await call(cookie, 'GET', `/flights/bookings/${booking.id}`)).body.status).toBe('awaiting_payment');

      const paid = await typeCard(booking.cardPaymentUrl, SANDBOX_CARDS.succeeds);
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`${RETURN_URL}&id=${booking.id}`);
      // The return and a reload at once: one settles the booking, the other sees it as it stands.
      const seen = await Promise.all([1, 2].map(() => call(cookie, 'GET', `/flights/bookings/${booking.id}`)));
      expect(seen.map((answer) => answer.status)).toEqual([200, 200]);
      expect(seen.some((answer) => /ticket_in_progress|ticket_issued/.test(answer.body.status))).toBe(true);
      const ticketed = await waitFor(
        async () => {
          const now = await call(cookie, 'GET', `/flights/bookings/${booking.id}`);
          return now.body.status === 'ticket_issued' ? now.body : undefined;
        },
        30_000,
        'the tickets',
      );
      expect(ticketed.cardPaymentUrl).toBeNull();
      expect(ticketed.travellers[0].ticketNumber).toMatch(/^\d{3}-\d{10}$/);
      expect(ticketed.history.filter((h: { operation: string }) => h.operation === 'paid by card')).toHaveLength(1);
      expect(await wallets.ledger.countDocuments({ agencyId })).toBe(0);
      const again = await typeCard(booking.cardPaymentUrl, SANDBOX_CARDS.succeeds);
      expect(again.status).toBe(302);

      const voided = await call(cookie, 'POST', `/flights/bookings/${booking.id}/cancel`);
      expect(voided.body).toMatchObject({ status: 'reimbursed', refunded: offer.purchasePrice });
      const stored = await flights.deps.mongo.db.collection('bookings').findOne({ agencyId });
      const payment: CardPayment = await cards.get(stored!.card.paymentId);
      expect(payment).toMatchObject({ status: 'succeeded', amount: offer.purchasePrice, refunded: offer.purchasePrice, cardLast4: '4242', declines: 1 });
      expect(await wallets.ledger.countDocuments({ agencyId })).toBe(0);
    });

    it('an unpaid card booking expires with its hold, and the gateway then refuses the card', async () => {
      const { agencyId, cookie } = await agencyWith(0);
      const { booking } = await cardBooking(cookie, 'Karoui', `card-expiry-${agencyId}`);
      await passTheHold(cookie, booking.id);
      const late = await typeCard(booking.cardPaymentUrl, SANDBOX_CARDS.succeeds);
      expect(late.status).toBe(409);
      expect(late.html).toContain('This payment was cancelled');
      expect((await call(cookie, 'GET', `/flights/bookings/${booking.id}`)).body.status).toBe('expired');
    });
  });

  it('maps every sandbox trigger to its spec error', async () => {
    const { agencyId, cookie } = await agencyWith(2_000_000);
    const book = async (lastName: string) => {
      const offer = await oneWayOffer(cookie);
      return call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult(lastName)]), { 'idempotency-key': `${lastName}-${agencyId}` });
    };
    expect((await book('SOLDOUT')).body.error).toMatchObject({ code: 'no_flight_found' });
    expect((await book('TICKETFAIL')).body.error).toMatchObject({ code: 'error_confirming_ticket' });
    expect((await book('TIMEOUT')).body.error).toMatchObject({ code: 'supplier_timeout' });
    const pending = await book('PNRPENDING');
    expect(pending.body.status).toBe('pnr_pending');

    const offer = await oneWayOffer(cookie);
    const reprice = await call(cookie, 'POST', '/flights/reprice', { offerId: offer.offerId, lastNames: ['PRICECHANGE'] });
    expect(reprice.body.priceChanged).toBe(true);
    expect(reprice.body.offer.purchasePrice).toBeGreaterThan(offer.purchasePrice);
    const accepted = await call(cookie, 'POST', '/flights/bookings', bookingRequest(reprice.body.offer, [adult('PRICECHANGE')]), { 'idempotency-key': `accepted-${agencyId}` });
    expect(accepted.status).toBe(201);
    expect(accepted.body.purchasePrice).toBe(reprice.body.offer.purchasePrice);
    // Booked at the price shown by the search, the new price must be accepted first.
    const unaccepted = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('PRICECHANGE', 'Nour')]), { 'idempotency-key': `unaccepted-${agencyId}` });
    expect(unaccepted.body.error).toMatchObject({ code: 'price_changed', details: { salePrice: reprice.body.offer.salePrice } });

    clock.offset = 21 * 60_000;
    try {
      const expired = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Trabelsi')]), { 'idempotency-key': `expired-${agencyId}` });
      expect(expired.body.error).toMatchObject({ code: 'prices_expired', message: 'Prices expired, refresh the search' });
    } finally {
      clock.offset = 0;
    }

    const { cookie: poor } = await agencyWith(0);
    const poorOffer = await oneWayOffer(poor);
    const broke = await call(poor, 'POST', '/flights/bookings', bookingRequest(poorOffer, [adult('Zouari')]), { 'idempotency-key': `broke-${randomUUID()}` });
    expect(broke.body.error).toMatchObject({ code: 'balance_error', message: 'Balance error' });
  });

  it("keeps another agency's bookings invisible, and validates travellers", async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const offer = await oneWayOffer(cookie);
    const booked = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Jaziri')]), { 'idempotency-key': `mine-${agencyId}` });
    const { cookie: other } = await agencyWith(0);
    expect((await call(other, 'GET', `/flights/bookings/${booked.body.id}`)).status).toBe(404);
    expect((await call(other, 'POST', `/flights/bookings/${booked.body.id}/cancel`)).status).toBe(404);
    expect((await call(other, 'GET', '/flights/bookings')).body.items).toEqual([]);

    const twins = await call(
      cookie,
      'POST',
      '/flights/bookings',
      { ...bookingRequest(await oneWayOffer(cookie, { adults: 2, children: 0, infants: 0 }), [adult('Same'), adult('Same')]) },
      { 'idempotency-key': `twins-${agencyId}` },
    );
    expect(twins.status).toBe(400);
    expect(twins.body.error.details.fields).toContainEqual({ field: 'travellers.1.lastName', reason: 'names_must_differ' });
    const noKey = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Nokey')]));
    expect(noKey.status).toBe(400);
    const terms = await call(cookie, 'POST', '/flights/bookings', { ...bookingRequest(offer, [adult('Terms')]), acceptedTerms: false }, { 'idempotency-key': `terms-${agencyId}` });
    expect(terms.body.error.details.fields).toContainEqual({ field: 'acceptedTerms', reason: 'terms_not_accepted' });
  });

  it('emails the agent the itinerary with the e-ticket attached when tickets are issued', async () => {
    process.env.FLIGHTS_INTERNAL_URL = flights.internalUrl;
    const notifications = await startService(notificationsService, testDeps('notifications'));
    try {
      await Promise.all(notifications.consumers.map((c) => c.ready()));
      const { agencyId, cookie } = await agencyWith(500_000);
      const email = `agent-${agencyId}@example.test`;
      await notifications.deps.mongo.db
        .collection('recipients')
        .insertOne({ _id: `agent-${agencyId}` as never, agencyId, agencyName: 'Test', email, name: 'Test Agent', langId: 'fr', role: 'agent', status: 'active' });
      const offer = await oneWayOffer(cookie);
      const booked = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Email')]), { 'idempotency-key': `email-${agencyId}` });
      const mail = await waitForMail(email, () => true, 'the tickets-issued email', 60_000);
      expect(mail.subject).toBe(`Billets émis – ${booked.body.reference} (PNR ${booked.body.pnr})`);
      expect(mail.text).toContain('CDG → TUN');
      expect(mail.attachments.map((a) => a.filename)).toEqual([`e-ticket-${booked.body.reference}.pdf`]);
    } finally {
      await notifications.stop();
      await dropTestDeps(notifications.deps);
    }
  });

  (localBroker ? it : it.skip)('books while Kafka is stopped; its events arrive once the broker is back', async () => {
    const { agencyId, cookie } = await agencyWith(500_000);
    const offer = await oneWayOffer(cookie);
    localKafka('stop');
    const booked = await call(cookie, 'POST', '/flights/bookings', bookingRequest(offer, [adult('Outage')]), { 'idempotency-key': `outage-${agencyId}` });
    expect(booked.body.status).toBe('ticket_issued');
    const waiting = await flights.deps.outbox.collection.find({ status: 'pending', 'envelope.agencyId': agencyId }).toArray();
    // The booking's snapshot for reports once ticketed (its first resting status), and the "tickets issued" notice.
    const id = booked.body.id as string;
    expect(waiting.map((event) => event._id).sort()).toEqual([`${id}#3`, `${id}#3:notice`]);
    localKafka('start');
    await waitFor(async () => (await flights.deps.outbox.collection.countDocuments({ status: 'pending', 'envelope.agencyId': agencyId })) === 0, 90_000, 'the events to be sent');
  });
});
