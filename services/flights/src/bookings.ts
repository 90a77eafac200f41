import { randomBytes } from 'node:crypto';
import {
  BookingEvents,
  FlightEvents,
  flightSalePriceOf,
  DEFAULT_MARKUPS,
  type BookingStatus,
  type CreateFlightBookingRequest,
  type FlightBooking,
  type Language,
  type Traveller,
  travellerIssues,
} from '@portal/contracts';
import {
  AppError,
  createEvent,
  dayRange,
  IdempotencyKeys,
  isDuplicateKey,
  literalPattern,
  type IdempotentResponse,
  type Logger,
  type OutgoingEvent,
  type Outbox,
  type SessionClaims,
} from '@portal/service-kit';
import { ObjectId, type Collection, type Db, type Filter, type IndexSpecification } from 'mongodb';
import type { z } from 'zod';
import type { AccountClient } from './account-client';
import type { CardGateway } from './payment/card-gateway';
import type { Replicas } from './markup-copy';
import { currentFare, type OfferTokens } from './offers';
import { assertMove, canMove, RECOVERY, STRANDED_MS, type Recovery } from './statuses';
import { SupplierError, type FlightSupplier, type SupplierOffer } from './supplier/supplier';
import type { createFlightBookingRequest, flightBookingsQuery } from '@portal/contracts';

/** Spec §4: flight holds are released 30 minutes after being made. */
export const HOLD_MS = 30 * 60 * 1000;
/** A ticket can be voided (fully refunded) within a day of being issued. */
export const VOID_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Statuses in which a hold still open must be given back (a crash or an outage between the move and the release). */
const HOLD_ENDED: BookingStatus[] = ['expired', 'cancelled', 'failure'];

export type Payment = 'balance' | 'agency' | 'card' | 'hold';

/**
 * The bookings list: the agency first, then what a filter pins, then the sort (`_id` breaks ties),
 * so a page is read from an index in order and counted on it, and its cost depends on the page
 * and the agency's own bookings. The passenger search filters the agency's entries only.
 */
export const LIST_SORT = { createdAt: -1, _id: 1 } as const;
export const LIST_INDEXES: IndexSpecification[] = [
  { agencyId: 1, createdAt: -1, _id: 1 },
  { agencyId: 1, status: 1, createdAt: -1, _id: 1 },
  { agencyId: 1, agentId: 1, createdAt: -1, _id: 1 },
  { agencyId: 1, reference: 1 },
];

/** The list's filter, always scoped to the session's agency. */
export function listFilter(agencyId: string, query: z.output<typeof flightBookingsQuery>): Filter<BookingDoc> {
  const filter: Filter<BookingDoc> = { agencyId };
  if (query.reference) filter.reference = query.reference.toUpperCase();
  if (query.status) filter.status = query.status;
  if (query.agentId) filter.agentId = query.agentId;
  if (query.passenger) {
    const pattern = literalPattern(query.passenger);
    filter.$or = [{ 'travellers.lastName': pattern }, { 'travellers.firstName': pattern }];
  }
  const created = dayRange(query.from, query.to);
  if (created) filter.createdAt = created;
  return filter;
}

export interface BookingDoc {
  _id: ObjectId;
  agencyId: string;
  idempotencyKey: string;
  reference: string;
  status: BookingStatus;
  /** Bumped by every transition; the history entry `${id}#${version}` is unique. */
  version: number;
  payment: Payment;
  /** How the money was finally taken: balance, agency, card, or a captured hold. */
  paidWith: 'balance' | 'agency' | 'card' | 'hold' | null;
  /** Card payment: the gateway's payment and its card page (absent on bookings before cards). */
  card?: { paymentId: string; paymentUrl: string } | null;
  pnr: string | null;
  offer: SupplierOffer;
  travellers: (Traveller & { ticketNumber: string | null })[];
  contact: z.infer<typeof createFlightBookingRequest>['contact'];
  salePrice: number;
  fees: number;
  feeDate: Date | null;
  refunded: number;
  holdExpiresAt: Date | null;
  /** The hold's amount is still held in the wallet (absent on bookings that never held). */
  holdOpen?: boolean;
  /** A held booking's payment under way (`pay`), retried by the sweep when its outcome was not known. */
  settling?: 'balance' | 'agency' | null;
  /** Money still to go back (a void, a cancellation, a failed ticketing or payment), cleared once refunded. */
  refundDue?: number;
  /** When the booking entered its status: the sweep resolves one left too long in a passing status. */
  movedAt?: Date;
  confirmedAt: Date | null;
  ticketedAt: Date | null;
  agentId: string;
  agentName: string;
  createdAt: Date;
}

export interface HistoryDoc {
  _id: string;
  bookingId: ObjectId;
  version: number;
  operation: string;
  status: BookingStatus;
  agent: string;
  userName: string;
  ipAddress: string;
  date: Date;
}

export interface Actor {
  userId: string;
  userName: string;
  ip: string;
}

