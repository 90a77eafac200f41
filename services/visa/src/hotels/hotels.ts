import {
  BookingEvents,
  canMoveHotelVisa,
  HOTEL_VISA_CANCELLABLE,
  HOTEL_VISA_LIMITS,
  HotelVisaEvents,
  hotelVisaAutoCancelAt,
  hotelVisaDatesIssue,
  hotelVisaNights,
  hotelVisaWarningAt,
  type BookingDeadlines,
  type BookingOperation,
  type CancellationQuote,
  type CreateHotelVisaReservation,
  type EventDefinition,
  type HotelVisaBudgetBand,
  type HotelVisaCanceller,
  type HotelVisaConfirmation,
  type HotelVisaListQuery,
  type HotelVisaRoom,
  type HotelVisaRow,
  type HotelVisaStatus,
  type HotelVisaView,
} from '@portal/contracts';
import { LIST_SORT, ProductBookings, SYSTEM, Transitions, type Actor, type BookingBase, type BookingParts, type CreateSteps, type SweepRules } from '@portal/bookings';
import { AppError, dayRange, fieldErrors, findPage, type PageQuery, type SessionClaims } from '@portal/service-kit';
import type { Filter, ObjectId } from 'mongodb';

/** The collections of hotel visa reservations (the kit's booking and history documents), apart from visa requests'. */
export const HOTEL_VISA_COLLECTIONS = { bookings: 'hotel_visa_bookings', history: 'hotel_visa_booking_history' };

/** A hotel visa reservation: a kit booking whose own status (`hotelVisaStatus`) moves beside the kit's. */
export interface HotelVisaDoc extends BookingBase {
  hotelVisaStatus: HotelVisaStatus;
  cancelledBy: HotelVisaCanceller | null;
  city: string;
  area: string | null;
  arrival: string;
  departure: string;
  rooms: HotelVisaRoom[];
  budgetBand: HotelVisaBudgetBand;
  confirmation: (HotelVisaConfirmation & { confirmedAt: Date }) | null;
  refusalReason: string | null;
  autoCancelAt: Date;
  warnedAt: Date | null;
  currency: string;
}

/** The kit's status for each of the reservation's: a request on request, a confirmation awaiting its payment, a conversion confirmed and paid. */
const KIT_STATUS = {
  requested: 'on_request',
  confirmed: 'awaiting_payment',
  refused: 'failure_confirm',
  cancelled: 'cancelled',
  converted: 'confirmed',
} as const satisfies Record<HotelVisaStatus, BookingBase['status']>;

const KIT_TRANSITIONS = new Transitions({
  on_request: ['awaiting_payment', 'failure_confirm', 'cancelled'],
  awaiting_payment: ['cancelled', 'confirmed'],
  // A conversion whose money came back after a race (see `convert`).
  cancelled: ['reimbursed'],
});

/** Reservations the clock may cancel: still waiting for the desk or for a conversion. */
const OPEN: readonly BookingBase['status'][] = [KIT_STATUS.requested, KIT_STATUS.confirmed];

const occupantsOf = (booking: Pick<HotelVisaDoc, 'rooms'>) => booking.rooms.flatMap((room) => room.occupants);
const clientOf = (booking: Pick<HotelVisaDoc, 'rooms'>) => {
  const lead = occupantsOf(booking)[0];
  return lead ? `${lead.firstName} ${lead.lastName}` : '';
};
const stayPriceOf = (booking: HotelVisaDoc) => (booking.confirmation ? booking.confirmation.pricePerNight * Math.max(1, hotelVisaNights(booking.arrival, booking.departure)) : null);

/** Where a reservation's letter is read behind the main server (and by the notifications service through the internal route). */
export const letterPath = (id: string) => `/visa/hotel-reservations/${id}/letter`;

/**
 * Hotel visa reservations on the booking kit (prefix HV): requested by an agency, confirmed with a
 * hotel or refused by the desk, cancelled by the agency or automatically three days before arrival
 * (warned a day earlier), or converted into a stay paid through the kit's money.
 */
export class HotelVisaReservations extends ProductBookings<HotelVisaDoc, HotelVisaView, CreateHotelVisaReservation, never> {
  constructor(parts: BookingParts) {
    super(parts, {
      definition: {
        product: 'visa',
        referencePrefix: 'HV',
        transitions: KIT_TRANSITIONS,
        changed: BookingEvents.visa,
        snapshot: (booking) => ({ customer: clientOf(booking), currency: booking.currency, purchasePrice: stayPriceOf(booking) ?? 0 }),
        notice: (booking) => ({
          reservationId: booking._id.toHexString(),
          reference: booking.reference,
          agencyId: booking.agencyId,
          agentId: booking.agentId,
          city: booking.city,
          arrival: booking.arrival,
          departure: booking.departure,
          client: clientOf(booking),
          status: booking.hotelVisaStatus,
          autoCancelAt: booking.autoCancelAt.toISOString(),
          hotelName: booking.confirmation?.hotelName ?? '',
          confirmationNumber: booking.confirmation?.confirmationNumber ?? '',
          letterPath: letterPath(booking._id.toHexString()),
          reason: booking.refusalReason ?? '',
          stayPrice: stayPriceOf(booking) ?? 0,
          currency: booking.currency,
        }),
      },
      moneyKeyPrefix: 'hotel-visa',
      priceOf: (booking) => ({ currency: booking.currency, purchasePrice: stayPriceOf(booking) ?? 0 }),
      passengerFields: ['rooms.occupants.lastName', 'rooms.occupants.firstName'],
    });
  }

