import {
  type BookingOperation,
  BookingEvents,
  guestIssues,
  HotelEvents,
  nightsBetween,
  PAY_LATER_MARGIN_MS,
  PAY_LATER_REMINDER_DAYS,
  salePriceOf,
  type BookingDeadlines,
  type BookingStatus,
  type CancellationQuote,
  type HotelBooking,
  type HotelGuest,
  type createHotelBookingRequest,
} from '@portal/contracts';
import {
  bookingSummary,
  deadlineAt,
  instantAt,
  PayLater,
  payLaterTerms,
  ProductBookings,
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
  type PayLaterFields,
  type ProductDefinition,
  type ProductRules,
  type SweepRules,
  type WalletClient,
} from '@portal/bookings';
import { AppError, type Logger, type Outbox, type SessionClaims } from '@portal/service-kit';
import type { Db, ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { HotelReplicas } from '../markups/markups';
import { HOTEL_FAILURES, type HotelSupplier, type HotelSupplierSearch, type SupplierHotelBooking, type SupplierRate } from '../supplier/supplier';
import { HOTEL_TRANSITIONS, RECOVERY, type Recovery } from './statuses';

export type { Actor } from '@portal/bookings';

/** A confirmed booking with its hotel number is asked again (a cancellation on the supplier's side) at most this often; others at every sweep. */
export const LOOK_AGAIN_MS = 60_000;

/** How long the hotel has to answer an on-request booking; its money stays held meanwhile, then it expires and is released. */
export const ON_REQUEST_MS = 48 * 60 * 60 * 1000;

/** What an agent may cancel: a booking being booked or paid (`pending`), or whose cancellation is being retried, is not. */
const CANCELLABLE: readonly BookingStatus[] = ['on_request', 'awaiting_payment', 'confirmed'];

export type CancelReason = 'agent' | 'supplier' | 'payment_deadline';

/** The hotel as the booking keeps it (what the voucher and the summary show, whatever the supplier's content becomes). */
export type BookedHotel = HotelBooking['hotel'];

/** A hotel booking: the kit's fields, the stay, the rate as booked and the hotel's answers. */
export interface HotelBookingDoc extends BookingBase, PayLaterFields {
  hotel: BookedHotel;
  stay: { checkIn: string; checkOut: string; nights: number; nationality: string };
  /** The supplier's rate as booked: price, rooms, policy, comments, and its reference. */
  rate: SupplierRate;
  rooms: HotelBooking['rooms'];
  specialRequests: string | null;
  clientReference: string | null;
  /** The supplier's record of the booking (what a later look and a cancellation name). */
  supplierReference: string | null;
  hotelConfirmationNumber: string | null;
  confirmedAt: Date | null;
  cancelReason: CancelReason | null;
  /** When the sweep last asked the supplier about the booking. */
  lookedAt?: Date;
  /** A cancellation the supplier did not take yet (retried by the sweep from `failure_cancel`). */
  cancelling?: Cancelling | null;
}

type HotelBookingRequest = z.output<typeof createHotelBookingRequest>;

/** The rate a token names, as the supplier quotes it now for these guests (the search's rate tokens). */
export interface BookableRates {
  current(rateId: string, agencyId: string, guests: { lastName: string }[]): Promise<{ stay: HotelSupplierSearch; rate: SupplierRate }>;
}

const guestName = (guest: HotelGuest) => `${guest.firstName} ${guest.lastName}`;

const HOTEL_PRODUCT: ProductDefinition<HotelBookingDoc> = {
  product: 'hotels',
  referencePrefix: 'HT',
  transitions: HOTEL_TRANSITIONS,
  changed: BookingEvents.hotels,
  snapshot: (booking) => ({ customer: booking.rooms.map((r) => guestName(r.leadGuest)).join(', '), currency: booking.rate.currency, purchasePrice: booking.rate.purchasePrice }),
  // One notice shape for every hotel event; `reason` is read by the cancelled one only.
  notice: (booking) => ({
    bookingId: booking._id.toHexString(),
    reference: booking.reference,
    agentId: booking.agentId,
    hotelName: booking.hotel.name,
    cityName: booking.hotel.cityName,
    checkIn: booking.stay.checkIn,
    checkOut: booking.stay.checkOut,
    nights: booking.stay.nights,
    rooms: booking.rooms.length,
    leadGuest: guestName(booking.rooms[0]!.leadGuest),
    hotelConfirmationNumber: booking.hotelConfirmationNumber,
    salePrice: booking.salePrice,
    currency: booking.rate.currency,
    paymentDeadline: booking.payLater?.deadline.toISOString() ?? null,
    refunded: booking.refunded,
    reason: booking.cancelReason ?? 'agent',
  }),
};

const HOTELS: ProductRules<HotelBookingDoc> = {
  definition: HOTEL_PRODUCT,
  moneyKeyPrefix: 'hotel',
  priceOf: (booking) => booking.rate,
  passengerFields: ['rooms.leadGuest.lastName', 'rooms.leadGuest.firstName'],
};

/** Hotels on the booking kit: the supplier's booking (confirmed or on request), its money, pay-later, the hotel's later answers, cancellations. */
export class HotelBookings extends ProductBookings<HotelBookingDoc, HotelBooking, HotelBookingRequest, Recovery> {
  readonly payLater: PayLater<HotelBookingDoc>;

  constructor(
    models: BookingModels,
    db: Db,
    private readonly supplier: HotelSupplier,
    wallet: WalletClient,
    cards: CardGateway,
    private readonly replicas: HotelReplicas,
    private readonly rates: BookableRates,
    /** A hotel photo's absolute URL from its path. */
    private readonly imageUrl: (path: string) => string,
    outbox: Outbox,
    clock: Clock,
    log: Logger,
  ) {
    super({ models, db, wallet, cards, outbox, clock, log, agentName: (userId) => replicas.agentName(userId) }, HOTELS);
    this.payLater = new PayLater(
      this.store,
      this.money,
      { reminderDays: PAY_LATER_REMINDER_DAYS, reminder: HotelEvents.paymentReminder, paid: HotelEvents.confirmed, lapse: (booking) => this.lapse(booking) },
      log,
    );
  }

  /** How the kit's cancel flow cancels at the hotel supplier and writes the agent's cancellation. */
  private readonly cancels: SupplierCancel<HotelBookingDoc> = {
    failures: HOTEL_FAILURES,
    supplier: 'The hotel supplier',
    referenceOf: (booking) => booking.supplierReference,
    cancelAt: (reference) => this.supplier.cancel(reference),
    retrying: (cancelling) => ({ cancelling }),
    cancelled: (booking, cancelling, actor, operation) => this.cancelledWith(booking, cancelling, actor, operation, HotelEvents.cancelled, { cancelReason: 'agent', cancelling: null }),
  };

  protected sweepRules(): SweepRules<HotelBookingDoc, Recovery> {
    return {
      holding: ['on_request'],
      holdEnded: ['expired', 'failure_confirm', 'cancelled', 'failure', 'reimbursed'],
      watched: ['on_request', 'awaiting_payment', 'confirmed'],
      expire: (booking) => this.expire(booking),
      releaseHold: (booking) => this.money.releaseHold(booking),
      watch: (open) => this.watch(open),
      strandedMs: STRANDED_MS,
      recovery: RECOVERY,
      recover: {
        resolve: (booking) => (booking.settling ? this.payLater.settle(booking) : this.undoAtSupplier(booking, 'recovered: booking cancelled', SYSTEM, this.cancels)),
        cancel: (booking) => this.retryCancel(booking, SYSTEM, 'recovered: cancelled', this.cancels, booking.cancelling),
        refund: (booking) => this.money.refund(booking, SYSTEM, 'recovered: refunded'),
      },
    };
  }

  /** The rate re-checked, then booked at the supplier and paid. */
  protected steps(session: SessionClaims, actor: Actor, request: HotelBookingRequest): CreateSteps<HotelBookingDoc> {
    return { open: () => this.open(session, request), place: (booking) => this.place(booking, actor) };
  }

  /** The rate re-checked at the supplier with the guests, the rooms and the price checked: the booking's own fields. */
  private async open(session: SessionClaims, request: HotelBookingRequest) {
    const agencyId = session.aid!;
    const field = (name: string, reason: string) => new AppError('validation_failed', undefined, { fields: [{ field: name, reason }] });
    const { stay, rate } = await this.rates.current(
      request.rateId,
      agencyId,
      request.rooms.map((r) => r.leadGuest),
    );
    if (request.rooms.length !== stay.rooms.length) throw field('rooms', 'rooms_do_not_match_search');
    const issues = guestIssues(request.rooms);
    if (issues.length > 0) throw new AppError('validation_failed', undefined, { fields: issues });
    const now = this.clock.now();
    let payLater = null;
    if (request.payment === 'pay_later') {
      if (rate.payment !== 'pay_later' || !rate.supplierPaymentDeadline) throw field('payment', 'not_a_pay_later_rate');
      const deadline = new Date(Date.parse(rate.supplierPaymentDeadline) - PAY_LATER_MARGIN_MS);
      if (deadline.getTime() <= now) throw field('payment', 'payment_deadline_passed');
      payLater = payLaterTerms(deadline, now, PAY_LATER_REMINDER_DAYS);
    }
    const salePrice = salePriceOf((await this.replicas.markup(agencyId)).hotels, rate.purchasePrice);
    if (salePrice !== request.acceptedSalePrice) {
      throw new AppError('price_changed', 'The price changed: review it and accept the new price', { salePrice, purchasePrice: rate.purchasePrice }, 409);
    }
    const hotel = await this.supplier.hotel(rate.hotelId);
    if (!hotel) throw new AppError('prices_expired', 'Prices expired, refresh the search', undefined, 409);
    const { description: _description, facilities: _facilities, images, cityId: _cityId, ...shown } = hotel;
    return {
      status: 'pending' as const,
      // Pay-later is paid from the balance at the deadline unless the agent pays otherwise before.
      payment: request.payment === 'pay_later' ? ('balance' as const) : request.payment,
      payLater,
      salePrice,
      hotel: { ...shown, image: images[0] ? this.imageUrl(images[0]) : '' },
      stay: { checkIn: stay.checkIn, checkOut: stay.checkOut, nights: nightsBetween(stay.checkIn, stay.checkOut), nationality: stay.nationality },
      rate,
      rooms: rate.rooms.map((room, i) => ({
        roomType: rate.roomType,
        board: rate.board,
        adults: room.adults,
        childrenAges: room.childrenAges,
        purchasePrice: room.purchasePrice,
        leadGuest: request.rooms[i]!.leadGuest,
      })),
      specialRequests: request.specialRequests ?? null,
      clientReference: request.clientReference ?? null,
      supplierReference: null,
      hotelConfirmationNumber: null,
      confirmedAt: null,
      cancelReason: null,
    };
  }

  /** Books at the supplier, then the money: taken when confirmed, held while on request, nothing for pay-later. */
  private async place(booking: HotelBookingDoc, actor: Actor): Promise<HotelBookingDoc> {
    let placed: SupplierHotelBooking;
    try {
      placed = await this.supplier.book(
        booking.rate,
        booking.rooms.map((r) => ({ leadGuest: r.leadGuest })),
      );
    } catch (err) {
      return this.notBooked(booking, err, actor, HOTEL_FAILURES);
    }
    const recorded = { supplierReference: placed.supplierReference, hotelConfirmationNumber: placed.hotelConfirmationNumber };
    booking = await this.store.update(booking, recorded);
    const onRequest = placed.status === 'on_request';
    const answerBy = new Date(this.clock.now() + ON_REQUEST_MS);
    if (booking.payLater) {
      if (onRequest) return this.store.move(booking, 'on_request', 'on request at the hotel', actor, { notice: HotelEvents.onRequest, set: { holdExpiresAt: answerBy } });
      return this.store.move(booking, 'awaiting_payment', 'booked, to be paid by the deadline', actor, { notice: HotelEvents.awaitingPayment, set: { confirmedAt: new Date(this.clock.now()) } });
    }
    const method = booking.payment as 'balance' | 'agency';
    try {
      if (onRequest && method === 'balance') {
        // Marked open before the hold is asked for: a crash in between leaves a hold the recovery releases.
        booking = await this.store.update(booking, { holdOpen: true });
        await this.money.hold(booking);
        return await this.store.move(booking, 'on_request', 'on request at the hotel, amount held', actor, { notice: HotelEvents.onRequest, set: { holdExpiresAt: answerBy } });
      }
      // Charged to the agency (a credit, with no balance to hold) or taken from the balance.
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
    const paid = { paidWith: method };
    if (onRequest) return this.store.move(booking, 'on_request', 'on request at the hotel, charged to the agency', actor, { notice: HotelEvents.onRequest, set: { ...paid, holdExpiresAt: answerBy } });
    return this.store.move(booking, 'confirmed', 'confirmed', actor, { notice: HotelEvents.confirmed, set: { ...paid, confirmedAt: new Date(this.clock.now()) } });
  }

  /** The sweep's look at the bookings waiting for the hotel or the agent. */
  private async watch(open: HotelBookingDoc[]): Promise<void> {
    const now = this.clock.now();
    const today = new Date(now).toISOString().slice(0, 10);
    for (const booking of open) {
      // Stays already over are not asked about again; a settled one not every sweep.
      if (booking.stay.checkOut < today || !booking.supplierReference) continue;
      if (booking.status === 'awaiting_payment' && booking.payLater && booking.payLater.deadline.getTime() <= now) continue;
      if (booking.status !== 'on_request' && booking.hotelConfirmationNumber && booking.lookedAt && now - booking.lookedAt.getTime() < LOOK_AGAIN_MS) continue;
      await this.lookAgain(booking).catch((err: Error) => this.log.warn({ bookingId: booking._id.toHexString(), err: err.message }, 'hotel booking check failed'));
    }
    const waiting = await this.store.findMany({ _id: { $in: open.filter((b) => b.status === 'awaiting_payment').map((b) => b._id) }, status: 'awaiting_payment' });
    await this.payLater.watch(waiting);
  }

  /** The supplier's record again: the hotel's answer to a request, a confirmation number that arrived, a cancellation on its side. */
  private async lookAgain(booking: HotelBookingDoc): Promise<void> {
    const record = await this.supplier.retrieve(booking.supplierReference!);
    booking = await this.store.update(booking, { lookedAt: new Date(this.clock.now()) });
    if (record.status === 'cancelled' && booking.status !== 'on_request') {
      await this.supplierCancelled(booking, HotelEvents.cancelled, { cancelReason: 'supplier' });
      return;
    }
    if (booking.status === 'on_request') {
      if (record.status === 'confirmed') await this.hotelConfirmed(booking, record.hotelConfirmationNumber);
      else if (record.status === 'refused' || record.status === 'cancelled') await this.refuse(booking, 'refused by the hotel');
      return;
    }
    if (!booking.hotelConfirmationNumber && record.hotelConfirmationNumber) {
      const numbered = await this.store.update(booking, { hotelConfirmationNumber: record.hotelConfirmationNumber });
      // The confirmation again, now with the hotel's number, so the voucher sent with it carries it.
      if (numbered.status === 'confirmed') await this.store.announce(numbered, HotelEvents.confirmed, 'hotel-confirmation-number');
    }
  }

  /** The hotel confirmed a request: the held amount captured (pay-later: now waiting for its payment). */
  private async hotelConfirmed(booking: HotelBookingDoc, hotelConfirmationNumber: string | null): Promise<void> {
    const number = { hotelConfirmationNumber: hotelConfirmationNumber ?? booking.hotelConfirmationNumber };
    if (booking.payLater) {
      await this.store.move(booking, 'awaiting_payment', 'confirmed by the hotel', SYSTEM, {
        notice: HotelEvents.awaitingPayment,
        set: { ...number, holdExpiresAt: null, confirmedAt: new Date(this.clock.now()) },
      });
      return;
    }
    booking = await this.captureHold(booking);
    await this.store.move(booking, 'confirmed', 'confirmed by the hotel', SYSTEM, {
      notice: HotelEvents.confirmed,
      set: { ...number, holdExpiresAt: null, confirmedAt: new Date(this.clock.now()) },
    });
  }

  /** A request the hotel refused: the held amount released (or an agency charge refunded). */
  private refuse(booking: HotelBookingDoc, operation: BookingOperation): Promise<void> {
    return this.refused(booking, operation, HotelEvents.refused, {});
  }

  /** A request the hotel did not answer in time: withdrawn at the supplier, the held amount released. */
  private expire(booking: HotelBookingDoc): Promise<void> {
    return this.expireAtSupplier(booking, 'no answer from the hotel in time', HotelEvents.refused, this.cancels);
  }

  /** Pay-later at its deadline with the balance short: cancelled at the supplier before its penalties start. */
  private async lapse(booking: HotelBookingDoc): Promise<HotelBookingDoc> {
    if (booking.supplierReference) await this.supplier.cancel(booking.supplierReference);
    return this.store.move(booking, 'cancelled', 'payment deadline passed, balance short: cancelled', SYSTEM, { notice: HotelEvents.cancelled, set: { cancelReason: 'payment_deadline' } });
  }

  /** The agent pays a pay-later booking before its deadline. */
  async pay(session: SessionClaims, actor: Actor, id: ObjectId, method: 'balance' | 'agency'): Promise<HotelBookingDoc> {
    const booking = await this.store.get(session, id);
    if (!booking.payLater) throw new AppError('invalid_transition', 'This booking is not paid later', { from: booking.status, to: 'confirmed' }, 409);
    return this.payLater.pay(booking, method, actor);
  }

  /** Check-in at the hotel, in its time zone. */
  travelStartsAt(booking: HotelBookingDoc): Date {
    return this.checkInAt(booking);
  }

  /** When cancelling is no longer possible: check-in at the hotel, in its time zone. */
  checkInAt(booking: HotelBookingDoc): Date {
    return instantAt(booking.stay.checkIn, booking.hotel.checkInFrom, booking.hotel.timeZone);
  }

  /** The penalty in force now by the rate's policy: nothing until `freeUntil`, then the latest penalty started; all of it when non-refundable. */
  private penaltyNow(booking: HotelBookingDoc, now: number): number {
    const { refundable, cancellation, purchasePrice } = booking.rate;
    if (!refundable) return purchasePrice;
    if (cancellation.freeUntil && now < Date.parse(cancellation.freeUntil)) return 0;
    const started = cancellation.penalties.filter((p) => Date.parse(p.from) <= now);
    return Math.min(
      purchasePrice,
      started.reduce((most, p) => Math.max(most, p.amount), 0),
    );
  }

  /**
   * What cancelling now would do, by the rate's policy: an unpaid pay-later booking or one still on
   * request ends free; a confirmed one returns what was paid less the penalty in force; after
   * check-in it is refused.
   */
  quote(booking: HotelBookingDoc): CancellationQuote {
    const checkIn = this.checkInAt(booking);
    const base = { currency: booking.rate.currency, deadline: checkIn.toISOString(), reason: null };
    const refused = (reason: 'invalid_transition' | 'cancellation_deadline_missed') => ({ ...base, allowed: false, kind: 'none' as const, refund: 0, penalty: 0, reason });
    const now = this.clock.now();
    if (!CANCELLABLE.includes(booking.status)) return refused('invalid_transition');
    if (now >= checkIn.getTime()) return refused('cancellation_deadline_missed');
    const paid = booking.paidWith ? booking.rate.purchasePrice : 0;
    if (booking.status !== 'confirmed') return { ...base, allowed: true, kind: paid > 0 ? 'refund' : 'none', refund: paid, penalty: 0 };
    const penalty = booking.paidWith ? this.penaltyNow(booking, now) : 0;
    const refund = paid - penalty;
    return { ...base, allowed: true, kind: refund > 0 ? 'refund' : 'none', refund, penalty };
  }

  /** Cancels as the quote says (the kit's flow): at the supplier, then the fees and the refund; on request or unpaid, a hold released. */
  cancel(session: SessionClaims, actor: Actor, id: ObjectId): Promise<HotelBookingDoc> {
    return this.cancelAsQuoted(session, actor, id, this.cancels);
  }

  /** Deadlines at the hotel: paying (pay-later), cancelling free, cancelling at all (check-in). */
  deadlines(booking: HotelBookingDoc): BookingDeadlines {
    const { timeZone } = booking.hotel;
    const { refundable, cancellation } = booking.rate;
    const unpaid = !booking.paidWith;
    return {
      payment: deadlineAt(booking.payLater && unpaid ? booking.payLater.deadline : null, timeZone),
      freeCancellation: deadlineAt(unpaid && booking.payLater ? booking.payLater.deadline : refundable ? cancellation.freeUntil : null, timeZone),
      cancellation: deadlineAt(this.checkInAt(booking), timeZone),
    };
  }

  summaryOf(booking: HotelBookingDoc): Omit<HotelBooking, 'history'> {
    const { cardPaymentUrl: _card, payment: _payment, ...common } = bookingSummary(booking);
    const { rate } = booking;
    const policy = (at: string | null) => deadlineAt(at, booking.hotel.timeZone);
    return {
      ...common,
      payment: booking.payLater ? 'pay_later' : (booking.payment as 'balance' | 'agency'),
      hotel: booking.hotel,
      checkIn: booking.stay.checkIn,
      checkOut: booking.stay.checkOut,
      nights: booking.stay.nights,
      nationality: booking.stay.nationality,
      rooms: booking.rooms,
      refundable: rate.refundable,
      cancellation: {
        refundable: rate.refundable,
        freeUntil: policy(rate.cancellation.freeUntil),
        penalties: rate.cancellation.penalties.map((p) => ({ from: policy(p.from)!, amount: p.amount })),
      },
      rateComments: rate.comments,
      specialRequests: booking.specialRequests,
      clientReference: booking.clientReference,
      hotelConfirmationNumber: booking.hotelConfirmationNumber,
      currency: rate.currency,
      purchasePrice: rate.purchasePrice,
      confirmedAt: booking.confirmedAt?.toISOString() ?? null,
      deadlines: this.deadlines(booking),
    };
  }
}
