import { BookingEvents, bookingSnapshot, SOLD_STATUSES, type BookingSnapshot, type EventEnvelope, type ReportBucket } from '@portal/contracts';
import { dayRange, isDuplicateKey, type EventHandler } from '@portal/service-kit';
import type { Collection, Db, Filter } from 'mongodb';

/** The account's own copy of every booking, fed by the product services' events. */
export interface BookingDoc extends BookingSnapshot {
  _id: string;
  agencyId: string;
  bookedAtDate: Date;
  lastEventAt: Date;
}

export class BookingReadModel {
  readonly bookings: Collection<BookingDoc>;

  constructor(db: Db) {
    this.bookings = db.collection<BookingDoc>('bookings');
  }

  async init(): Promise<void> {
    await this.bookings.createIndex({ agencyId: 1, bookedAtDate: -1 });
  }

  /** Keeps the newest snapshot: an older event arriving late changes nothing. */
  async apply(event: EventEnvelope): Promise<void> {
    if (!event.agencyId) return;
    const snapshot = bookingSnapshot.parse(event.data);
    const at = new Date(event.occurredAt);
    try {
      // Replaces a copy no newer than this event, or makes it: a newer copy makes the upsert
      // collide with its `_id`, and stays.
      await this.bookings.replaceOne(
        { _id: snapshot.bookingId, lastEventAt: { $lte: at } },
        { ...snapshot, agencyId: event.agencyId, bookedAtDate: new Date(snapshot.bookedAt), lastEventAt: at },
        { upsert: true },
      );
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  handlers(): Record<string, EventHandler> {
    return { [BookingEvents.flights.type]: (event) => this.apply(event) };
  }
}

export function bucketise(bookings: BookingDoc[], keyOf: (b: BookingDoc) => string): ReportBucket[] {
  const buckets = new Map<string, ReportBucket>();
  for (const booking of bookings) {
    const key = keyOf(booking);
    const bucket = buckets.get(key) ?? { key, count: 0, purchase: 0, sale: 0, margin: 0 };
    bucket.count += 1;
    if (SOLD_STATUSES.includes(booking.status)) {
      bucket.purchase += booking.purchasePrice;
      bucket.sale += booking.salePrice;
      bucket.margin += booking.salePrice - booking.purchasePrice;
    }
    buckets.set(key, bucket);
  }
  return [...buckets.values()].sort((a, b) => a.key.localeCompare(b.key));
}

export function rangeFilter(agencyId: string, from?: string, to?: string): Filter<BookingDoc> {
  const filter: Filter<BookingDoc> = { agencyId };
  const booked = dayRange(from, to);
  if (booked) filter.bookedAtDate = booked;
  return filter;
}
