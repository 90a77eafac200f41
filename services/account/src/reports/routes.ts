import { bookingsReport, currencyDigits, homeDashboard, isSoldBooking, languageSchema, spreadsheetFile } from '@portal/contracts';
import { agencyOf, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { z } from 'zod';
import { amountCell, sendTable } from '../export/export';
import { BOOKING_COLUMNS, PRODUCT_LABELS, statusLabel } from '../export/labels';
import type { Wallets } from '../wallet/wallet';
import { bucketise, counted, rangeFilter, type BookingDoc, type BookingReadModel } from './reports';

const rangeQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  lang: languageSchema.default('en'),
});
const exportQuery = rangeQuery.extend({ format: z.enum(['csv', 'xlsx']).default('csv') });

/** Reports by product, status, agent and month (counts of what was sold or is owed; purchase, sale and margin of sold bookings), and the home dashboard. */
export function reportRoutes(model: BookingReadModel, wallets: Wallets): Router<AppState> {
  const router = new Router<AppState>();

  router.get(
    '/account/reports',
    requireSession('agency_admin'),
    handle({ query: rangeQuery, response: bookingsReport }, async (ctx, { query }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const [bookings, wallet] = await Promise.all([
        model.bookings
          .find(rangeFilter(agencyId, query.from, query.to))
          .lean<BookingDoc[]>()
          .then(counted),
        wallets.get(agencyId),
      ]);
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
      const bookings = counted(
        await model.bookings
          .find(rangeFilter(agencyId, query.from, query.to))
          .sort({ bookedAtDate: -1 })
          .lean<BookingDoc[]>(),
      );
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
        model.bookings
          .find({ agencyId, bookedAtDate: { $gte: startOfDay } })
          .lean<BookingDoc[]>()
          .then(counted),
        model.bookings
          .find({ agencyId, status: { $in: ['awaiting_payment', 'pending'] }, holdExpiresAt: { $ne: null, $lte: soon } })
          .sort({ holdExpiresAt: 1 })
          .limit(10)
          .lean<BookingDoc[]>(),
      ]);
      ctx.body = {
        balance,
        today: { count: today.length, sale: today.filter(isSoldBooking).reduce((sum, b) => sum + b.salePrice, 0) },
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
