import { BookingEvents, type BookingProduct, type EventEnvelope, type BookingSnapshot, type TicketBookingContext } from '@portal/contracts';
import { isDuplicateKey } from '@portal/service-kit';
import type { Collection, Db } from 'mongodb';

export interface BookingDoc {
  /** `<product>:<bookingId>`. */
  _id: string;
  agencyId: string;
  snapshot: BookingSnapshot;
  /** When the product published this state: an older event never replaces a newer one. */
  occurredAt: Date;
}

/** Each remote's booking summary (the portal path, no language prefix). */
const SUMMARY_LINKS: Record<BookingProduct, (bookingId: string) => string> = {
  flights: (id) => `/b-flights/summary?id=${encodeURIComponent(id)}`,
  hotels: (id) => `/b-hotels/summary?id=${encodeURIComponent(id)}`,
  transfers: (id) => `/b-transfers/summary?id=${encodeURIComponent(id)}`,
  activities: (id) => `/b-activities/summary?id=${encodeURIComponent(id)}`,
  visa: (id) => `/summary/${encodeURIComponent(id)}`,
};

/**
 * The visa desk's three kinds of booking share the product `visa`; their reference's prefix says
 * which: a hotel visa reservation (`HV`) has its own page, a group booking (`GR`) is reached from
 * the group quotations (its snapshot does not name its quote), a visa request (`VI`) its summary.
 */
function summaryLinkOf(snapshot: BookingSnapshot): string {
  if (snapshot.product === 'visa' && snapshot.reference.startsWith('HV')) return `/visa/hotel/${encodeURIComponent(snapshot.bookingId)}`;
  if (snapshot.product === 'visa' && snapshot.reference.startsWith('GR')) return '/grouprequest';
  return SUMMARY_LINKS[snapshot.product](snapshot.bookingId);
}

export function bookingKeyOf(product: BookingProduct, bookingId: string): string {
  return `${product}:${bookingId}`;
}

export function bookingContextOf(snapshot: BookingSnapshot): TicketBookingContext {
  return {
    reference: snapshot.reference,
    product: snapshot.product,
    bookingId: snapshot.bookingId,
    status: snapshot.status,
    customer: snapshot.customer,
    travelStartsAt: snapshot.travelStartsAt ?? null,
    deadlines: snapshot.deadlines ?? null,
    link: summaryLinkOf(snapshot),
  };
}

/** Every product's bookings as their `booking.changed` events last described them (never another service's database). */
export class References {
  readonly bookings: Collection<BookingDoc>;

  constructor(db: Db) {
    this.bookings = db.collection<BookingDoc>('bookings');
  }

  async init(): Promise<void> {
    await this.bookings.createIndex({ agencyId: 1, 'snapshot.reference': 1 });
  }

  /** Keeps a `booking.changed` state (the same type on every product's topic); false when a newer one is kept already. */
  async apply(event: EventEnvelope): Promise<boolean> {
    const snapshot = BookingEvents.flights.data.parse(event.data);
    if (!event.agencyId) return false;
    const occurredAt = new Date(event.occurredAt);
    const _id = bookingKeyOf(snapshot.product, snapshot.bookingId);
    try {
      // Newer or equal replaces; against a newer state kept, the upsert's insert meets the id and nothing changes.
      await this.bookings.updateOne({ _id, occurredAt: { $lte: occurredAt } }, { $set: { agencyId: event.agencyId, snapshot, occurredAt } }, { upsert: true });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return false;
    }
  }

  /** The agency's booking with that reference, as typed or in capitals (the latest of them, were two products to share one). */
  async find(agencyId: string, reference: string): Promise<BookingDoc | null> {
    const [doc] = await this.bookings
      .find({ agencyId, 'snapshot.reference': { $in: [...new Set([reference, reference.toUpperCase()])] } })
      .sort({ occurredAt: -1 })
      .limit(1)
      .toArray();
    return doc ?? null;
  }

  byBooking(product: BookingProduct, bookingId: string): Promise<BookingDoc | null> {
    return this.bookings.findOne({ _id: bookingKeyOf(product, bookingId) });
  }
}