/** What a status move writes and tells besides the status (see `move`). */
interface MoveOptions {
  notice?: (typeof FlightEvents)[keyof typeof FlightEvents];
  set?: Partial<Pick<BookingDoc, 'pnr' | 'paidWith' | 'travellers' | 'ticketedAt' | 'confirmedAt' | 'holdExpiresAt' | 'holdOpen' | 'settling' | 'refundDue' | 'refunded' | 'fees' | 'feeDate'>>;
  quiet?: boolean;
}

/** Where the card gateway sends the browser back, and the language of its card page. */
interface CardReturn {
  returnUrl: string | undefined;
  language: Language;
}

export interface Clock {
  now(): number;
}

const SYSTEM: Actor = { userId: 'system', userName: 'Voyagr Pro', ip: '127.0.0.1' };

function reference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `FL${Array.from(randomBytes(7), (b) => alphabet[b % alphabet.length]).join('')}`;
}

export class FlightBookings {
  readonly bookings: Collection<BookingDoc>;
  readonly history: Collection<HistoryDoc>;
  readonly keys: IdempotencyKeys;
  private sweeping: Promise<void> | undefined;

  constructor(
    db: Db,
    private readonly supplier: FlightSupplier,
    private readonly account: AccountClient,
    private readonly cards: CardGateway,
    private readonly replicas: Replicas,
    private readonly offers: OfferTokens,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
    this.bookings = db.collection<BookingDoc>('bookings');
    this.history = db.collection<HistoryDoc>('booking_history');
    this.keys = IdempotencyKeys.on(db, () => this.clock.now());
  }

  async init(): Promise<void> {
    await this.bookings.createIndex({ agencyId: 1, idempotencyKey: 1 }, { unique: true });
    for (const index of LIST_INDEXES) await this.bookings.createIndex(index);
    await this.bookings.createIndex({ status: 1, holdExpiresAt: 1 });
    await this.bookings.createIndex({ status: 1, movedAt: 1 });
    await this.bookings.createIndex({ refundDue: 1, movedAt: 1 });
    await this.history.createIndex({ bookingId: 1, version: 1 });
  }

  salePriceOf(offer: SupplierOffer, serviceCharge: number): number {
    const tickets = offer.prices.reduce((sum, p) => sum + p.count, 0);
    return flightSalePriceOf({ ...DEFAULT_MARKUPS, flights: { serviceChargePerTicket: serviceCharge } }, offer.purchasePrice, tickets);
  }

  /**
   * Books once per idempotency key (the kit's semantics: a retry meanwhile answers 409
   * `request_in_progress`, after it the first answer again, another request with the key 422).
   * Nothing is kept for a request refused before its booking exists (an expired or changed price).
   */
  create(session: SessionClaims, actor: Actor, idempotencyKey: string, request: z.output<typeof createFlightBookingRequest>): Promise<IdempotentResponse & { replayed: boolean }> {
    const agencyId = session.aid!;
    return this.keys.run(
      { scope: `flights.bookings:${agencyId}`, key: idempotencyKey, request },
      async (begin) => {
        const { booking, fresh } = await this.open(session, actor, idempotencyKey, request);
        await begin(booking._id.toHexString());
        if (!fresh) return { status: 200, body: await this.view(booking) };
        await this.record(booking, 'created', actor);
        const placed = await this.place(booking, actor, { returnUrl: request.returnUrl, language: request.language ?? session.lang });
        return { status: 201, body: await this.view(placed) };
      },
      (bookingId) => this.outcome(bookingId),
    );
  }

  /** The offer checked at its current price, and the booking written (or the one this key already wrote). */
  private async open(session: SessionClaims, actor: Actor, idempotencyKey: string, request: z.output<typeof createFlightBookingRequest>): Promise<{ booking: BookingDoc; fresh: boolean }> {
    const agencyId = session.aid!;
    const claims = this.offers.open(request.offerId, agencyId, this.clock.now());
    const offer = await currentFare(this.supplier, claims, request.travellers);
    const issues = travellerIssues(request.travellers, offer);
    if (issues.length > 0) throw new AppError('validation_failed', undefined, { fields: issues });
    const salePrice = this.salePriceOf(offer, await this.replicas.serviceCharge(agencyId));
    if (salePrice !== request.acceptedSalePrice) {
      throw new AppError('price_changed', 'The price changed: review it and accept the new price', { salePrice, purchasePrice: offer.purchasePrice }, 409);
    }
    const now = new Date(this.clock.now());
    const booking: BookingDoc = {
      _id: new ObjectId(),
      agencyId,
      idempotencyKey,
      reference: reference(),
      status: 'pending',
      version: 0,
      payment: request.payment,
      paidWith: null,
      card: null,
      pnr: null,
      offer,
      travellers: request.travellers.map((t) => ({ ...t, ticketNumber: null })),
      contact: request.contact,
      salePrice,
      fees: 0,
      feeDate: null,
      refunded: 0,
      holdExpiresAt: null,
      confirmedAt: null,
      ticketedAt: null,
      agentId: session.uid,
      agentName: actor.userName,
      createdAt: now,
      movedAt: now,
    };
    try {
      await this.bookings.insertOne(booking);
      return { booking, fresh: true };
    } catch (err) {
      // A key whose first request stopped after writing its booking: that booking is the answer (the sweep resolves it).
      if (!isDuplicateKey(err)) throw err;
      return { booking: (await this.bookings.findOne({ agencyId, idempotencyKey }))!, fresh: false };
    }
  }