  protected sweepRules(): SweepRules<HotelVisaDoc, never> {
    return {
      holding: [],
      holdEnded: [],
      watched: OPEN,
      expire: async () => undefined,
      releaseHold: (booking) => this.money.releaseHold(booking),
      watch: (open) => this.watch(open),
      strandedMs: 60_000,
      recovery: { cancelled: 'refund' },
      recover: { refund: (booking) => this.money.refund(booking, SYSTEM, 'recovered: refunded') },
    };
  }

  protected steps(session: SessionClaims, actor: Actor, request: CreateHotelVisaReservation): CreateSteps<HotelVisaDoc> {
    return {
      open: async () => {
        const today = new Date(this.clock.now()).toISOString().slice(0, 10);
        const issue = hotelVisaDatesIssue(request.arrival, request.departure, today);
        if (issue) throw fieldErrors([issue]);
        return {
          status: KIT_STATUS.requested,
          hotelVisaStatus: 'requested',
          cancelledBy: null,
          payment: 'balance',
          salePrice: 0,
          city: request.city.trim(),
          area: request.area?.trim() || null,
          arrival: request.arrival,
          departure: request.departure,
          rooms: request.rooms.map((room) => ({ occupants: room.occupants.map((o) => ({ ...o, age: o.type === 'child' ? (o.age ?? null) : null })) })),
          budgetBand: request.budgetBand,
          confirmation: null,
          refusalReason: null,
          autoCancelAt: hotelVisaAutoCancelAt(request.arrival),
          warnedAt: null,
          currency: HOTEL_VISA_LIMITS.currency,
        };
      },
      // Nothing to book or pay yet: the request's entry is written and the desk told.
      place: async (booking) => {
        const placed = await this.store.flush(booking);
        await this.store.announce(placed, HotelVisaEvents.requested, 'requested');
        return placed;
      },
    };
  }

  travelStartsAt(booking: HotelVisaDoc): Date {
    return new Date(`${booking.arrival}T00:00:00Z`);
  }

  deadlines(booking: HotelVisaDoc): BookingDeadlines {
    const at = booking.autoCancelAt.toISOString();
    // The automatic cancellation is midnight UTC: told in UTC.
    return { payment: null, freeCancellation: null, cancellation: { utc: at, local: at.replace('Z', '+00:00'), timeZone: 'UTC' } };
  }

  summaryOf(booking: HotelVisaDoc): Omit<HotelVisaView, 'history'> {
    const occupants = occupantsOf(booking);
    const row: HotelVisaRow = {
      id: booking._id.toHexString(),
      reference: booking.reference,
      status: booking.hotelVisaStatus,
      cancelledBy: booking.cancelledBy,
      city: booking.city,
      area: booking.area,
      arrival: booking.arrival,
      departure: booking.departure,
      nights: hotelVisaNights(booking.arrival, booking.departure),
      rooms: booking.rooms.length,
      occupants: occupants.length,
      client: clientOf(booking),
      budgetBand: booking.budgetBand,
      autoCancelAt: booking.autoCancelAt.toISOString(),
      agencyId: booking.agencyId,
      agentName: booking.agentName,
      createdAt: booking.createdAt.toISOString(),
    };
    return {
      ...row,
      roomsDetail: booking.rooms,
      confirmation: booking.confirmation ? { ...booking.confirmation, confirmedAt: booking.confirmation.confirmedAt.toISOString() } : null,
      refusalReason: booking.refusalReason,
      stayPrice: stayPriceOf(booking),
      currency: booking.currency,
      paidWith: booking.paidWith,
      warnedAt: booking.warnedAt?.toISOString() ?? null,
    };
  }

  /** Cancelling costs nothing (nothing is paid before a conversion); a converted, refused or cancelled reservation cannot be. */
  quote(booking: HotelVisaDoc): CancellationQuote {
    const allowed = HOTEL_VISA_CANCELLABLE.includes(booking.hotelVisaStatus);
    return { allowed, kind: 'none', refund: 0, penalty: 0, currency: booking.currency, deadline: booking.autoCancelAt.toISOString(), reason: allowed ? null : 'invalid_transition' };
  }

  async cancel(session: SessionClaims, actor: Actor, id: ObjectId): Promise<HotelVisaDoc> {
    const booking = await this.store.get(session, id);
    this.refuseUnquoted(booking, this.quote(booking), `A hotel visa reservation that is ${booking.hotelVisaStatus} cannot be cancelled`);
    return this.moveTo(booking, 'cancelled', 'cancelled', actor, { cancelledBy: 'agency' });
  }

