import {
  type BookingOperation,
  BookingEvents,
  childSeatIssue,
  salePriceOf,
  timeMeaningOf,
  TransferEvents,
  type BookedTransferTrip,
  type BookingDeadlines,
  type CancellationQuote,
  type TransferBooking,
  type TransferLeadPassenger,
  type TransferPassengers,
  type TransferPayment,
  type TransferPlace,
  type TransferTripDetails,
  type TransferTripType,
  type TimeMeaning,
  type TripState,
  type createTransferBookingRequest,
  type tripSelector,
} from '@portal/contracts';
import {
  bookingSummary,
  deadlineAt,
  HOLD_MS,
  localTime,
  ProductBookings,
  supplierFailure,
  STRANDED_MS,
  SYSTEM,
  type Actor,
  type BookingBase,
  type BookingParts,
  type CancelWords,
  type CreateSteps,
  type ProductDefinition,
  type ProductRules,
  type SweepRules,
} from '@portal/bookings';
import { AppError, type SessionClaims } from '@portal/service-kit';
import type { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { TransferReplicas } from '../markups/markups';
import { cancellationOf, childSeatSalePrice, currentOffer, type OfferClaims, type OfferTokens } from '../search/offers';
import { SupplierError, TRANSFER_FAILURES, type SupplierTransferOffer, type TransferSupplier } from '../supplier/supplier';
import { RECOVERY, TRANSFER_TRANSITIONS, type Recovery } from './statuses';

export type { Actor } from '@portal/bookings';

/** A confirmed booking whose trips are all acknowledged is asked again (a cancellation on the supplier's side) at most this often; others at every sweep. */
export const LOOK_AGAIN_MS = 60_000;

export type CancelReason = 'agent' | 'supplier';

/** One trip of a booking: the supplier's offer as booked, its points, the agent's details and its own state. */
export interface TripDoc {
  trip: number;
  state: TripState;
  /** The supplier's offer as booked: vehicle, pickup, policy, meeting point, and its reference. */
  offer: SupplierTransferOffer;
  from: TransferPlace;
  to: TransferPlace;
  date: string;
  time: string;
  timeMeaning: TimeMeaning;
  childSeats: number;
  details: TransferTripDetails;
  /** The trip with its child seats. */
  purchasePrice: number;
  salePrice: number;
  /** The supplier's record of the trip (what a later look and a cancellation name). */
  supplierReference: string | null;
  /** Given once the supplier acknowledges the trip. */
  supplierConfirmation: string | null;
  cancelledAt: Date | null;
  refunded: number;
}

/** A transfer booking: the kit's fields, the party, the lead passenger and 1 to 3 trips. */
export interface TransferBookingDoc extends BookingBase {
  tripType: TransferTripType;
  passengers: TransferPassengers;
  luggage: number;
  leadPassenger: TransferLeadPassenger;
  clientReference: string | null;
  currency: string;
  /** Every trip's, with child seats: what the money moves. */
  purchasePrice: number;
  trips: TripDoc[];
  confirmedAt: Date | null;
  cancelReason: CancelReason | null;
  /** The trips of the latest cancellation, which its notice names. */
  lastCancelled: number[];
  /** When the sweep last asked the supplier about the booking. */
  lookedAt?: Date;
  /** A cancellation the supplier did not take yet (retried by the sweep from `failure_cancel`). */
  cancelling?: TripCancellation[] | null;
}

/** What cancelling one trip keeps (its penalty) and gives back. */
export interface TripCancellation {
  trip: number;
  fee: number;
  refund: number;
}

type TransferBookingRequest = z.output<typeof createTransferBookingRequest>;
/** One trip (0-based) or every trip still booked. */
export type TripSelector = z.output<typeof tripSelector>;

/** What an agent may cancel: a booking being booked or paid (`pending`, `ticket_in_progress`), or whose cancellation is being retried, is not. */
const CANCELLABLE: readonly string[] = ['awaiting_payment', 'confirmed'];

const CANCEL_WORDS: CancelWords = { failures: TRANSFER_FAILURES, supplier: 'The transfer supplier' };

const leadName = (booking: TransferBookingDoc) => `${booking.leadPassenger.firstName} ${booking.leadPassenger.lastName}`;
const booked = (booking: TransferBookingDoc) => booking.trips.filter((t) => t.state === 'booked');
/** Every booked trip the supplier has acknowledged. */
const acknowledged = (booking: TransferBookingDoc) => booked(booking).every((t) => t.supplierConfirmation !== null);
/** 1-based trip numbers for people, as the history and screens name trips. */
const tripNumbers = (trips: number[]) => trips.map((t) => t + 1).join(', ');

const TRANSFER_PRODUCT: ProductDefinition<TransferBookingDoc> = {
  product: 'transfers',
  referencePrefix: 'TR',
  transitions: TRANSFER_TRANSITIONS,
  changed: BookingEvents.transfers,
  snapshot: (booking) => ({ customer: leadName(booking), currency: booking.currency, purchasePrice: booking.purchasePrice }),
  // One notice shape for every transfer event; `reason`, `cancelledTrips` and `bookingCancelled` are read by the cancelled one only.
  notice: (booking) => ({
    bookingId: booking._id.toHexString(),
    reference: booking.reference,
    agentId: booking.agentId,
    leadPassenger: leadName(booking),
    trips: booking.trips.map((t) => ({
      trip: t.trip,
      state: t.state,
      from: t.from.name,
      to: t.to.name,
      pickup: localTime(new Date(t.offer.pickupAt), t.offer.timeZone),
      vehicle: t.offer.vehicle,
      service: t.offer.service,
    })),
    salePrice: booking.salePrice,
    currency: booking.currency,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    refunded: booking.refunded,
    reason: booking.cancelReason ?? 'agent',
    cancelledTrips: booking.lastCancelled,
    bookingCancelled: booking.status === 'cancelled' || booking.status === 'reimbursed',
  }),
};

const TRANSFERS: ProductRules<TransferBookingDoc> = {
  definition: TRANSFER_PRODUCT,
  moneyKeyPrefix: 'transfer',
  priceOf: (booking) => booking,
  passengerFields: ['leadPassenger.lastName', 'leadPassenger.firstName'],
};

/** Transfers on the booking kit: 1 to 3 trips booked at the supplier, paid, held or awaiting its acknowledgement, each trip cancelled on its own. */
export class TransferBookings extends ProductBookings<TransferBookingDoc, TransferBooking, TransferBookingRequest, Recovery> {
  constructor(
    parts: BookingParts,
    private readonly supplier: TransferSupplier,
    private readonly offers: OfferTokens,
    private readonly replicas: TransferReplicas,
  ) {
    super(parts, TRANSFERS);
  }

  protected sweepRules(): SweepRules<TransferBookingDoc, Recovery> {
    return {
      holding: ['awaiting_payment'],
      holdEnded: ['expired', 'cancelled', 'failure', 'reimbursed'],
      watched: ['pending', 'awaiting_payment', 'confirmed'],
      expire: (booking) => this.expire(booking),
      releaseHold: (booking) => this.money.releaseHold(booking),
      watch: (open) => this.watch(open),
      strandedMs: STRANDED_MS,
      recovery: RECOVERY,
      recover: {
        resolve: (booking) => (booking.paidWith ? this.lookAgain(booking) : this.compensate(booking, 'recovered: booking cancelled', SYSTEM)),
        settle: (booking) => this.settle(booking),
        cancel: (booking) => this.cancelAtSupplier(booking),
        refund: (booking) => this.money.refund(booking, SYSTEM, 'recovered: refunded'),
      },
    };
  }

  protected steps(session: SessionClaims, actor: Actor, request: TransferBookingRequest): CreateSteps<TransferBookingDoc> {
    return { open: () => this.open(session, request), place: (booking) => this.place(booking, actor) };
  }

  /**
   * Every offer opened (one per searched trip, all of one search, in its order; prices expired
   * after the token's lifetime), asked of the supplier again with the lead passenger's last name,
   * child seats checked, and the total (sale prices with the agency's markup) the one accepted.
   */
  private async open(session: SessionClaims, request: TransferBookingRequest) {
    const agencyId = session.aid!;
    const now = this.clock.now();
    const invalid = (fields: { field: string; reason: string }[]) => new AppError('validation_failed', undefined, { fields });
    const claims = request.trips.map((choice, i) => this.offers.open(choice.offerId, agencyId, now, `trips.${i}.offerId`));
    const [first] = claims as [OfferClaims, ...OfferClaims[]];
    const issues = claims.flatMap((c, i) => {
      if (c.searchId !== first.searchId) return [{ field: `trips.${i}.offerId`, reason: 'offer_of_another_search' }];
      return c.trip === i ? [] : [{ field: `trips.${i}.offerId`, reason: 'offer_of_another_trip' }];
    });
    if (claims.length !== first.search.trips.length) issues.push({ field: 'trips', reason: 'trips_do_not_match_search' });
    const { passengers } = first.search;
    request.trips.forEach((choice, i) => {
      const seat = childSeatIssue(choice.childSeats, passengers, true);
      if (seat) issues.push({ field: `trips.${i}.childSeats`, reason: seat });
    });
    if (issues.length > 0) throw invalid(issues);
    const lead = [{ lastName: request.leadPassenger.lastName }];
    const current = await Promise.all(claims.map((c) => currentOffer(this.supplier, c, lead).catch(this.supplierError)));
    const seatIssues = current.flatMap((offer, i) =>
      offer.childSeatPrice === null && request.trips[i]!.childSeats > 0 ? [{ field: `trips.${i}.childSeats`, reason: 'child_seats_unavailable' }] : [],
    );
    if (seatIssues.length > 0) throw invalid(seatIssues);
    const markup = (await this.replicas.markup(agencyId)).transfers;
    const trips = await Promise.all(
      current.map(async (offer, i): Promise<TripDoc> => {
        const choice = request.trips[i]!;
        const searched = first.search.trips[i]!;
        const [from, to] = await Promise.all([this.supplier.place(searched.from), this.supplier.place(searched.to)]);
        if (!from || !to) throw new AppError('prices_expired', 'Prices expired, refresh the search', undefined, 409);
        const seats = (offer.childSeatPrice ?? 0) * choice.childSeats;
        const seatSale = offer.childSeatPrice === null ? 0 : childSeatSalePrice(markup, offer.childSeatPrice) * choice.childSeats;
        return {
          trip: i,
          state: 'booked',
          offer,
          from,
          to,
          date: searched.date,
          time: searched.time,
          timeMeaning: timeMeaningOf(from.kind, to.kind),
          childSeats: choice.childSeats,
          details: choice.details,
          purchasePrice: offer.purchasePrice + seats,
          salePrice: salePriceOf(markup, offer.purchasePrice) + seatSale,
          supplierReference: null,
          supplierConfirmation: null,
          cancelledAt: null,
          refunded: 0,
        };
      }),
    );
    const salePrice = trips.reduce((sum, t) => sum + t.salePrice, 0);
    const purchasePrice = trips.reduce((sum, t) => sum + t.purchasePrice, 0);
    if (salePrice !== request.acceptedSalePrice) {
      throw new AppError('price_changed', 'The price changed: review it and accept the new price', { salePrice, purchasePrice }, 409);
    }
    return {
      status: 'pending' as const,
      payment: request.payment,
      salePrice,
      tripType: first.tripType,
      passengers,
      luggage: first.search.luggage,
      leadPassenger: request.leadPassenger,
      clientReference: request.clientReference ?? null,
      currency: first.search.currency,
      purchasePrice,
      trips,
      confirmedAt: null,
      cancelReason: null,
      lastCancelled: [],
    };
  }

  /** A supplier's failure as the spec's §8 error; anything else as it is. */
  private readonly supplierError = (err: unknown): never => {
    throw err instanceof SupplierError ? supplierFailure(err, TRANSFER_FAILURES) : err;
  };

  /**
   * Books every trip at the supplier (a failure cancels the trips already booked, nothing charged),
   * then the money: taken (balance, agency) or held for 30 minutes (hold).
   */
  private async place(booking: TransferBookingDoc, actor: Actor): Promise<TransferBookingDoc> {
    const trips: TripDoc[] = [];
    for (const trip of booking.trips) {
      try {
        const placed = await this.supplier.book(trip.offer, { leadPassenger: booking.leadPassenger, passengers: booking.passengers, childSeats: trip.childSeats, details: trip.details });
        trips.push({ ...trip, supplierReference: placed.supplierReference, supplierConfirmation: placed.status === 'confirmed' ? placed.confirmationNumber : null });
      } catch (err) {
        if (!(err instanceof SupplierError)) throw err;
        await this.cancelTripsAtSupplier(trips);
        await this.store.move(booking, 'failure', `supplier: ${err.failure}`, actor, { set: { trips: [...trips, ...booking.trips.slice(trips.length)] } });
        throw supplierFailure(err, TRANSFER_FAILURES);
      }
    }
    booking = await this.store.update(booking, { trips });
    const method = booking.payment;
    try {
      if (method === 'hold') {
        // Marked open before the hold is asked for: a crash in between leaves a hold the recovery releases.
        booking = await this.store.update(booking, { holdOpen: true });
        await this.money.hold(booking);
      } else {
        await this.money.take(booking, method as 'balance' | 'agency');
      }
    } catch (err) {
      return this.paymentFailed(
        booking,
        err,
        actor,
        (operation) => this.compensate(booking, operation, actor),
        () => this.cancelTripsAtSupplier(booking.trips),
      );
    }
    if (method === 'hold') {
      return this.store.move(booking, 'awaiting_payment', 'held', actor, { notice: TransferEvents.held, set: { holdExpiresAt: new Date(this.clock.now() + HOLD_MS) } });
    }
    return this.paid(await this.store.update(booking, { paidWith: method }), actor);
  }

  /** A paid booking: confirmed once the supplier has acknowledged every trip, else pending until the sweep's later look. */
  private async paid(booking: TransferBookingDoc, actor: Actor): Promise<TransferBookingDoc> {
    const set = { holdExpiresAt: null };
    if (acknowledged(booking)) return this.store.move(booking, 'confirmed', 'confirmed', actor, { notice: TransferEvents.confirmed, set: { ...set, confirmedAt: new Date(this.clock.now()) } });
    if (booking.status === 'pending') {
      await this.store.announce(booking, TransferEvents.pending, 'pending');
      return booking;
    }
    return this.store.move(booking, 'pending', 'paid, awaiting the supplier', actor, { notice: TransferEvents.pending, set });
  }

  private async cancelTripsAtSupplier(trips: TripDoc[]): Promise<void> {
    for (const trip of trips) if (trip.supplierReference) await this.supplier.cancel(trip.supplierReference).catch(() => undefined);
  }

  /** Fails a booking stopped half-way or whose payment's outcome is unknown: its trips cancelled at the supplier, any money given back. */
  private compensate(booking: TransferBookingDoc, operation: BookingOperation, actor: Actor): Promise<TransferBookingDoc> {
    return this.money.undo(booking, operation, actor, {}, () => this.cancelTripsAtSupplier(booking.trips));
  }

  /** A hold not paid in its 30 minutes: the trips cancelled at the supplier, the held amount released. */
  private async expire(booking: TransferBookingDoc): Promise<void> {
    const now = new Date(this.clock.now());
    const trips = booking.trips.map((trip) => (trip.state === 'booked' ? { ...trip, state: 'cancelled' as const, cancelledAt: now } : trip));
    const moved = await this.store.move(booking, 'expired', 'hold expired', SYSTEM, { notice: TransferEvents.released, set: { trips } });
    await this.cancelTripsAtSupplier(booked(booking));
    await this.money.releaseHold(moved);
  }

  /** The agent pays a held booking before its 30 minutes end: captured (balance) or charged (agency), then confirmed. */
  async pay(session: SessionClaims, actor: Actor, id: ObjectId, method: 'balance' | 'agency'): Promise<TransferBookingDoc> {
    const booking = await this.store.get(session, id);
    if (booking.payment !== 'hold') throw new AppError('invalid_transition', 'This booking is not on hold', { from: booking.status, to: 'confirmed' }, 409);
    return this.money.payHeld(booking, method, actor, (paid) => this.paid(paid, actor));
  }

  /** A hold's payment left under way: taken again (keyed, so once), then confirmed. */
  private async settle(booking: TransferBookingDoc): Promise<unknown> {
    if (booking.paidWith) return this.paid(booking, SYSTEM);
    if (!booking.settling) return this.store.move(booking, 'awaiting_payment', 'payment refused, hold kept', SYSTEM);
    const paid = await this.money.collectHold(booking, booking.settling, SYSTEM);
    return paid ? this.paid(paid, SYSTEM) : undefined;
  }

  /** The sweep's look at bookings waiting for the supplier's acknowledgement, and confirmed ones not over (a cancellation on its side). */
  private async watch(open: TransferBookingDoc[]): Promise<void> {
    const now = this.clock.now();
    for (const booking of open) {
      // Still being booked, or over.
      if (booking.status === 'pending' && !booking.paidWith) continue;
      if (!booked(booking).some((t) => t.supplierReference && Date.parse(t.offer.dropOffAt) > now)) continue;
      if (acknowledged(booking) && (booking.status === 'awaiting_payment' || (booking.lookedAt && now - booking.lookedAt.getTime() < LOOK_AGAIN_MS))) continue;
      await this.lookAgain(booking).catch((err: Error) => this.log.warn({ bookingId: booking._id.toHexString(), err: err.message }, 'transfer booking check failed'));
    }
  }

  /** The supplier's records again: acknowledgements that arrived, trips cancelled on its side. */
  private async lookAgain(booking: TransferBookingDoc): Promise<void> {
    const gone: number[] = [];
    const trips: TripDoc[] = [];
    for (const trip of booking.trips) {
      if (trip.state !== 'booked' || !trip.supplierReference) {
        trips.push(trip);
        continue;
      }
      const record = await this.supplier.retrieve(trip.supplierReference);
      if (record.status === 'cancelled') gone.push(trip.trip);
      trips.push(record.status === 'confirmed' && !trip.supplierConfirmation ? { ...trip, supplierConfirmation: record.confirmationNumber } : trip);
    }
    // Not over a move made meanwhile (an agent cancelling a trip): the next sweep looks again.
    const seen = await this.store.updateUnmoved(booking, { trips, lookedAt: new Date(this.clock.now()) });
    if (!seen) return;
    booking = seen;
    // A held booking's trips cancelled by the supplier are seen once it is paid.
    if (gone.length > 0 && booking.paidWith) {
      const cancellation = gone.map((trip) => ({ trip, fee: 0, refund: booking.trips[trip]!.purchasePrice }));
      await this.cancelled(booking, cancellation, SYSTEM, 'supplier');
      return;
    }
    if (booking.status === 'pending' && booking.paidWith && acknowledged(booking)) {
      await this.store.move(booking, 'confirmed', 'acknowledged by the supplier', SYSTEM, { notice: TransferEvents.confirmed, set: { confirmedAt: new Date(this.clock.now()) } });
    }
  }

  /** The trips a selector names: one trip, or every trip still booked. */
  private selected(booking: TransferBookingDoc, selector: TripSelector): TripDoc[] {
    if (selector === 'all') return booked(booking);
    const trip = booking.trips[selector];
    if (!trip) throw new AppError('validation_failed', undefined, { fields: [{ field: 'trip', reason: 'no_such_trip' }] });
    return [trip];
  }

  /** The penalty in force for a trip now, by its policy at the pickup point: nothing until `freeUntil`, then the latest penalty started. */
  private penaltyNow(trip: TripDoc, now: number): number {
    const policy = cancellationOf(trip.offer, trip.purchasePrice);
    const started = policy.penalties.filter((p) => Date.parse(p.from.utc) <= now);
    return Math.min(
      trip.purchasePrice,
      started.reduce((most, p) => Math.max(most, p.amount), 0),
    );
  }

  /** What cancelling these trips now does: each returns what was paid for it less its penalty; nothing moves for a held booking. */
  private cancellationOf(booking: TransferBookingDoc, trips: TripDoc[]): TripCancellation[] {
    const now = this.clock.now();
    return trips.map((trip) => {
      const paid = booking.paidWith ? trip.purchasePrice : 0;
      const fee = booking.paidWith ? this.penaltyNow(trip, now) : 0;
      return { trip: trip.trip, fee, refund: paid - fee };
    });
  }

  /**
   * What cancelling a trip (or every trip still booked) would do now, by each trip's policy: a
   * trip already cancelled, or whose pickup has passed, is refused; a held booking is cancelled
   * whole (its hold released), so one of its trips alone is refused while others remain.
   */
  quoteTrips(booking: TransferBookingDoc, selector: TripSelector): CancellationQuote {
    const trips = this.selected(booking, selector);
    const pickups = trips.map((t) => Date.parse(t.offer.pickupAt));
    const deadline = pickups.length > 0 ? new Date(Math.min(...pickups)).toISOString() : null;
    const base = { currency: booking.currency, deadline, reason: null };
    const refused = (reason: 'invalid_transition' | 'cancellation_deadline_missed') => ({ ...base, allowed: false, kind: 'none' as const, refund: 0, penalty: 0, reason });
    if (!CANCELLABLE.includes(booking.status) || trips.length === 0 || trips.some((t) => t.state !== 'booked')) return refused('invalid_transition');
    if (booking.status === 'awaiting_payment' && trips.length < booked(booking).length) return refused('invalid_transition');
    if (pickups.some((at) => at <= this.clock.now())) return refused('cancellation_deadline_missed');
    const cancellation = this.cancellationOf(booking, trips);
    const refund = cancellation.reduce((sum, c) => sum + c.refund, 0);
    const penalty = cancellation.reduce((sum, c) => sum + c.fee, 0);
    return { ...base, allowed: true, kind: refund > 0 ? 'refund' : 'none', refund, penalty };
  }

  quote(booking: TransferBookingDoc): CancellationQuote {
    return this.quoteTrips(booking, 'all');
  }

  cancel(session: SessionClaims, actor: Actor, id: ObjectId): Promise<TransferBookingDoc> {
    return this.cancelTrips(session, actor, id, 'all');
  }

  /** Cancels a trip (or every trip still booked) as the quote says: at the supplier, then the fees and the refund of those trips (once, keyed by them). */
  async cancelTrips(session: SessionClaims, actor: Actor, id: ObjectId, selector: TripSelector): Promise<TransferBookingDoc> {
    const booking = await this.store.get(session, id);
    const quote = this.quoteTrips(booking, selector);
    this.refuseUnquoted(booking, quote, `This ${selector === 'all' ? 'booking' : 'trip'} cannot be cancelled`);
    const trips = this.selected(booking, selector);
    const cancellation = this.cancellationOf(booking, trips);
    if (booking.status === 'awaiting_payment') {
      await this.cancelTripsAtSupplier(trips);
      return this.cancelled(booking, cancellation, actor, 'agent');
    }
    for (const trip of trips) await this.cancelOrRetry(booking, actor, () => this.supplier.cancel(trip.supplierReference!), { cancelling: cancellation }, CANCEL_WORDS);
    return this.cancelled(booking, cancellation, actor, 'agent');
  }

  /** A cancellation the supplier did not take, retried (`failure_cancel`). */
  private async cancelAtSupplier(booking: TransferBookingDoc): Promise<TransferBookingDoc> {
    const cancellation = booking.cancelling ?? [];
    for (const { trip } of cancellation) await this.supplier.cancel(booking.trips[trip]!.supplierReference!);
    return this.cancelled(booking, cancellation, SYSTEM, 'agent', 'recovered: cancelled');
  }

  /**
   * Writes trips cancelled: their state, the fees kept and the refund due for them; the booking is
   * cancelled with its last trip, else stays confirmed with a history entry naming the trips. A held
   * booking's hold is released; a paid one's refund goes once (keyed by its trips).
   */
  private async cancelled(booking: TransferBookingDoc, cancellation: TripCancellation[], actor: Actor, reason: CancelReason, operation?: BookingOperation): Promise<TransferBookingDoc> {
    const now = new Date(this.clock.now());
    const ids = cancellation.map((c) => c.trip);
    const trips = booking.trips.map((trip) => {
      const cancelled = cancellation.find((c) => c.trip === trip.trip);
      return cancelled ? { ...trip, state: 'cancelled' as const, cancelledAt: now, refunded: trip.refunded + cancelled.refund } : trip;
    });
    const left = trips.some((t) => t.state === 'booked');
    const held = booking.status === 'awaiting_payment';
    const fees = cancellation.reduce((sum, c) => sum + c.fee, 0);
    const refund = cancellation.reduce((sum, c) => sum + c.refund, 0);
    const by = reason === 'supplier' ? ' by the supplier' : '';
    const named = operation ?? (held ? 'hold cancelled' : `${ids.length > 1 ? 'trips' : 'trip'} cancelled${by}: ${tripNumbers(ids)}`);
    const moved = await this.store.move(booking, left ? 'confirmed' : 'cancelled', named, actor, {
      notice: TransferEvents.cancelled,
      set: {
        trips,
        cancelReason: reason,
        lastCancelled: ids,
        fees: booking.fees + fees,
        feeDate: fees > 0 ? now : booking.feeDate,
        refundDue: refund,
        refundPart: `trips-${ids.join('-')}`,
        holdExpiresAt: null,
        cancelling: null,
      },
    });
    if (held) return this.money.releaseHold(moved);
    return this.money.refund(moved, actor);
  }

  /** The first pickup among the trips still booked (of every trip once none is). */
  travelStartsAt(booking: TransferBookingDoc): Date {
    const trips = booked(booking).length > 0 ? booked(booking) : booking.trips;
    return new Date(Math.min(...trips.map((t) => Date.parse(t.offer.pickupAt))));
  }

  /** Deadlines at the pickup points: paying a hold, cancelling free (the earliest booked trip's), cancelling at all (its pickup). */
  deadlines(booking: TransferBookingDoc): BookingDeadlines {
    const open = booked(booking);
    const timeZone = (open[0] ?? booking.trips[0]!).offer.timeZone;
    const earliest = (moments: (string | null)[]) => {
      const known = moments.filter((m): m is string => m !== null).sort();
      return known[0] ?? null;
    };
    const free = booking.paidWith || booking.status === 'awaiting_payment' ? earliest(open.map((t) => t.offer.cancellation.freeUntil)) : null;
    return {
      payment: booking.status === 'awaiting_payment' ? deadlineAt(booking.holdExpiresAt, timeZone) : null,
      freeCancellation: deadlineAt(free, timeZone),
      cancellation: deadlineAt(earliest(open.map((t) => t.offer.pickupAt)), timeZone),
    };
  }

  private tripView(booking: TransferBookingDoc, trip: TripDoc): BookedTransferTrip {
    const { offer } = trip;
    const at = (moment: string) => deadlineAt(moment, offer.timeZone)!;
    return {
      trip: trip.trip,
      state: trip.state,
      from: trip.from,
      to: trip.to,
      date: trip.date,
      time: trip.time,
      timeMeaning: trip.timeMeaning,
      pickup: at(offer.pickupAt),
      dropOff: at(offer.dropOffAt),
      durationMinutes: offer.durationMinutes,
      vehicle: offer.vehicle,
      service: offer.service,
      maxPassengers: offer.maxPassengers,
      maxLuggage: offer.maxLuggage,
      priceBasis: offer.priceBasis,
      units: offer.units,
      childSeats: trip.childSeats,
      details: trip.details,
      meetingPoint: offer.meetingPoint,
      emergencyPhone: offer.emergencyPhone,
      reconfirm: offer.reconfirm,
      supplierConfirmation: trip.supplierConfirmation,
      purchasePrice: trip.purchasePrice,
      salePrice: trip.salePrice,
      cancellation: cancellationOf(offer, trip.purchasePrice),
      cancellationQuote: trip.state === 'booked' ? this.quoteTrips(booking, trip.trip) : null,
      cancelledAt: trip.cancelledAt?.toISOString() ?? null,
      refunded: trip.refunded,
    };
  }

  summaryOf(booking: TransferBookingDoc): Omit<TransferBooking, 'history'> {
    const { cardPaymentUrl: _card, payment, ...common } = bookingSummary(booking);
    return {
      ...common,
      payment: payment as TransferPayment,
      tripType: booking.tripType,
      passengers: booking.passengers,
      luggage: booking.luggage,
      leadPassenger: booking.leadPassenger,
      clientReference: booking.clientReference,
      trips: booking.trips.map((trip) => this.tripView(booking, trip)),
      currency: booking.currency,
      purchasePrice: booking.purchasePrice,
      confirmedAt: booking.confirmedAt?.toISOString() ?? null,
      deadlines: this.deadlines(booking),
    };
  }
}
