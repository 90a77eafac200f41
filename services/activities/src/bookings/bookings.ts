import {
  ACTIVITY_LIMITS,
  ActivityEvents,
  activityTravellerIssues,
  BookingEvents,
  refundPercent,
  salePriceOf,
  validateAnswers,
  type ActivityBooking,
  type ActivityCancellationRule,
  type ActivityQuestion,
  type BookingDeadlines,
  type BookingStatus,
  type CancellationQuote,
  type createActivityBookingRequest,
  type LocalizedText,
} from '@portal/contracts';
import {
  bookingSummary,
  deadlineAt,
  ProductBookings,
  supplierFailure,
  STRANDED_MS,
  SYSTEM,
  type Actor,
  type BookingBase,
  type BookingModels,
  type Cancelling,
  type SupplierCancel,
  type CardGateway,
  type Clock,
  type CreateSteps,
  type ProductDefinition,
  type ProductRules,
  type SweepRules,
  type WalletClient,
} from '@portal/bookings';
import { AppError, fieldErrors, type Logger, type Outbox, type SessionClaims } from '@portal/service-kit';
import type { Db, ObjectId } from 'mongodb';
import type { z } from 'zod';
import { pricesExpired, type OfferTokens } from '../check/offers';
import type { ActivityReplicas } from '../markups/markups';
import { ACTIVITY_FAILURES, SupplierError, type ActivitySupplier, type SupplierActivityBooking, type SupplierActivityOffer } from '../supplier/supplier';
import { ACTIVITY_TRANSITIONS, RECOVERY, type Recovery } from './statuses';

export type { Actor } from '@portal/bookings';

/** A confirmed booking is asked again (a cancellation on the supplier's side) at most this often; one on request at every sweep. */
export const LOOK_AGAIN_MS = 60_000;

const HOUR_MS = 3_600_000;

/** What an agent may cancel: a booking being booked (`pending`), or whose cancellation is being retried, is not. */
const CANCELLABLE: readonly BookingStatus[] = ['on_request', 'confirmed'];

export type CancelledBy = 'agent' | 'supplier';

type ActivityBookingRequest = z.output<typeof createActivityBookingRequest>;

/** An activity booking: the kit's fields, what was booked as the supplier offered it, who goes, and the supplier's answers. */
export interface ActivityBookingDoc extends BookingBase {
  /** The product as booked (what the voucher and the list show, whatever the supplier's content becomes); `product` is the kit's product name. */
  activity: ActivityBooking['product'];
  option: ActivityBooking['option'];
  /** The supplier's offer as booked: start, travellers, prices, the policy's moments, and its reference. */
  offer: SupplierActivityOffer;
  /** The product's terms in hours before the start: what a cancellation refunds. */
  cancellationRule: ActivityCancellationRule;
  questions: ActivityQuestion[];
  travellers: ActivityBooking['travellers'];
  answers: Record<string, string>;
  leadTraveller: ActivityBooking['leadTraveller'];
  clientReference: string | null;
  /** How the supplier took it: at once, or on request. */
  confirmation: 'instant' | 'on_request';
  /** On request: the supplier's answer is due by then (its money is held until then). */
  answerBy: Date | null;
  /** The supplier's record of the booking (what a later look and a cancellation name). */
  supplierReference: string | null;
  voucherReference: string | null;
  /** The supplier's reason when it rejected or cancelled the booking. */
  supplierReason: LocalizedText | null;
  /** Who runs the activity, for the voucher. */
  operator: { name: string; phone: string } | null;
  confirmedAt: Date | null;
  cancelledBy: CancelledBy | null;
  /** When the sweep last asked the supplier about the booking. */
  lookedAt?: Date;
  /** A cancellation the supplier did not take yet (retried by the sweep from `failure_cancel`). */
  cancelling?: Cancelling | null;
}

const travellerName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