  /** Converts a confirmed reservation into a stay paid from the balance or charged to the agency: the money is keyed by the reservation, the move claimed once. */
  async pay(session: SessionClaims, actor: Actor, id: ObjectId, method: 'balance' | 'agency'): Promise<HotelVisaDoc> {
    const booking = await this.store.get(session, id);
    this.assertMove(booking, 'converted');
    const paying = { ...booking, payment: method };
    await this.money.take(paying, method);
    try {
      return await this.moveTo(paying, 'converted', 'converted into a paid stay', actor, { payment: method, paidWith: method, salePrice: stayPriceOf(booking) ?? 0 }, HotelVisaEvents.converted);
    } catch (err) {
      // Cancelled meanwhile (the clock, the agent elsewhere): what was just taken goes back, once.
      const now = await this.find(booking._id);
      if (now.hotelVisaStatus === 'cancelled' && !now.paidWith) {
        await this.money.refund(await this.store.update(now, { paidWith: method, refundDue: stayPriceOf(booking) ?? 0 }), actor);
      }
      throw err;
    }
  }

  /** The desk's confirmation with a hotel; the agency is told, with its letter. */
  async confirm(actor: Actor, id: ObjectId, confirmation: HotelVisaConfirmation): Promise<HotelVisaDoc> {
    const booking = await this.find(id);
    this.assertMove(booking, 'confirmed');
    const confirmed = { ...confirmation, confirmedAt: new Date(this.clock.now()) };
    const salePrice = confirmation.pricePerNight * Math.max(1, hotelVisaNights(booking.arrival, booking.departure));
    return this.moveTo(booking, 'confirmed', 'hotel visa reservation confirmed by the desk', actor, { confirmation: confirmed, salePrice }, HotelVisaEvents.confirmed);
  }

  async refuse(actor: Actor, id: ObjectId, reason: string): Promise<HotelVisaDoc> {
    const booking = await this.find(id);
    this.assertMove(booking, 'refused');
    return this.moveTo(booking, 'refused', 'hotel visa reservation refused by the desk', actor, { refusalReason: reason }, HotelVisaEvents.refused);
  }

  /** The agency's reservations, newest first. */
  listOwn(session: SessionClaims, query: HotelVisaListQuery & PageQuery) {
    return this.page({ ...this.filterOf(query), agencyId: session.aid! }, query);
  }

  /** Every agency's reservations, for the desk: those waiting for an answer first when filtered by status. */
  listAll(query: HotelVisaListQuery & PageQuery) {
    return this.page(this.filterOf(query), query);
  }

  /**
   * The clock's part: a reservation still open at its automatic cancellation is cancelled (the claimed
   * move makes it once), and warned once a day before (the mark is set by one conditional write).
   */
  private async watch(open: HotelVisaDoc[]): Promise<void> {
    const now = this.clock.now();
    for (const booking of open) {
      if (booking.autoCancelAt.getTime() <= now) {
        await this.moveTo(booking, 'cancelled', 'cancelled automatically before arrival', SYSTEM, { cancelledBy: 'automatic' }, HotelVisaEvents.cancelledAutomatically).catch((err: Error) =>
          this.log.info({ bookingId: booking._id.toHexString(), err: err.message }, 'hotel visa reservation moved before its automatic cancellation'),
        );
        continue;
      }
      if (booking.warnedAt || hotelVisaWarningAt(booking.arrival).getTime() > now) continue;
      const warnedAt = new Date(now);
      const marked = await this.store.bookings.updateOne({ _id: booking._id, warnedAt: null }, { $set: { warnedAt } });
      if (marked.modifiedCount === 1) await this.store.announce({ ...booking, warnedAt }, HotelVisaEvents.cancelWarning, 'cancel-warning');
    }
  }

  private assertMove(booking: HotelVisaDoc, to: HotelVisaStatus): void {
    if (!canMoveHotelVisa(booking.hotelVisaStatus, to)) {
      throw new AppError('invalid_transition', `A hotel visa reservation that is ${booking.hotelVisaStatus} cannot become ${to}`, { from: booking.hotelVisaStatus, to }, 409);
    }
  }

  /** One guarded move of both statuses (the kit's claim on the version), with its history entry and notice. */
  private moveTo(booking: HotelVisaDoc, to: HotelVisaStatus, operation: BookingOperation, actor: Actor, set: Partial<HotelVisaDoc>, notice?: EventDefinition): Promise<HotelVisaDoc> {
    this.assertMove(booking, to);
    return this.store.move(booking, KIT_STATUS[to], operation, actor, { set: { ...set, hotelVisaStatus: to }, notice });
  }

  private filterOf(query: HotelVisaListQuery): Filter<HotelVisaDoc> {
    const filter: Filter<HotelVisaDoc> & Record<string, unknown> = {};
    if (query.status) filter.status = KIT_STATUS[query.status];
    if (query.reference) filter.reference = query.reference.trim().toUpperCase();
    const created = dayRange(query.from, query.to);
    if (created) filter.createdAt = created;
    return filter;
  }

  private page(filter: Filter<HotelVisaDoc>, query: PageQuery) {
    return findPage(this.bookings, filter, LIST_SORT, query, (booking) => this.summaryOf(booking as HotelVisaDoc) as HotelVisaRow);
  }
}
