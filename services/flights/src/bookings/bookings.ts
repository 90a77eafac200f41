import {
  type BookingOperation,
  BookingEvents,
  DEFAULT_MARKUPS,
  FlightEvents,
  flightSalePriceOf,
  travellerIssues,
  type BookingDeadlines,
  type CancellationQuote,
  type FlightBooking,
  type Language,
  type Traveller,
  type createFlightBookingRequest,
} from '@portal/contracts';
import {
  bookingSummary,
  deadlineAt,
  HOLD_MS,
  isRefusal,
  ProductBookings,
  SYSTEM,
  type Actor,
  type BookingBase,
  type BookingModels,
  type CardGateway,
  type Clock,
  type CreateSteps,
  type ProductDefinition,
  type ProductRules,
  type SweepRules,
  type WalletClient,
  supplierFailure,
} from '@portal/bookings';
import { AppError, type Logger, type Outbox, type SessionClaims } from '@portal/service-kit';
import type { Db, ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { FlightReplicas } from '../markups/markups';
import { currentFare, type OfferTokens } from '../search/search';
import { canMove, FLIGHT_TRANSITIONS, RECOVERY, STRANDED_MS, type Recovery } from './statuses';
import { AIRPORTS } from '../supplier/sandbox';
import { FLIGHT_FAILURES, SupplierError, type FlightSupplier, type SupplierOffer } from '../supplier/supplier';

export { HOLD_MS } from '@portal/bookings';
export type { Actor, Clock } from '@portal/bookings';

/** A ticket can be voided (fully refunded) within a day of being issued. */
export const VOID_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A flight booking: the kit's fields and the airline's. */
export interface BookingDoc extends BookingBase {
  pnr: string | null;
  offer: SupplierOffer;
  travellers: (Traveller & { ticketNumber: string | null })[];
  contact: z.infer<typeof createFlightBookingRequest>['contact'];
  confirmedAt: Date | null;
  ticketedAt: Date | null;
}

type FlightBookingRequest = z.output<typeof createFlightBookingRequest>;

/** Where the card gateway sends the browser back, and the language of its card page. */
interface CardReturn {
  returnUrl: string | undefined;
  language: Language;
}

const TIME_ZONES = new Map(AIRPORTS.map((a) => [a.iata, a.tz]));

const FLIGHT_PRODUCT: ProductDefinition<BookingDoc> = {
  product: 'flights',
  referencePrefix: 'FL',
  transitions: FLIGHT_TRANSITIONS,
  changed: BookingEvents.flights,
  snapshot: (booking) => ({
    customer: booking.travellers.map((t) => `${t.firstName} ${t.lastName}`).join(', '),
    currency: booking.offer.currency,
    purchasePrice: booking.offer.purchasePrice,
  }),
  notice: (booking) => ({
    bookingId: booking._id.toHexString(),
    reference: booking.reference,
    agentId: booking.agentId,
    pnr: booking.pnr,
    itinerary: booking.offer.journeys.flatMap((j, journey) =>
      j.segments.map((s) => ({ flightNumber: s.flightNumber, origin: s.origin, destination: s.destination, departureAt: s.departureAt, arrivalAt: s.arrivalAt, journey })),
    ),
    travellers: booking.travellers.map((t) => ({ name: `${t.firstName} ${t.lastName}`, ticketNumber: t.ticketNumber })),
    salePrice: booking.salePrice,
    currency: booking.offer.currency,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    refunded: booking.refunded,
  }),
};

const FLIGHTS: ProductRules<BookingDoc> = {
  definition: FLIGHT_PRODUCT,
  moneyKeyPrefix: 'flight',
  priceOf: (booking) => booking.offer,
  passengerFields: ['travellers.lastName', 'travellers.firstName'],
};

/** Flights on the booking kit: the airline's steps (book, PNR, ticketing, void), its fare rules and its payments' order. */
export class FlightBookings extends ProductBookings<BookingDoc, FlightBooking, FlightBookingRequest, Recovery> {
  constructor(
    models: BookingModels,
    db: Db,
    private readonly supplier: FlightSupplier,
    wallet: WalletClient,
    cards: CardGateway,
    private readonly replicas: FlightReplicas,
    private readonly offers: OfferTokens,
    outbox: Outbox,
    clock: Clock,
    log: Logger,
  ) {
    super({ models, db, wallet, cards, outbox, clock, log, agentName: (userId) => replicas.agentName(userId) }, FLIGHTS);
  }

  protected sweepRules(): SweepRules<BookingDoc, Recovery> {
    return {
      holding: ['awaiting_payment', 'pnr_pending'],
      holdEnded: ['expired', 'cancelled', 'failure'],
      watched: ['awaiting_payment', 'pnr_pending', 'confirmed'],
      expire: (booking) => this.expire(booking),
      releaseHold: (booking) => this.releaseHold(booking),
      watch: (open) => this.watch(open),
      strandedMs: STRANDED_MS,
      recovery: RECOVERY,
      recover: {
        compensate: (booking) => this.compensate(booking, 'recovered: booking cancelled', SYSTEM),
        ticket: (booking) => (booking.paidWith ? this.ticket(booking, SYSTEM, { operation: 'recovered: tickets issued' }) : Promise.resolve()),
        settle: (booking) => this.settle(booking),
        void: (booking) => this.void(booking, 'recovered: voided', SYSTEM),
        refund: (booking) => this.money.refund(booking, SYSTEM, 'recovered: refunded'),
      },
    };
  }

  /** The offer checked, then booked with the airline, paid as chosen and ticketed; a card payment comes back to `returnUrl`. */
  protected steps(session: SessionClaims, actor: Actor, request: FlightBookingRequest): CreateSteps<BookingDoc> {
    const back = { returnUrl: request.returnUrl, language: request.language ?? session.lang };
    return { open: () => this.open(session, request), place: (booking) => this.place(booking, actor, back) };
  }

  salePriceOf(offer: SupplierOffer, serviceCharge: number): number {
    const tickets = offer.prices.reduce((sum, p) => sum + p.count, 0);
    return flightSalePriceOf({ ...DEFAULT_MARKUPS, flights: { serviceChargePerTicket: serviceCharge } }, offer.purchasePrice, tickets);
  }

  /** The offer checked at its current price and with its travellers: the booking's own fields. */
  private async open(session: SessionClaims, request: FlightBookingRequest) {
    const agencyId = session.aid!;
    const claims = this.offers.open(request.offerId, agencyId, this.clock.now());
    const offer = await currentFare(this.supplier, claims, request.travellers);
    const issues = travellerIssues(request.travellers, offer);
    if (issues.length > 0) throw new AppError('validation_failed', undefined, { fields: issues });
    const salePrice = this.salePriceOf(offer, await this.replicas.serviceCharge(agencyId));
    if (salePrice !== request.acceptedSalePrice) {
      throw new AppError('price_changed', 'The price changed: review it and accept the new price', { salePrice, purchasePrice: offer.purchasePrice }, 409);
    }
    const travellers = request.travellers.map((t) => ({ ...t, ticketNumber: null }));
    return { status: 'pending' as const, payment: request.payment, salePrice, pnr: null, offer, travellers, contact: request.contact, confirmedAt: null, ticketedAt: null };
  }

  /** Books with the airline, then takes the money as chosen, then tickets. */
  private async place(booking: BookingDoc, actor: Actor, back: CardReturn): Promise<BookingDoc> {
    let placed: { pnr: string | null; status: 'confirmed' | 'pnr_pending' };
    try {
      placed = await this.supplier.book(booking.offer, booking.travellers);
    } catch (err) {
      if (!(err instanceof SupplierError)) throw err;
      await this.store.move(booking, 'failure', `supplier: ${err.failure}`, actor);
      throw supplierFailure(err, FLIGHT_FAILURES);
    }
    // The PNR is written with the next change: the hold, the card payment, or the move after the payment.
    booking.pnr = placed.pnr;
    const waiting = placed.status === 'pnr_pending' ? 'pnr_pending' : 'awaiting_payment';
    try {
      if (booking.payment === 'hold') {
        await this.money.hold(booking);
        const held = await this.store.update(booking, { pnr: booking.pnr, holdExpiresAt: new Date(this.clock.now() + HOLD_MS), holdOpen: true });
        return this.store.move(held, waiting, 'held', actor, { notice: FlightEvents.held });
      }
      if (booking.payment === 'card') return await this.awaitCard(booking, waiting, back, actor);
      const method = booking.payment;
      await this.money.take(booking, method);
      booking.paidWith = method;
    } catch (err) {
      if (!isRefusal(err)) {
        // The account service (or the card gateway) may have taken the money without our knowing.
        await this.compensate(booking, 'payment not confirmed', actor);
        throw err;
      }
      await this.store.move(booking, 'failure', `payment refused: ${(err as AppError).code}`, actor, { set: { pnr: booking.pnr } });
      if (booking.pnr) await this.supplier.cancel(booking.pnr).catch(() => undefined);
      throw err;
    }
    const paid = { set: { pnr: booking.pnr, paidWith: booking.paidWith } };
    if (placed.status === 'pnr_pending') return this.store.move(booking, 'pnr_pending', 'PNR pending at the airline', actor, paid);
    // Confirmed and ticketing follow at once: the snapshot for reports goes with the outcome.
    booking = await this.store.move(booking, 'confirmed', 'paid', actor, { ...paid, quiet: true });
    return this.ticket(booking, actor, { quiet: true });
  }

  /** Card: the seats are kept for the 30-minute hold while the agent pays on the gateway's page; nothing moves in the wallet. */
  private async awaitCard(booking: BookingDoc, waiting: 'pnr_pending' | 'awaiting_payment', { returnUrl, language }: CardReturn, actor: Actor): Promise<BookingDoc> {
    if (!returnUrl) throw new AppError('validation_failed', undefined, { fields: [{ field: 'returnUrl', reason: 'required' }] });
    const payment = await this.money.openCard(booking, { returnUrl, language });
    const card = { paymentId: payment.id, paymentUrl: payment.paymentUrl };
    const opened = await this.store.update(booking, { pnr: booking.pnr, card, holdExpiresAt: new Date(this.clock.now() + HOLD_MS) });
    return this.store.move(opened, waiting, 'awaiting card payment', actor);
  }

  /** A card booking paid on the gateway's page (its return, a reload, the sweep): ticketed once. */
  settleCard(booking: BookingDoc, actor: Actor = SYSTEM): Promise<BookingDoc> {
    return this.money.settleCard(booking, (paid) => this.ticket(paid, actor), actor);
  }

  /** The sweep's look at waiting bookings: PNRs that came through, card payments made while nobody came back to the portal. */
  private async watch(open: BookingDoc[]): Promise<void> {
    await this.confirmPending(open.filter((booking) => booking.status === 'pnr_pending'));
    for (const booking of open) {
      if (booking.status !== 'pnr_pending') await this.settleCard(booking).catch((err: Error) => this.log.warn({ err: err.message }, 'card payment check failed'));
    }
  }

  /** A held booking left in `ticket_in_progress`: its payment retried, then the tickets; one nobody recorded is undone. */
  private async settle(booking: BookingDoc): Promise<unknown> {
    if (!booking.paidWith && booking.settling) {
      const paid = await this.money.collectHold(booking, booking.settling, SYSTEM);
      if (!paid) return undefined;
      booking = paid;
    }
    if (booking.paidWith) return this.ticket(booking, SYSTEM, { operation: 'recovered: tickets issued' });
    // Left by a payment nobody recorded (before payments were retried): the airline booking and any hold end.
    return this.compensate(booking, 'recovered: booking cancelled', SYSTEM);
  }

  /** Voids at the airline (retried from `void_processing` or `failure_cancel`), then refunds in full. */
  private async void(booking: BookingDoc, operation: BookingOperation, actor: Actor): Promise<BookingDoc> {
    if (booking.status !== 'void_processing') booking = await this.store.move(booking, 'void_processing', 'void requested', actor);
    await this.supplier.cancel(booking.pnr!);
    booking = await this.store.move(booking, 'voided', operation, actor, { notice: FlightEvents.cancelled, set: { refundDue: booking.offer.purchasePrice } });
    return this.money.refund(booking, actor);
  }

  /** Fails a booking stopped half-way or whose payment's outcome is unknown: the airline booking cancelled, any money given back (`money.undo`). */
  private async compensate(booking: BookingDoc, operation: BookingOperation, actor: Actor): Promise<BookingDoc> {
    const pnr = booking.pnr ?? (await this.supplier.retrieve(booking.offer.supplierRef).catch(() => undefined))?.pnr ?? null;
    return this.money.undo(booking, operation, actor, { pnr }, () => (pnr ? this.supplier.cancel(pnr).catch(() => undefined) : Promise.resolve()));
  }

  /** Issues the tickets (moving to `ticket_in_progress` unless a payment already did; `quiet`: without its own snapshot). */
  private async ticket(booking: BookingDoc, actor: Actor, { quiet = false, operation = 'tickets issued' as BookingOperation } = {}): Promise<BookingDoc> {
    if (booking.status !== 'ticket_in_progress' && booking.status !== 'issue_processing') booking = await this.store.move(booking, 'ticket_in_progress', 'ticketing', actor, { quiet });
    try {
      const numbers = await this.supplier.issueTickets(booking.pnr!, booking.travellers);
      const travellers = booking.travellers.map((t, i) => ({ ...t, ticketNumber: numbers[i] ?? null }));
      const ticketedAt = new Date(this.clock.now());
      return await this.store.move(booking, 'ticket_issued', operation, actor, { notice: FlightEvents.ticketed, set: { travellers, ticketedAt, confirmedAt: ticketedAt, holdExpiresAt: null } });
    } catch (err) {
      if (!(err instanceof SupplierError)) throw err;
      booking = await this.store.move(booking, 'failure_ticket', 'ticketing refused by the airline', actor, { set: { refundDue: booking.offer.purchasePrice } });
      await this.money.refund(booking, actor);
      throw new AppError('error_confirming_ticket', 'Error confirming ticket: the airline refused to issue it; the amount was refunded', { reference: booking.reference }, 502);
    }
  }

  /** Pays a held booking (`money.payHeld`), then tickets it. */
  async pay(session: SessionClaims, actor: Actor, id: ObjectId, method: 'balance' | 'agency'): Promise<BookingDoc> {
    return this.money.payHeld(await this.store.get(session, id), method, actor, (paid) => this.ticket(paid, actor));
  }

  /**
   * What cancelling now would do, by the fare rules: a hold not yet paid ends free; within a day of
   * ticketing it is voided and fully refunded; otherwise a refundable fare returns the price less
   * the penalty, a non-refundable one nothing; past the cancellation deadline it is refused.
   */
  quote(booking: BookingDoc): CancellationQuote {
    const { currency, purchasePrice, fareRules } = booking.offer;
    const base = { currency, deadline: fareRules.cancellationDeadline, reason: null };
    const refused = (reason: 'invalid_transition' | 'cancellation_deadline_missed') => ({ ...base, allowed: false, kind: 'none' as const, refund: 0, penalty: 0, reason });
    const now = this.clock.now();
    if (unpaidHold(booking)) return { ...base, allowed: true, kind: 'none', refund: 0, penalty: 0 };
    if (booking.status === 'pnr_pending') return refused('invalid_transition');
    if (now > Date.parse(fareRules.cancellationDeadline)) return refused('cancellation_deadline_missed');
    if (booking.status === 'ticket_issued' && booking.ticketedAt && now - booking.ticketedAt.getTime() < VOID_WINDOW_MS) {
      return { ...base, allowed: true, kind: 'void', refund: purchasePrice, penalty: 0 };
    }
    if (!canMove(booking.status, 'cancelled')) return refused('invalid_transition');
    const penalty = fareRules.refundable ? Math.min(fareRules.penalty * booking.travellers.length, purchasePrice) : purchasePrice;
    const refund = booking.paidWith ? purchasePrice - penalty : 0;
    return { ...base, allowed: true, kind: refund > 0 ? 'refund' : 'none', refund, penalty };
  }

  /** Cancels as the quote says. */
  async cancel(session: SessionClaims, actor: Actor, id: ObjectId): Promise<BookingDoc> {
    let booking = await this.store.get(session, id);
    const quote = this.quote(booking);
    if (quote.reason === 'cancellation_deadline_missed') throw new AppError('cancellation_deadline_missed', 'Cancellation deadline missed', { deadline: quote.deadline }, 409);
    if (quote.reason && booking.status === 'pnr_pending') {
      throw new AppError('invalid_transition', 'A paid booking whose PNR is pending can be cancelled once the airline confirms it', { from: booking.status, to: 'cancelled' }, 409);
    }
    FLIGHT_TRANSITIONS.assert(booking.status, 'cancelled');
    if (unpaidHold(booking)) {
      if (booking.payment === 'card') await this.money.closeCard(booking, (paid) => this.ticket(paid, SYSTEM));
      booking = await this.store.move(booking, 'cancelled', 'hold cancelled', actor, { notice: FlightEvents.cancelled, set: await this.latePnr(booking) });
      await this.releaseHold(booking);
      return booking;
    }
    if (quote.kind === 'void') return this.void(booking, 'voided', actor);
    await this.supplier.cancel(booking.pnr!);
    booking = await this.store.move(booking, 'cancelled', 'cancelled', actor, {
      notice: FlightEvents.cancelled,
      set: { fees: quote.penalty, feeDate: new Date(this.clock.now()), refundDue: quote.refund },
    });
    return this.money.refund(booking, actor);
  }

  /** Frees the seats at the airline and gives a hold's amount back (once; marked when done, so the sweep retries one not taken). */
  private async releaseHold(booking: BookingDoc): Promise<BookingDoc> {
    if (booking.pnr) await this.supplier.cancel(booking.pnr).catch(() => undefined);
    return this.money.releaseHold(booking);
  }

  /** A hold ending before the airline gave its PNR: the PNR the record has by now, written with the move so that the release cancels it too. */
  private async latePnr(booking: BookingDoc): Promise<{ pnr: string } | undefined> {
    if (booking.status !== 'pnr_pending') return undefined;
    const record = await this.supplier.retrieve(booking.offer.supplierRef).catch(() => undefined);
    return record?.pnr ? { pnr: record.pnr } : undefined;
  }

  /** A hold not paid within 30 minutes (PNR through or still pending): expired, its amount released, the agent told. */
  private async expire(booking: BookingDoc): Promise<void> {
    if (booking.payment === 'card') await this.money.closeCard(booking, (paid) => this.ticket(paid, SYSTEM));
    const moved = await this.store.move(booking, 'expired', 'hold expired', SYSTEM, { notice: FlightEvents.expired, set: await this.latePnr(booking) });
    await this.releaseHold(moved);
  }

  /** PNR pending: ask the airline again; a confirmed record moves on to ticketing. */
  private async confirmPending(pending: BookingDoc[]): Promise<void> {
    for (let booking of pending) {
      const record = await this.supplier.retrieve(booking.offer.supplierRef).catch(() => undefined);
      if (!record?.pnr || record.status !== 'confirmed') continue;
      booking = await this.store.update(booking, { pnr: record.pnr });
      if (booking.payment === 'hold' || booking.payment === 'card') {
        // Still unpaid: it waits for its payment, and its hold still ends on time.
        await this.store.move(booking, 'awaiting_payment', 'PNR confirmed', SYSTEM).catch(() => undefined);
        continue;
      }
      booking = await this.store.move(booking, 'confirmed', 'PNR confirmed', SYSTEM);
      await this.ticket(booking, SYSTEM).catch((err: Error) => this.log.warn({ err: err.message }, 'ticketing after PNR failed'));
    }
  }

  /** The first departure. */
  travelStartsAt(booking: BookingDoc): Date {
    return new Date(booking.offer.journeys[0]!.segments[0]!.departureAt);
  }

  /** Deadlines at the destination (the last segment's arrival airport). */
  deadlines(booking: BookingDoc): BookingDeadlines {
    const timeZone = TIME_ZONES.get(booking.offer.journeys.at(-1)!.segments.at(-1)!.destination) ?? 'UTC';
    const { fareRules } = booking.offer;
    const voidEnds = booking.status === 'ticket_issued' && booking.ticketedAt ? Math.min(booking.ticketedAt.getTime() + VOID_WINDOW_MS, Date.parse(fareRules.cancellationDeadline)) : null;
    const free = unpaidHold(booking) ? booking.holdExpiresAt : voidEnds !== null ? new Date(voidEnds) : fareRules.refundable && fareRules.penalty === 0 ? fareRules.cancellationDeadline : null;
    return { payment: deadlineAt(booking.holdExpiresAt, timeZone), freeCancellation: deadlineAt(free, timeZone), cancellation: deadlineAt(fareRules.cancellationDeadline, timeZone) };
  }

  /** The answer with the deadlines, which the list leaves out. */
  override async view(booking: BookingDoc): Promise<FlightBooking> {
    return { ...(await super.view(booking)), deadlines: this.deadlines(booking) };
  }

  summaryOf(booking: BookingDoc): Omit<FlightBooking, 'history'> {
    return {
      ...bookingSummary(booking),
      pnr: booking.pnr,
      journeys: booking.offer.journeys,
      travellers: booking.travellers,
      contact: booking.contact,
      fareRules: booking.offer.fareRules,
      baggage: booking.offer.baggage,
      currency: booking.offer.currency,
      purchasePrice: booking.offer.purchasePrice,
      confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    };
  }
}

/** A hold (or a card booking) not paid yet: cancelling it costs nothing. */
function unpaidHold(booking: BookingDoc): boolean {
  return booking.status === 'awaiting_payment' || (booking.status === 'pnr_pending' && !booking.paidWith);
}