const ACTIVITY_PRODUCT: ProductDefinition<ActivityBookingDoc> = {
  product: 'activities',
  referencePrefix: 'AC',
  transitions: ACTIVITY_TRANSITIONS,
  changed: BookingEvents.activities,
  snapshot: (booking) => ({ customer: travellerName(booking.leadTraveller), currency: booking.offer.currency, purchasePrice: booking.offer.purchasePrice }),
  // One notice shape for every activity event; `reason` and `by` are read by the rejected and cancelled ones only.
  notice: (booking) => ({
    bookingId: booking._id.toHexString(),
    reference: booking.reference,
    agentId: booking.agentId,
    title: booking.activity.title,
    optionTitle: booking.option.title,
    cityName: booking.activity.cityName,
    date: booking.offer.date,
    startTime: booking.offer.startTime,
    travellers: booking.travellers.length,
    leadTraveller: travellerName(booking.leadTraveller),
    voucherReference: booking.voucherReference,
    salePrice: booking.salePrice,
    currency: booking.offer.currency,
    onRequestDeadline: booking.answerBy?.toISOString() ?? null,
    refunded: booking.refunded,
    reason: booking.supplierReason,
    by: booking.cancelledBy ?? 'agent',
  }),
};

const ACTIVITIES: ProductRules<ActivityBookingDoc> = {
  definition: ACTIVITY_PRODUCT,
  moneyKeyPrefix: 'activity',
  priceOf: (booking) => booking.offer,
  passengerFields: ['leadTraveller.lastName', 'leadTraveller.firstName', 'travellers.lastName', 'travellers.firstName'],
};

/** Activities on the booking kit: the supplier's booking (instant or on request), its money, the supplier's later answers, cancellations. */
export class ActivityBookings extends ProductBookings<ActivityBookingDoc, ActivityBooking, ActivityBookingRequest, Recovery> {
  constructor(
    models: BookingModels,
    db: Db,
    private readonly supplier: ActivitySupplier,
    wallet: WalletClient,
    cards: CardGateway,
    private readonly replicas: ActivityReplicas,
    private readonly offers: OfferTokens,
    /** A product photo's absolute URL from its path. */
    private readonly imageUrl: (path: string) => string,
    outbox: Outbox,
    clock: Clock,
    log: Logger,
  ) {
    super({ models, db, wallet, cards, outbox, clock, log, agentName: (userId) => replicas.agentName(userId) }, ACTIVITIES);
  }

  /** How the kit's cancel flow cancels at the activity supplier and writes the agent's cancellation. */
  private readonly cancels: SupplierCancel<ActivityBookingDoc> = {
    failures: ACTIVITY_FAILURES,
    supplier: 'The activity supplier',
    referenceOf: (booking) => booking.supplierReference,
    cancelAt: (reference) => this.supplier.cancel(reference),
    retrying: (cancelling) => ({ cancelling }),
    cancelled: (booking, cancelling, actor, operation) => this.cancelledWith(booking, cancelling, actor, operation, ActivityEvents.cancelled, { cancelledBy: 'agent', cancelling: null }),
  };

  protected sweepRules(): SweepRules<ActivityBookingDoc, Recovery> {
    return {
      holding: ['on_request'],
      holdEnded: ['expired', 'failure_confirm', 'cancelled', 'failure', 'reimbursed'],
      watched: ['on_request', 'confirmed'],
      expire: (booking) => this.expire(booking),
      releaseHold: (booking) => this.money.releaseHold(booking),
      watch: (open) => this.watch(open),
      strandedMs: STRANDED_MS,
      recovery: RECOVERY,
      recover: {
        resolve: (booking) => this.undoAtSupplier(booking, 'recovered: booking cancelled', SYSTEM, this.cancels),
        cancel: (booking) => this.retryCancel(booking, SYSTEM, 'recovered: cancelled', this.cancels, booking.cancelling),
        refund: (booking) => this.money.refund(booking, SYSTEM, 'recovered: refunded'),
      },
    };
  }

  /** The offer opened and asked of the supplier again, the party checked: then booked and paid. */
  protected steps(session: SessionClaims, actor: Actor, request: ActivityBookingRequest): CreateSteps<ActivityBookingDoc> {
    return { open: () => this.open(session, request), place: (booking) => this.place(booking, actor) };
  }