  /** A booking request whose process stopped before answering: its booking once it rests. */
  private async outcome(bookingId: string): Promise<IdempotentResponse | undefined> {
    const booking = await this.bookings.findOne({ _id: new ObjectId(bookingId) });
    if (!booking || strandable(booking)) return undefined;
    return { status: 201, body: await this.view(booking) };
  }

  /** Books with the airline, then takes the money as chosen, then tickets. */
  private async place(booking: BookingDoc, actor: Actor, back: CardReturn): Promise<BookingDoc> {
    let placed: { pnr: string | null; status: 'confirmed' | 'pnr_pending' };
    try {
      placed = await this.supplier.book(booking.offer, booking.travellers);
    } catch (err) {
      if (!(err instanceof SupplierError)) throw err;
      await this.move(booking, 'failure', `supplier: ${err.failure}`, actor);
      if (err.failure === 'sold_out') throw new AppError('no_flight_found', 'No flight found: no seat is left at this fare', { reason: 'sold_out' }, 409);
      if (err.failure === 'timeout') throw new AppError('supplier_timeout', 'The airline did not answer in time; nothing was charged', undefined, 504);
      throw new AppError('error_confirming_ticket', 'Error confirming ticket', { reason: err.failure }, 502);
    }
    // The PNR is written with the next change: the hold, the card payment, or the move after the payment.
    booking.pnr = placed.pnr;

    const wallet = { agencyId: booking.agencyId, currency: booking.offer.currency, reference: booking.reference, bookingReference: booking.reference, agent: booking.agentId };
    try {
      if (booking.payment === 'hold') {
        await this.account.call('hold', { ...wallet, key: `flight-hold:${booking._id.toHexString()}`, amount: booking.offer.purchasePrice });
        const holdExpiresAt = new Date(this.clock.now() + HOLD_MS);
        await this.bookings.updateOne({ _id: booking._id }, { $set: { pnr: booking.pnr, holdExpiresAt, holdOpen: true } });
        Object.assign(booking, { holdExpiresAt, holdOpen: true });
        return this.move(booking, placed.status === 'pnr_pending' ? 'pnr_pending' : 'awaiting_payment', 'held', actor, { notice: FlightEvents.held });
      }
      if (booking.payment === 'card') return await this.awaitCard(booking, placed.status, back, actor);
      await this.take(booking, booking.payment);
    } catch (err) {
      if (!isRefusal(err)) {
        // The account service (or the card gateway) may have taken the money without our knowing.
        await this.compensate(booking, 'payment not confirmed', actor);
        throw err;
      }
      await this.move(booking, 'failure', `payment refused: ${(err as AppError).code}`, actor, { set: { pnr: booking.pnr } });
      if (booking.pnr) await this.supplier.cancel(booking.pnr).catch(() => undefined);
      throw err;
    }
    const paid = { set: { pnr: booking.pnr, paidWith: booking.paidWith } };
    if (placed.status === 'pnr_pending') return this.move(booking, 'pnr_pending', 'PNR pending at the airline', actor, paid);
    // Confirmed and ticketing follow at once: the snapshot for reports goes with the outcome.
    booking = await this.move(booking, 'confirmed', 'paid', actor, { ...paid, quiet: true });
    return this.ticket(booking, actor, { quiet: true });
  }

  /** Debits the purchase price from the balance or charges it to the agency, idempotently (the caller writes `paidWith`). */
  private async take(booking: BookingDoc, method: 'balance' | 'agency'): Promise<void> {
    const wallet = { agencyId: booking.agencyId, currency: booking.offer.currency, reference: booking.reference, bookingReference: booking.reference, agent: booking.agentId };
    const key = `flight:${booking._id.toHexString()}`;
    if (method === 'balance') await this.account.call('debit', { ...wallet, key, amount: booking.offer.purchasePrice });
    else await this.account.call('charge-to-agency', { ...wallet, key, amount: booking.offer.purchasePrice });
    booking.paidWith = method;
  }

