import { BookingEvents, bookingSnapshot, isCountedBooking, isSoldBooking, type BookingSnapshot, type EventEnvelope, type ReportBucket } from '@portal/contracts';
import { dayRange, isDuplicateKey, type EventHandler } from '@portal/service-kit';
import { Schema, type Connection, type FilterQuery, type Model } from 'mongoose';
import { MODEL_OPTIONS } from '../models';

/** The account's own copy of every booking, fed by the product services' events. */
export interface BookingDoc extends BookingSnapshot {
  _id: string;
  agencyId: string;
  bookedAtDate: Date;
  lastEventAt: Date;
}

/**
 * Only what the reports filter and sort on is declared; strict off keeps the rest of the snapshot
 * as the product sent it. `holdExpiresAt` stays the snapshot's ISO text: the dashboard compares it
 * as text, and a Date path would cast that comparison.
 */
const bookingSchema = new Schema<BookingDoc>(
  { _id: String, agencyId: String, status: String, holdExpiresAt: String, bookedAtDate: Date, lastEventAt: Date },
  { collection: 'bookings', strict: false, ...MODEL_OPTIONS },
);
bookingSchema.index({ agencyId: 1, bookedAtDate: -1 });

export class BookingReadModel {
  readonly bookings: Model<BookingDoc>;

  constructor(connection: Connection) {
    this.bookings = connection.model<BookingDoc>('BookingSnapshot', bookingSchema);
  }

  async init(): Promise<void> {
    await this.bookings.createIndexes();
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

/** Counts bookings by `keyOf` (given the counted ones), with purchase, sale and margin of the sold. */
export function bucketise(bookings: BookingDoc[], keyOf: (b: BookingDoc) => string): ReportBucket[] {
  const buckets = new Map<string, ReportBucket>();
  for (const booking of bookings) {
    const key = keyOf(booking);
    const bucket = buckets.get(key) ?? { key, count: 0, purchase: 0, sale: 0, margin: 0 };
    bucket.count += 1;
    if (isSoldBooking(booking)) {
      bucket.purchase += booking.purchasePrice;
      bucket.sale += booking.salePrice;
      bucket.margin += booking.salePrice - booking.purchasePrice;
    }
    buckets.set(key, bucket);
  }
  return [...buckets.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** The bookings a query found that reports count: failed attempts (nothing charged, nothing kept) are left out. */
export function counted(bookings: BookingDoc[]): BookingDoc[] {
  return bookings.filter(isCountedBooking);
}

export function rangeFilter(agencyId: string, from?: string, to?: string): FilterQuery<BookingDoc> {
  const filter: FilterQuery<BookingDoc> = { agencyId };
  const booked = dayRange(from, to);
  if (booked) filter.bookedAtDate = booked;
  return filter;
}