  /** The offer as the supplier quotes it now for this lead traveller, the travellers and answers checked, the price accepted: the booking's own fields. */
  private async open(session: SessionClaims, request: ActivityBookingRequest) {
    const agencyId = session.aid!;
    const now = this.clock.now();
    const claims = this.offers.open(request.offerId, agencyId, now);
    const product = await this.supplier.product(claims.query.productId);
    const option = product?.options.find((candidate) => candidate.optionId === claims.query.optionId);
    if (!product || !option) throw pricesExpired();
    // The travellers are the offer's, in its order (their bands and ages priced it), within the product's bands; the answers pass the same rules as the form's.
    const issues = claims.query.travellers.length === request.travellers.length ? [] : [{ field: 'travellers', reason: 'travellers_do_not_match_offer' }];
    request.travellers.forEach((traveller, i) => {
      const offered = claims.query.travellers[i];
      if (offered && (offered.band !== traveller.band || offered.age !== traveller.age)) issues.push({ field: `travellers.${i}`, reason: 'traveller_does_not_match_offer' });
    });
    issues.push(...activityTravellerIssues(product.ageBands, request.travellers), ...validateAnswers(product.questions, request.travellers, request.answers));
    if (issues.length > 0) throw fieldErrors(issues);
    const offer = await this.currentOffer(claims.query, claims.supplierRef, request.leadTraveller.lastName);
    if (Date.parse(offer.cutoff) <= now) throw fieldErrors([{ field: 'offerId', reason: 'booking_closed' }]);
    const salePrice = salePriceOf((await this.replicas.markup(agencyId)).activities, offer.purchasePrice);
    if (salePrice !== request.acceptedSalePrice) {
      throw new AppError('price_changed', 'The price changed: review it and accept the new price', { salePrice, purchasePrice: offer.purchasePrice }, 409);
    }
    return {
      status: 'pending' as const,
      payment: request.payment,
      salePrice,
      activity: {
        productId: product.productId,
        title: product.title,
        category: product.category,
        cityName: product.cityName,
        countryCode: product.countryCode,
        timeZone: product.timeZone,
        image: product.images[0] ? this.imageUrl(product.images[0]) : '',
        durationMinutes: product.durationMinutes,
        meetingPoint: product.meetingPoint,
      },
      option: { optionId: option.optionId, title: option.title },
      offer,
      cancellationRule: product.cancellationRule,
      questions: product.questions,
      travellers: request.travellers.map(({ band, age, firstName, lastName, answers }) => ({ band, age, firstName, lastName, answers })),
      answers: request.answers,
      leadTraveller: request.leadTraveller,
      clientReference: request.clientReference ?? null,
      confirmation: offer.confirmation,
      answerBy: null,
      supplierReference: null,
      voucherReference: null,
      supplierReason: null,
      operator: null,
      confirmedAt: null,
      cancelledBy: null,
    };
  }

  /** The offer an offer id names, asked of the supplier again with the lead traveller (a sandbox trigger reads the name); "prices expired" once no longer offered. */
  private async currentOffer(query: Parameters<ActivitySupplier['offer']>[0], supplierRef: string, lastName: string): Promise<SupplierActivityOffer> {
    try {
      const offer = await this.supplier.offer(query, supplierRef);
      if (!offer) throw pricesExpired();
      return await this.supplier.reprice(offer, [{ lastName }]);
    } catch (err) {
      throw err instanceof SupplierError ? supplierFailure(err, ACTIVITY_FAILURES) : err;
    }
  }

  /** When an on-request booking must be answered: 72 hours at most, never after the cut-off nor the supplier's own deadline. */
  private answerDeadline(offer: SupplierActivityOffer): Date {
    const limits = [this.clock.now() + ACTIVITY_LIMITS.onRequestMaxHours * HOUR_MS, Date.parse(offer.cutoff), ...(offer.onRequestDeadline ? [Date.parse(offer.onRequestDeadline)] : [])];
    return new Date(Math.min(...limits));
  }

