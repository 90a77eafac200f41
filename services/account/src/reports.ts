import {
  BookingEvents,
  bookingsReport,
  bookingSnapshot,
  currencyDigits,
  homeDashboard,
  languageSchema,
  SOLD_STATUSES,
  spreadsheetFile,
  type BookingSnapshot,
  type EventEnvelope,
  type ReportBucket,
} from '@portal/contracts';
import { agencyOf, dayRange, handle, isDuplicateKey, requireSession, Router, sessionOf, type AppState, type EventHandler } from '@portal/service-kit';
import type { Collection, Db, Filter } from 'mongodb';
import { z } from 'zod';
import { amountCell, sendTable } from './export';
import { BOOKING_COLUMNS, PRODUCT_LABELS, statusLabel } from './labels';
import type { Wallets } from './wallet';

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

const rangeQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  lang: languageSchema.default('en'),
});
const exportQuery = rangeQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });

function bucketise(bookings: BookingDoc[], keyOf: (b: BookingDoc) => string): ReportBucket[] {
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

/** Reports by product, status, agent and month (counts; purchase, sale and margin of sold bookings), and the home dashboard. */
export function reportRoutes(model: BookingReadModel, wallets: Wallets): Router<AppState> {
  const router = new Router<AppState>();

  router.get(
    '/account/reports',
    requireSession('agency_admin'),
    handle({ query: rangeQuery, response: bookingsReport }, async (ctx, { query }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const [bookings, wallet] = await Promise.all([model.bookings.find(rangeFilter(agencyId, query.from, query.to)).toArray(), wallets.get(agencyId)]);
      const [totals] = bucketise(bookings, () => 'all');
      ctx.body = {
        currency: wallet.currency,
        totals: totals ?? { key: 'all', count: 0, purchase: 0, sale: 0, margin: 0 },
        byProduct: bucketise(bookings, (b) => b.product),
        byStatus: bucketise(bookings, (b) => b.status),
        byAgent: bucketise(bookings, (b) => b.agentName),
        byMonth: bucketise(bookings, (b) => b.bookedAt.slice(0, 7)),
      };
    }),
  );

  router.get(
    '/account/reports/export',
    requireSession('agency_admin'),
    handle({ query: exportQuery, response: spreadsheetFile }, async (ctx, { query }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const bookings = await model.bookings
        .find(rangeFilter(agencyId, query.from, query.to))
        .sort({ bookedAtDate: -1 })
        .toArray();
      const rows = bookings.map((b) => {
        const digits = currencyDigits(b.currency);
        return [
          b.reference,
          b.bookedAt,
          PRODUCT_LABELS[query.lang][b.product],
          statusLabel(b.status, query.lang),
          b.agentName,
          b.customer,
          amountCell(b.purchasePrice, digits),
          amountCell(b.salePrice, digits),
          amountCell(b.salePrice - b.purchasePrice, digits),
          b.currency,
        ];
      });
      await sendTable(ctx, query.format, query.lang === 'fr' ? 'rapport-reservations' : 'bookings-report', BOOKING_COLUMNS[query.lang], rows);
    }),
  );

  /** The signed-in home: balance, today's bookings, holds about to expire. */
  router.get(
    '/account/dashboard',
    requireSession('agency_admin', 'agent'),
    handle({ response: homeDashboard }, async (ctx) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const startOfDay = new Date();
      startOfDay.setUTCHours(0, 0, 0, 0);
      const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      const [balance, today, holds] = await Promise.all([
        wallets.balance(agencyId),
        model.bookings.find({ agencyId, bookedAtDate: { $gte: startOfDay } }).toArray(),
        model.bookings
          .find({ agencyId, status: { $in: ['awaiting_payment', 'pending'] }, holdExpiresAt: { $ne: null, $lte: soon } })
          .sort({ holdExpiresAt: 1 })
          .limit(10)
          .toArray(),
      ]);
      ctx.body = {
        balance,
        today: { count: today.length, sale: today.filter((b) => SOLD_STATUSES.includes(b.status)).reduce((sum, b) => sum + b.salePrice, 0) },
        holdsExpiring: holds.map((b) => ({
          bookingId: b.bookingId,
          reference: b.reference,
          product: b.product,
          customer: b.customer,
          salePrice: b.salePrice,
          currency: b.currency,
          holdExpiresAt: b.holdExpiresAt,
        })),
      };
    }),
  );

  return router;
}