  /**
   * Card: the seats are kept for the 30-minute hold while the agent pays on the gateway's page;
   * nothing moves in the wallet. The gateway payment is keyed by the booking.
   */
  private async awaitCard(booking: BookingDoc, placed: 'confirmed' | 'pnr_pending', { returnUrl, language }: CardReturn, actor: Actor): Promise<BookingDoc> {
    if (!returnUrl) throw new AppError('validation_failed', undefined, { fields: [{ field: 'returnUrl', reason: 'required' }] });
    const back = new URL(returnUrl);
    back.searchParams.set('id', booking._id.toHexString());
    const payment = await this.cards.open({
      key: `flight-card:${booking._id.toHexString()}`,
      merchantReference: booking.reference,
      amount: booking.offer.purchasePrice,
      currency: booking.offer.currency,
      language,
      returnUrl: back.toString(),
    });
    const card = { paymentId: payment.id, paymentUrl: payment.paymentUrl };
    const holdExpiresAt = new Date(this.clock.now() + HOLD_MS);
    await this.bookings.updateOne({ _id: booking._id }, { $set: { pnr: booking.pnr, card, holdExpiresAt } });
    Object.assign(booking, { card, holdExpiresAt });
    return this.move(booking, placed === 'pnr_pending' ? 'pnr_pending' : 'awaiting_payment', 'awaiting card payment', actor);
  }

  /**
   * Reads a card booking's payment at the gateway: once paid, the booking is ticketed (the move
   * is claimed first, so the page's return, a reload and the sweep settle it once).
   */
  async settleCard(booking: BookingDoc, actor: Actor = SYSTEM): Promise<BookingDoc> {
    if (!awaitsCard(booking)) return booking;
    const payment = await this.cards.get(booking.card!.paymentId);
    if (payment.status !== 'succeeded') return booking;
    try {
      booking = await this.move(booking, 'ticket_in_progress', 'paid by card', actor, { set: { paidWith: 'card' } });
    } catch (err) {
      if ((err as AppError).code === 'booking_changed') return (await this.bookings.findOne({ _id: booking._id }))!;
      throw err;
    }
    return this.ticket(booking, actor).catch(async (err: unknown) => {
      this.log.warn({ bookingId: booking._id.toHexString(), err: (err as Error).message }, 'ticketing after card payment failed');
      return (await this.bookings.findOne({ _id: booking._id }))!;
    });
  }