  /** Books at the supplier, then the money: taken when confirmed, held while on request (charged to the agency, which has no balance to hold). */
  private async place(booking: ActivityBookingDoc, actor: Actor): Promise<ActivityBookingDoc> {
    let placed: SupplierActivityBooking;
    try {
      placed = await this.supplier.book(booking.offer, { leadTraveller: booking.leadTraveller, travellers: booking.travellers, answers: booking.answers });
    } catch (err) {
      return this.notBooked(booking, err, actor, ACTIVITY_FAILURES);
    }
    const onRequest = placed.status === 'on_request';
    const answerBy = onRequest ? this.answerDeadline(booking.offer) : null;
    booking = await this.store.update(booking, {
      supplierReference: placed.supplierReference,
      operator: placed.operator ?? null,
      confirmation: onRequest ? 'on_request' : 'instant',
      answerBy,
    });
    const method = booking.payment as 'balance' | 'agency';
    try {
      if (onRequest && method === 'balance') {
        // Marked open before the hold is asked for: a crash in between leaves a hold the recovery releases.
        booking = await this.store.update(booking, { holdOpen: true });
        await this.money.hold(booking);
        return await this.store.move(booking, 'on_request', 'on request at the supplier, amount held', actor, { notice: ActivityEvents.onRequest, set: { holdExpiresAt: answerBy } });
      }
      await this.money.take(booking, method);
    } catch (err) {
      return this.paymentFailed(
        booking,
        err,
        actor,
        (operation) => this.undoAtSupplier(booking, operation, actor, this.cancels),
        () => this.supplier.cancel(placed.supplierReference).catch(() => undefined),
      );
    }
    if (onRequest) {
      return this.store.move(booking, 'on_request', 'on request at the supplier, charged to the agency', actor, {
        notice: ActivityEvents.onRequest,
        set: { paidWith: method, holdExpiresAt: answerBy },
      });
    }
    return this.store.move(booking, 'confirmed', 'confirmed', actor, {
      notice: ActivityEvents.confirmed,
      set: { paidWith: method, voucherReference: placed.voucherReference, confirmedAt: new Date(this.clock.now()) },
    });
  }

  /** The sweep's look at bookings waiting for the supplier's answer, and at confirmed starts not yet begun (a cancellation on its side). */
  private async watch(open: ActivityBookingDoc[]): Promise<void> {
    const now = this.clock.now();
    for (const booking of open) {
      if (!booking.supplierReference || Date.parse(booking.offer.start) <= now) continue;
      if (booking.status === 'confirmed' && booking.lookedAt && now - booking.lookedAt.getTime() < LOOK_AGAIN_MS) continue;
      await this.lookAgain(booking).catch((err: Error) => this.log.warn({ bookingId: booking._id.toHexString(), err: err.message }, 'activity booking check failed'));
    }
  }

  /** The supplier's record again: its answer to a request, or a cancellation on its side. */
  private async lookAgain(booking: ActivityBookingDoc): Promise<void> {
    const record = await this.supplier.retrieve(booking.supplierReference!);
    booking = await this.store.update(booking, { lookedAt: new Date(this.clock.now()) });
    if (booking.status === 'on_request') {
      if (record.status === 'confirmed') await this.supplierConfirmed(booking, record);
      else if (record.status === 'rejected' || record.status === 'cancelled') await this.reject(booking, record.reason);
      return;
    }
    if (record.status === 'cancelled' || record.status === 'rejected') await this.supplierCancelled(booking, ActivityEvents.cancelled, { cancelledBy: 'supplier', supplierReason: record.reason });
  }

  /** The supplier confirmed a request: the held amount captured, the voucher issued. */
  private async supplierConfirmed(booking: ActivityBookingDoc, record: SupplierActivityBooking): Promise<void> {
    booking = await this.captureHold(booking);
    await this.store.move(booking, 'confirmed', 'confirmed by the supplier', SYSTEM, {
      notice: ActivityEvents.confirmed,
      set: { voucherReference: record.voucherReference, holdExpiresAt: null, confirmedAt: new Date(this.clock.now()) },
    });
  }

  /** A request the supplier rejected: the held amount released (or an agency charge refunded). */
  private reject(booking: ActivityBookingDoc, reason: LocalizedText | null): Promise<void> {
    return this.refused(booking, 'rejected by the supplier', ActivityEvents.rejected, { supplierReason: reason });
  }

  /** A request not answered by its deadline: withdrawn at the supplier, the held amount released. */
  private expire(booking: ActivityBookingDoc): Promise<void> {
    return this.expireAtSupplier(booking, 'no answer from the supplier in time', ActivityEvents.expired, this.cancels);
  }

