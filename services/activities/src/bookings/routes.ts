import { activityBooking, activityBookingsPage, activityBookingsQuery, cancellationQuote, createActivityBookingRequest, documentQuery, idParams, pdfFile } from '@portal/contracts';
import { BookingRoutes, documentSender } from '@portal/bookings';
import { handle, requireServiceCall, Router, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { ActivityReplicas } from '../markups/markups';
import type { ActivityBookingDoc, ActivityBookings } from './bookings';
import { renderVoucher } from './voucher';

/** Statuses a voucher is issued in: confirmed, and what follows it, once the money was taken. */
const VOUCHERED: readonly string[] = ['confirmed', 'failure_cancel', 'cancelled', 'reimbursed'];

const sendVoucher = documentSender<ActivityBookingDoc>({
  name: 'voucher',
  issued: (booking) => VOUCHERED.includes(booking.status) && !!booking.paidWith && !!booking.confirmedAt,
  missing: { code: 'not_confirmed', message: 'This booking has no voucher yet: it is not confirmed' },
  render: renderVoucher,
});

export interface BookingsContext {
  replicas: Pick<ActivityReplicas, 'agentName'>;
  bookings: ActivityBookings;
}

/** The agency's activity bookings: book, list (the on-request lane by its status), read, quote and cancel, the voucher. Tenancy from the session only. */
export function bookingRoutes(activities: BookingsContext): Router<AppState> {
  const router = new Router<AppState>();
  const kit = new BookingRoutes(activities.bookings, { agentName: (userId) => activities.replicas.agentName(userId) });
  const { agencyUser } = kit;

  router.post(
    '/activities/bookings',
    agencyUser,
    handle({ body: createActivityBookingRequest, response: activityBooking }, (ctx, { body }) => kit.create(ctx, body)),
  );

  router.get(
    '/activities/bookings',
    agencyUser,
    handle({ query: activityBookingsQuery, response: activityBookingsPage }, (ctx, { query }) => kit.list(ctx, query)),
  );

  router.get(
    '/activities/bookings/:id',
    agencyUser,
    handle({ params: idParams, response: activityBooking }, (ctx, { params }) => kit.read(ctx, params.id)),
  );

  /** What cancelling would do now (the refund by the product's terms, nothing) and until when (the start). */
  router.get(
    '/activities/bookings/:id/cancellation-quote',
    agencyUser,
    handle({ params: idParams, response: cancellationQuote }, (ctx, { params }) => kit.quote(ctx, params.id)),
  );

  router.post(
    '/activities/bookings/:id/cancel',
    agencyUser,
    handle({ params: idParams, response: activityBooking }, (ctx, { params }) => kit.cancel(ctx, params.id)),
  );

  router.get(
    '/activities/bookings/:id/voucher',
    agencyUser,
    handle({ params: idParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendVoucher(ctx, await kit.booking(ctx, params.id), query.lang, query.download);
    }),
  );

  return router;
}

/** Service-to-service routes: the voucher for the notifications service, which attaches it to the confirmation email. */
export function internalBookingRoutes(bookings: ActivityBookings): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/internal/activities/bookings/:id/voucher',
    requireServiceCall(),
    handle({ params: idParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendVoucher(ctx, await bookings.find(new ObjectId(params.id)), query.lang);
    }),
  );
  return router;
}
