import { isRefusal, ProductBookings, SYSTEM, Transitions, type Actor, type BookingBase, type BookingParts, type CreateSteps, type HistoryView, type SweepRules } from '@portal/bookings';
import { BookingEvents, type BookingDeadlines, type CancellationQuote } from '@portal/contracts';
import { AppError, type SessionClaims } from '@portal/service-kit';
import type { ObjectId } from 'mongodb';

/** The kit collections of group bookings: apart from visa requests' and hotel visa reservations'. */
export const GROUP_BOOKING_COLLECTIONS = { bookings: 'group_bookings', history: 'group_booking_history' } as const;

/** A group booking: the accepted option of a group quotation, paid at once. */
export interface GroupBookingDoc extends BookingBase {
  quoteId: string;
  groupName: string;
  destination: string;
  arrival: string;
  departure: string;
  currency: string;
  purchasePrice: number;
}

export interface GroupBookingRequest {
  quoteId: string;
  groupName: string;
  destination: string;
  arrival: string;
  departure: string;
  currency: string;
  total: number;
  payment: 'balance' | 'agency';
}

export interface GroupBookingView {
  id: string;
  reference: string;
  status: GroupBookingDoc['status'];
  paidWith: string | null;
  total: number;
  history: HistoryView[];
}

/** Paying at once: pending until the money is taken, then confirmed; a refused payment fails it. Cancellations go through the desk (the hotel's terms). */
const TRANSITIONS = new Transitions({ pending: ['confirmed', 'failure'], confirmed: [], failure: [] });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Group bookings on the booking kit: reference `GR…`, product visa, money by balance or charged to the agency, history and snapshots. */
export class GroupBookings extends ProductBookings<GroupBookingDoc, GroupBookingView, GroupBookingRequest, 'resolve'> {
  constructor(parts: BookingParts) {
    super(parts, {
      definition: {
        product: 'visa',
        referencePrefix: 'GR',
        transitions: TRANSITIONS,
        changed: BookingEvents.visa,
        snapshot: (booking) => ({ customer: booking.groupName, currency: booking.currency, purchasePrice: booking.purchasePrice }),
        notice: (booking) => ({ reference: booking.reference, quoteId: booking.quoteId }),
      },
      moneyKeyPrefix: 'group',
      priceOf: (booking) => ({ purchasePrice: booking.purchasePrice, salePrice: booking.salePrice, currency: booking.currency }),
      passengerFields: ['groupName'],
    });
  }

  protected sweepRules(): SweepRules<GroupBookingDoc, 'resolve'> {
    return {
      holding: [],
      holdEnded: [],
      watched: [],
      expire: async () => undefined,
      releaseHold: async () => undefined,
      watch: async () => undefined,
      strandedMs: 2 * 60 * 1000,
      recovery: { pending: 'resolve', failure: 'refund' },
      recover: {
        // A payment whose outcome was never known: failed, anything taken given back.
        resolve: (booking) => this.money.undo(booking, 'payment not confirmed', SYSTEM, {}, async () => undefined),
        refund: (booking) => this.money.refund(booking, SYSTEM),
      },
    };
  }

  protected steps(_session: SessionClaims, actor: Actor, request: GroupBookingRequest): CreateSteps<GroupBookingDoc> {
    return {
      open: async () => ({
        status: 'pending',
        payment: request.payment,
        salePrice: request.total,
        purchasePrice: request.total,
        quoteId: request.quoteId,
        groupName: request.groupName,
        destination: request.destination,
        arrival: request.arrival,
        departure: request.departure,
        currency: request.currency,
      }),
      place: async (booking) => {
        try {
          await this.money.take(booking, request.payment);
        } catch (err) {
          if (!isRefusal(err)) throw err;
          await this.store.move(booking, 'failure', `payment refused: ${(err as AppError).code}`, actor);
          throw err;
        }
        return this.store.move(booking, 'confirmed', request.payment === 'balance' ? 'paid from the balance' : 'charged to the agency', actor, { set: { paidWith: request.payment } });
      },
    };
  }

  travelStartsAt(booking: GroupBookingDoc): Date {
    return new Date(`${booking.arrival}T00:00:00Z`);
  }

  deadlines(): BookingDeadlines {
    return { payment: null, freeCancellation: null, cancellation: null };
  }

  summaryOf(booking: GroupBookingDoc): Omit<GroupBookingView, 'history'> {
    return { id: booking._id.toHexString(), reference: booking.reference, status: booking.status, paidWith: booking.paidWith, total: booking.purchasePrice };
  }

  quote(booking: GroupBookingDoc): CancellationQuote {
    return {
      allowed: false,
      kind: 'none',
      refund: 0,
      penalty: 0,
      currency: booking.currency,
      deadline: new Date(this.travelStartsAt(booking).getTime() - DAY_MS).toISOString(),
      reason: 'invalid_transition',
    };
  }

  cancel(session: SessionClaims, _actor: Actor, id: ObjectId): Promise<GroupBookingDoc> {
    return this.get(session, id).then((booking) => {
      throw new AppError('invalid_transition', 'A group booking is cancelled through the desk, by the hotel’s terms', { from: booking.status, to: 'cancelled' }, 409);
    });
  }

  async pay(session: SessionClaims, _actor: Actor, id: ObjectId): Promise<GroupBookingDoc> {
    const booking = await this.get(session, id);
    throw new AppError('invalid_transition', 'A group booking is paid when its option is accepted', { from: booking.status, to: 'confirmed' }, 409);
  }
}