  /** Activities are paid at booking: nothing is left to pay. */
  async pay(session: SessionClaims, _actor: Actor, id: ObjectId): Promise<ActivityBookingDoc> {
    const booking = await this.store.get(session, id);
    throw new AppError('invalid_transition', 'Activity bookings are paid at booking', { from: booking.status, to: 'confirmed' }, 409);
  }

  /** The activity's start. */
  travelStartsAt(booking: ActivityBookingDoc): Date {
    return this.startOf(booking);
  }

  /** When cancelling is no longer possible: the start, in the product's time zone. */
  startOf(booking: ActivityBookingDoc): Date {
    return new Date(booking.offer.start);
  }

  /**
   * What cancelling now would do, by the product's terms (free until N hours before, partial, all
   * sales final) at the hours left before the start: one on request ends free (its hold released,
   * an agency charge refunded); from the start it is refused.
   */
  quote(booking: ActivityBookingDoc): CancellationQuote {
    const start = this.startOf(booking);
    const base = { currency: booking.offer.currency, deadline: start.toISOString(), reason: null };
    const refused = (reason: 'invalid_transition' | 'cancellation_deadline_missed') => ({ ...base, allowed: false, kind: 'none' as const, refund: 0, penalty: 0, reason });
    const now = this.clock.now();
    if (!CANCELLABLE.includes(booking.status)) return refused('invalid_transition');
    if (now >= start.getTime()) return refused('cancellation_deadline_missed');
    const paid = booking.paidWith ? booking.offer.purchasePrice : 0;
    if (booking.status !== 'confirmed') return { ...base, allowed: true, kind: paid > 0 ? 'refund' : 'none', refund: paid, penalty: 0 };
    const refund = Math.round((paid * refundPercent(booking.cancellationRule, (start.getTime() - now) / HOUR_MS)) / 100);
    return { ...base, allowed: true, kind: refund > 0 ? 'refund' : 'none', refund, penalty: paid - refund };
  }

  /** Cancels as the quote says (the kit's flow): at the supplier, then the fees and the refund; on request, withdrawn with its hold released (an agency charge refunded). */
  cancel(session: SessionClaims, actor: Actor, id: ObjectId): Promise<ActivityBookingDoc> {
    return this.cancelAsQuoted(session, actor, id, this.cancels);
  }

  /** Deadlines at the activity's place: no payment one (paid at booking), cancelling free, cancelling at all (the start). */
  deadlines(booking: ActivityBookingDoc): BookingDeadlines {
    const { timeZone } = booking.activity;
    const { refundable, freeUntil } = booking.offer.cancellation;
    return {
      payment: null,
      freeCancellation: deadlineAt(refundable ? freeUntil : null, timeZone),
      cancellation: deadlineAt(this.startOf(booking), timeZone),
    };
  }

  summaryOf(booking: ActivityBookingDoc): Omit<ActivityBooking, 'history'> {
    const { cardPaymentUrl: _card, payment: _payment, ...common } = bookingSummary(booking);
    const { offer } = booking;
    const at = (moment: string | Date | null) => deadlineAt(moment, booking.activity.timeZone);
    return {
      ...common,
      payment: booking.payment as 'balance' | 'agency',
      product: booking.activity,
      option: booking.option,
      date: offer.date,
      startTime: offer.startTime,
      start: at(offer.start)!,
      travellers: booking.travellers,
      answers: booking.answers,
      questions: booking.questions,
      leadTraveller: booking.leadTraveller,
      confirmation: booking.confirmation,
      onRequestDeadline: at(booking.answerBy),
      voucherReference: booking.voucherReference,
      supplierReason: booking.supplierReason,
      cancellation: {
        refundable: offer.cancellation.refundable,
        freeUntil: at(offer.cancellation.freeUntil),
        penalties: offer.cancellation.penalties.map((penalty) => ({ from: at(penalty.from)!, amount: penalty.amount })),
      },
      clientReference: booking.clientReference,
      currency: offer.currency,
      purchasePrice: offer.purchasePrice,
      confirmedAt: booking.confirmedAt?.toISOString() ?? null,
      deadlines: this.deadlines(booking),
    };
  }
}