  /**
   * Every 10 s: holds that ended, holds an ended booking left open, PNRs that came through, card
   * payments made while nobody came back to the portal; then bookings stranded in a status they
   * only pass through (RECOVERY). A sweep still running when the next is due is joined, not doubled.
   */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const moving = await this.bookings.find({ $or: [{ status: { $in: ['awaiting_payment', 'pnr_pending', 'confirmed'] } }, { status: { $in: HOLD_ENDED }, holdOpen: true }] }).toArray();
    await this.releaseLeftHolds(moving);
    const expiredNow = await this.expireDue(moving);
    const stillOpen = moving.filter((booking) => !expiredNow.has(booking._id.toHexString()));
    await this.confirmPending(stillOpen.filter((booking) => booking.status === 'pnr_pending'));
    for (const booking of stillOpen) {
      if (booking.status !== 'pnr_pending') await this.settleCard(booking).catch((err: Error) => this.log.warn({ err: err.message }, 'card payment check failed'));
    }
    await this.recoverStranded();
  }

  /** Bookings left longer than STRANDED_MS in a passing status, each resolved by its RECOVERY rule. */
  private async recoverStranded(): Promise<void> {
    const cutoff = new Date(this.clock.now() - STRANDED_MS);
    const byStatus = Object.entries(RECOVERY)
      .filter(([, recovery]) => recovery !== 'refund')
      .map(([status]) => status as BookingStatus);
    const stranded = await this.bookings
      .find({
        $or: [
          { status: { $in: byStatus }, movedAt: { $lte: cutoff } },
          { refundDue: { $gt: 0 }, movedAt: { $lte: cutoff } },
        ],
      })
      .toArray();
    for (const booking of stranded) {
      const recovery = RECOVERY[booking.status];
      if (!recovery) continue;
      await this.recover[recovery](booking).catch((err: Error) =>
        this.log.warn({ bookingId: booking._id.toHexString(), status: booking.status, err: err.message }, 'could not resolve a stranded booking'),
      );
    }
  }

  /** What each RECOVERY rule does; every step is keyed or claimed, so two sweeps at once act once. */
  private readonly recover: Record<Recovery, (booking: BookingDoc) => Promise<unknown>> = {
    compensate: (booking) => this.compensate(booking, 'recovered: booking cancelled', SYSTEM),
    ticket: (booking) => (booking.paidWith ? this.ticket(booking, SYSTEM, { operation: 'recovered: tickets issued' }) : Promise.resolve()),
    settle: async (booking) => {
      if (!booking.paidWith && booking.settling) {
        const paid = await this.collect(booking, booking.settling, SYSTEM);
        if (!paid) return;
        booking = paid;
      }
      if (booking.paidWith) return this.ticket(booking, SYSTEM, { operation: 'recovered: tickets issued' });
      // Left by a payment nobody recorded (before payments were retried): the airline booking and any hold end.
      return this.compensate(booking, 'recovered: booking cancelled', SYSTEM);
    },
    void: async (booking) => {
      if (booking.status !== 'void_processing') booking = await this.move(booking, 'void_processing', 'void requested', SYSTEM);
      await this.supplier.cancel(booking.pnr!);
      booking = await this.move(booking, 'voided', 'recovered: voided', SYSTEM, { notice: FlightEvents.cancelled, set: { refundDue: booking.offer.purchasePrice } });
      return this.refund(booking, SYSTEM);
    },
    refund: (booking) => this.refund(booking, SYSTEM, 'recovered: refunded'),
  };

  /**
   * Fails a booking whose payment's outcome is unknown, or which stopped half-way: the airline
   * booking is cancelled and whatever money may have moved is marked due back (a hold released,
   * a debit or a charge to the agency refunded), now or by the sweep while the account service is down.
   */
  private async compensate(booking: BookingDoc, operation: string, actor: Actor): Promise<BookingDoc> {
    const pnr = booking.pnr ?? (await this.supplier.retrieve(booking.offer.supplierRef).catch(() => undefined))?.pnr ?? null;
    const taken = !booking.paidWith && (booking.payment === 'balance' || booking.payment === 'agency');
    const moved = await this.move(booking, 'failure', operation, actor, {
      set: { pnr, settling: null, ...(booking.payment === 'hold' ? { holdOpen: true } : {}), ...(taken || booking.paidWith ? { refundDue: booking.offer.purchasePrice } : {}) },
    });
    if (pnr) await this.supplier.cancel(pnr).catch(() => undefined);
    try {
      if (moved.holdOpen) await this.releaseHold(moved);
      return await this.refund(moved, actor);
    } catch (err) {
      this.log.warn({ bookingId: booking._id.toHexString(), err: (err as Error).message }, 'money not returned yet; the sweep retries');
      return moved;
    }
  }

  /**
   * Ends the gateway payment of a card booking about to be cancelled or expired. A card accepted
   * meanwhile wins: the booking is settled and the caller told so.
   */
  private async closeCardPayment(booking: BookingDoc): Promise<void> {
    if (!booking.card) return;
    const payment = await this.cards.cancel(booking.card.paymentId);
    if (payment.status === 'succeeded') {
      await this.settleCard(booking);
      throw new AppError('booking_changed', 'The card payment went through meanwhile; the booking is paid', undefined, 409);
    }
  }

  /** Issues the tickets (moving to `ticket_in_progress` unless a payment already did; `quiet`: without its own snapshot). */
  private async ticket(booking: BookingDoc, actor: Actor, { quiet = false, operation = 'tickets issued' } = {}): Promise<BookingDoc> {
    if (booking.status !== 'ticket_in_progress' && booking.status !== 'issue_processing') booking = await this.move(booking, 'ticket_in_progress', 'ticketing', actor, { quiet });
    try {
      const numbers = await this.supplier.issueTickets(booking.pnr!, booking.travellers);
      const travellers = booking.travellers.map((t, i) => ({ ...t, ticketNumber: numbers[i] ?? null }));
      const ticketedAt = new Date(this.clock.now());
      return await this.move(booking, 'ticket_issued', operation, actor, { notice: FlightEvents.ticketed, set: { travellers, ticketedAt, confirmedAt: ticketedAt, holdExpiresAt: null } });
    } catch (err) {
      if (!(err instanceof SupplierError)) throw err;
      booking = await this.move(booking, 'failure_ticket', 'ticketing refused by the airline', actor, { set: { refundDue: booking.offer.purchasePrice } });
      await this.refund(booking, actor);
      throw new AppError('error_confirming_ticket', 'Error confirming ticket: the airline refused to issue it; the amount was refunded', { reference: booking.reference }, 502);
    }
  }

  /**
   * Pays a held booking before its hold ends. The move is claimed first, so the expiry sweep
   * cannot release the hold under the payment; a refused payment puts the booking back on hold
   * (nothing was taken), one whose outcome is unknown is retried by the sweep, or by the agent
   * paying again the same way.
   */
  async pay(session: SessionClaims, actor: Actor, id: ObjectId, method: 'balance' | 'agency'): Promise<BookingDoc> {
    let booking = await this.get(session, id);
    const resuming = booking.status === 'ticket_in_progress' && !booking.paidWith && booking.settling === method;
    if (!resuming) {
      if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= this.clock.now()) throw new AppError('hold_expired', 'The hold has expired', undefined, 409);
      assertMove(booking.status, 'ticket_in_progress');
      booking = await this.move(booking, 'ticket_in_progress', 'paying the hold', actor, { set: { settling: method } });
    }
    const paid = await this.collect(booking, method, actor, true);
    return paid ? this.ticket(paid, actor) : booking;
  }

  /**
   * Takes a held booking's payment: the hold captured, or the amount charged to the agency and then
   * the hold released (in that order, so a refused charge leaves the hold as it was). Each call is
   * keyed by the booking. A refusal moves the booking back to `awaiting_payment` and, when `loud`,
   * is thrown; an unknown outcome is thrown when `loud`, else answered undefined for the next sweep.
   */
  private async collect(booking: BookingDoc, method: 'balance' | 'agency', actor: Actor, loud = false): Promise<BookingDoc | undefined> {
    const holdKey = `flight-hold:${booking._id.toHexString()}`;
    const wallet = { agencyId: booking.agencyId, currency: booking.offer.currency, reference: booking.reference, bookingReference: booking.reference, agent: booking.agentId };
    try {
      if (method === 'balance') {
        await this.account.call('capture', { ...wallet, key: `capture:${holdKey}`, holdKey });
      } else {
        await this.take(booking, 'agency');
        await this.account.call('release', { ...wallet, key: `release:${holdKey}`, holdKey });
      }
    } catch (err) {
      if (isRefusal(err)) await this.move(booking, 'awaiting_payment', 'payment refused, hold kept', actor, { set: { settling: null } });
      if (loud) throw err;
      this.log.warn({ bookingId: booking._id.toHexString(), err: (err as Error).message }, 'held booking payment not taken');
      return undefined;
    }
    const set = { paidWith: method === 'balance' ? ('hold' as const) : ('agency' as const), holdOpen: false, settling: null };
    await this.bookings.updateOne({ _id: booking._id }, { $set: set });
    return { ...booking, ...set };
  }

  /**
   * Cancels per the fare rules: within a day of ticketing it is voided and fully refunded;
   * otherwise a refundable fare returns the price less the penalty, a non-refundable one nothing;
   * past the cancellation deadline it is refused.
   */
  async cancel(session: SessionClaims, actor: Actor, id: ObjectId): Promise<BookingDoc> {
    let booking = await this.get(session, id);
    const now = this.clock.now();
    if (booking.status === 'awaiting_payment' || (booking.status === 'pnr_pending' && !booking.paidWith)) {
      if (booking.payment === 'card') await this.closeCardPayment(booking);
      booking = await this.move(booking, 'cancelled', 'hold cancelled', actor, { notice: FlightEvents.cancelled, set: await this.latePnr(booking) });
      await this.releaseHold(booking);
      return booking;
    }
    if (booking.status === 'pnr_pending') {
      throw new AppError('invalid_transition', 'A paid booking whose PNR is pending can be cancelled once the airline confirms it', { from: booking.status, to: 'cancelled' }, 409);
    }
    if (now > Date.parse(booking.offer.fareRules.cancellationDeadline)) {
      throw new AppError('cancellation_deadline_missed', 'Cancellation deadline missed', { deadline: booking.offer.fareRules.cancellationDeadline }, 409);
    }
    if (booking.status === 'ticket_issued' && booking.ticketedAt && now - booking.ticketedAt.getTime() < VOID_WINDOW_MS) {
      booking = await this.move(booking, 'void_processing', 'void requested', actor);
      await this.supplier.cancel(booking.pnr!);
      booking = await this.move(booking, 'voided', 'voided', actor, { notice: FlightEvents.cancelled, set: { refundDue: booking.offer.purchasePrice } });
      return this.refund(booking, actor);
    }
    assertMove(booking.status, 'cancelled');
    const passengers = booking.travellers.length;
    const penalty = booking.offer.fareRules.refundable ? Math.min(booking.offer.fareRules.penalty * passengers, booking.offer.purchasePrice) : booking.offer.purchasePrice;
    await this.supplier.cancel(booking.pnr!);
    const refundDue = booking.paidWith ? booking.offer.purchasePrice - penalty : 0;
    booking = await this.move(booking, 'cancelled', 'cancelled', actor, { notice: FlightEvents.cancelled, set: { fees: penalty, feeDate: new Date(now), refundDue } });
    return this.refund(booking, actor);
  }

  /**
   * The money due back (`refundDue`), once (the refund is keyed by the booking), then `reimbursed`
   * (a failed booking stays failed). One whose payment never went through has nothing to give back.
   */
  private async refund(booking: BookingDoc, actor: Actor, operation = 'refunded'): Promise<BookingDoc> {
    const amount = booking.refundDue ?? 0;
    if (amount <= 0) return booking;
    try {
      if (booking.paidWith === 'card') await this.cards.refund(booking.card!.paymentId, `refund:${booking._id.toHexString()}`, amount);
      else
        await this.account.call('refund', {
          agencyId: booking.agencyId,
          key: `refund:${booking._id.toHexString()}`,
          amount,
          currency: booking.offer.currency,
          reference: booking.reference,
          bookingReference: booking.reference,
          agent: actor.userId,
        });
    } catch (err) {
      const nothingPaid = !booking.paidWith && (err as AppError).code === 'refund_exceeds_payment' && (err as AppError & { details?: { paid?: number } }).details?.paid === 0;
      if (!nothingPaid) throw err;
      await this.bookings.updateOne({ _id: booking._id }, { $set: { refundDue: 0 } });
      return { ...booking, refundDue: 0 };
    }
    if (!canMove(booking.status, 'reimbursed')) {
      await this.bookings.updateOne({ _id: booking._id }, { $set: { refunded: amount, refundDue: 0 } });
      return { ...booking, refunded: amount, refundDue: 0 };
    }
    return this.move(booking, 'reimbursed', operation, actor, { set: { refunded: amount, refundDue: 0 } });
  }

  /**
   * Gives a hold's amount back (keyed by the booking: once) and frees the seats. Marked when done,
   * so a release the account service could not take is tried again by the sweep.
   */
  private async releaseHold(booking: BookingDoc): Promise<void> {
    if (booking.pnr) await this.supplier.cancel(booking.pnr).catch(() => undefined);
    if (booking.payment !== 'hold') return;
    const holdKey = `flight-hold:${booking._id.toHexString()}`;
    await this.account
      .call('release', {
        agencyId: booking.agencyId,
        key: `release:${holdKey}`,
        holdKey,
        currency: booking.offer.currency,
        reference: booking.reference,
        bookingReference: booking.reference,
        agent: null,
      })
      .catch((err: AppError) => {
        // A hold whose taking never went through has nothing to release.
        if (err.code !== 'not_found') throw err;
      });
    await this.bookings.updateOne({ _id: booking._id }, { $set: { holdOpen: false } });
  }

  /**
   * A hold ending before the airline gave its PNR: the PNR the record has by now, if any, written
   * with the move so that the release cancels it at the airline too.
   */
  private async latePnr(booking: BookingDoc): Promise<{ pnr: string } | undefined> {
    if (booking.status !== 'pnr_pending') return undefined;
    const record = await this.supplier.retrieve(booking.offer.supplierRef).catch(() => undefined);
    return record?.pnr ? { pnr: record.pnr } : undefined;
  }

  /** Holds that ended unpaid but whose amount the account service did not take back yet. */
  private async releaseLeftHolds(open: BookingDoc[]): Promise<void> {
    const left = open.filter((b) => HOLD_ENDED.includes(b.status) && b.holdOpen === true);
    for (const booking of left) {
      await this.releaseHold(booking).catch((err: Error) => this.log.warn({ bookingId: booking._id.toHexString(), err: err.message }, 'could not release a hold'));
    }
  }

  /** Holds not paid within 30 minutes (PNR through or still pending): expired, their amount released, the agent told. */
  private async expireDue(open: BookingDoc[]): Promise<Set<string>> {
    const now = this.clock.now();
    const due = open.filter((booking) => (booking.status === 'awaiting_payment' || booking.status === 'pnr_pending') && booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now);
    const expired = new Set<string>();
    for (const booking of due) {
      try {
        if (booking.payment === 'card') await this.closeCardPayment(booking);
        const moved = await this.move(booking, 'expired', 'hold expired', SYSTEM, { notice: FlightEvents.expired, set: await this.latePnr(booking) });
        expired.add(booking._id.toHexString());
        await this.releaseHold(moved);
      } catch (err) {
        this.log.warn({ bookingId: booking._id.toHexString(), err: (err as Error).message }, 'could not expire a hold');
      }
    }
    return expired;
  }

  /** PNR pending: ask the airline again; a confirmed record moves on to ticketing. */
  private async confirmPending(pending: BookingDoc[]): Promise<void> {
    for (let booking of pending) {
      const record = await this.supplier.retrieve(booking.offer.supplierRef).catch(() => undefined);
      if (!record?.pnr || record.status !== 'confirmed') continue;
      await this.bookings.updateOne({ _id: booking._id }, { $set: { pnr: record.pnr } });
      booking.pnr = record.pnr;
      if (booking.payment === 'hold' || booking.payment === 'card') {
        // Still unpaid: it waits for its payment, and its hold still ends on time.
        await this.move(booking, 'awaiting_payment', 'PNR confirmed', SYSTEM).catch(() => undefined);
        continue;
      }
      booking = await this.move(booking, 'confirmed', 'PNR confirmed', SYSTEM);
      await this.ticket(booking, SYSTEM).catch((err: Error) => this.log.warn({ err: err.message }, 'ticketing after PNR failed'));
    }
  }

  async get(session: SessionClaims, id: ObjectId): Promise<BookingDoc> {
    // By `_id` alone (the only query FerretDB v1 answers from an index), then the agency's check.
    const found = await this.bookings.findOne({ _id: id });
    const booking = found?.agencyId === session.aid ? found : null;
    if (!booking) throw new AppError('not_found', 'No such booking');
    return booking;
  }

  /**
   * Moves a booking by the transition table. The history entry for the next version is inserted
   * first: of two moves at once (a payment and the expiry sweep), exactly one wins. `set` writes
   * other fields with the status; `notice` tells people; `quiet` skips the snapshot for reports
   * when another move follows at once in the same request (a crash in between leaves the reports
   * one status behind, the booking and its history exact).
   */
  async move(booking: BookingDoc, to: BookingStatus, operation: string, actor: Actor, { notice, set, quiet = false }: MoveOptions = {}): Promise<BookingDoc> {
    assertMove(booking.status, to);
    const version = booking.version + 1;
    try {
      await this.history.insertOne(this.entry(booking, version, to, operation, actor));
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      throw new AppError('booking_changed', 'The booking changed meanwhile; reload it', undefined, 409);
    }
    const movedAt = new Date(this.clock.now());
    await this.bookings.updateOne({ _id: booking._id }, { $set: { ...set, status: to, version, movedAt } });
    const moved = { ...booking, ...set, status: to, version, movedAt };
    if (!quiet || notice) await this.publish(moved, notice);
    return moved;
  }

  /**
   * The first history entry. A booking is `pending` only while it is being placed: its first
   * snapshot for reports goes with the status it rests in (every move out of `pending`, the
   * sweep's included, publishes one), so reports never keep a booking that passed through.
   */
  private async record(booking: BookingDoc, operation: string, actor: Actor): Promise<void> {
    await this.history.insertOne(this.entry(booking, 0, booking.status, operation, actor));
  }

  private entry(booking: BookingDoc, version: number, status: BookingStatus, operation: string, actor: Actor): HistoryDoc {
    return {
      _id: `${booking._id.toHexString()}#${version}`,
      bookingId: booking._id,
      version,
      operation,
      status,
      agent: actor.userId,
      userName: actor.userName,
      ipAddress: actor.ip,
      date: new Date(this.clock.now()),
    };
  }

  /** Every change: the snapshot account keeps for reports, and a notice for people where one is due. */
  private async publish(booking: BookingDoc, notice?: (typeof FlightEvents)[keyof typeof FlightEvents]): Promise<void> {
    const events: OutgoingEvent[] = [
      createEvent(BookingEvents.flights, {
        id: `${booking._id.toHexString()}#${booking.version}`,
        agencyId: booking.agencyId,
        actor: { kind: 'service', id: 'flights' },
        key: booking._id.toHexString(),
        data: {
          bookingId: booking._id.toHexString(),
          reference: booking.reference,
          product: 'flights',
          status: booking.status,
          agentId: booking.agentId,
          agentName: booking.agentName,
          customer: booking.travellers.map((t) => `${t.firstName} ${t.lastName}`).join(', '),
          currency: booking.offer.currency,
          purchasePrice: booking.offer.purchasePrice,
          salePrice: booking.salePrice,
          bookedAt: booking.createdAt.toISOString(),
          holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
        },
      }),
    ];
    if (notice) {
      const data = {
        bookingId: booking._id.toHexString(),
        reference: booking.reference,
        agentId: booking.agentId,
        pnr: booking.pnr,
        itinerary: booking.offer.journeys
          .flatMap((j) => j.segments)
          .map((s) => ({ flightNumber: s.flightNumber, origin: s.origin, destination: s.destination, departureAt: s.departureAt, arrivalAt: s.arrivalAt })),
        travellers: booking.travellers.map((t) => ({ name: `${t.firstName} ${t.lastName}`, ticketNumber: t.ticketNumber })),
        salePrice: booking.salePrice,
        currency: booking.offer.currency,
        holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
        refunded: booking.refunded,
      };
      events.push(createEvent(notice, { id: `${booking._id.toHexString()}#${booking.version}:notice`, agencyId: booking.agencyId, actor: { kind: 'service', id: 'flights' }, data }));
    }
    await this.outbox.add(events);
  }

  async view(booking: BookingDoc): Promise<FlightBooking> {
    const history = await this.history.find({ bookingId: booking._id }).sort({ version: 1 }).toArray();
    return {
      ...summaryOf(booking),
      history: history.map((h) => ({ operation: h.operation, status: h.status, agent: h.agent, userName: h.userName, ipAddress: h.ipAddress, date: h.date.toISOString() })),
    };
  }
}

/** A refusal by the account service (a 4xx: over the balance or the credit limit): nothing was taken. */
function isRefusal(err: unknown): boolean {
  return err instanceof AppError && err.status >= 400 && err.status < 500;
}

/** Still in a status the sweep resolves (or with money still due back). */
function strandable(booking: BookingDoc): boolean {
  const recovery = RECOVERY[booking.status];
  return (recovery !== undefined && recovery !== 'refund') || (booking.refundDue ?? 0) > 0;
}

/** A card booking whose seats are kept and whose card payment has not arrived yet. */
function awaitsCard(booking: BookingDoc): boolean {
  return Boolean(booking.card) && !booking.paidWith && (booking.status === 'awaiting_payment' || booking.status === 'confirmed');
}

export function summaryOf(booking: BookingDoc): Omit<FlightBooking, 'history'> {
  return {
    id: booking._id.toHexString(),
    reference: booking.reference,
    status: booking.status,
    pnr: booking.pnr,
    payment: booking.payment,
    journeys: booking.offer.journeys,
    travellers: booking.travellers,
    contact: booking.contact,
    fareRules: booking.offer.fareRules,
    baggage: booking.offer.baggage,
    currency: booking.offer.currency,
    purchasePrice: booking.offer.purchasePrice,
    salePrice: booking.salePrice,
    fees: booking.fees,
    feeDate: booking.feeDate?.toISOString() ?? null,
    refunded: booking.refunded,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    cardPaymentUrl: awaitsCard(booking) ? booking.card!.paymentUrl : null,
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    agentId: booking.agentId,
    agentName: booking.agentName,
    createdAt: booking.createdAt.toISOString(),
  };
}

export type { CreateFlightBookingRequest };
