import { cancellationQuote, createHotelBookingRequest, documentQuery, hotelBooking, hotelBookingsPage, hotelBookingsQuery, idParams, payHeldBookingRequest, pdfFile } from '@portal/contracts';
import { BookingRoutes, documentSender } from '@portal/bookings';
import { handle, requireServiceCall, Router, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { HotelReplicas } from '../markups/markups';
import type { HotelBookingDoc, HotelBookings } from './bookings';
import { renderVoucher } from './voucher';

/** Statuses a voucher is issued in: confirmed, and what follows it, once the money was taken. */
const VOUCHERED: readonly string[] = ['confirmed', 'failure_cancel', 'cancelled', 'reimbursed'];

const sendVoucher = documentSender<HotelBookingDoc>({
  name: 'voucher',
  issued: (booking) => VOUCHERED.includes(booking.status) && !!booking.paidWith && !!booking.confirmedAt,
  missing: { code: 'not_confirmed', message: 'This booking has no voucher yet: it is not confirmed and paid' },
  render: renderVoucher,
});

export interface BookingsContext {
  replicas: Pick<HotelReplicas, 'agentName'>;
  bookings: HotelBookings;
}

/** The agency's hotel bookings: book, list, read, quote and cancel, pay a pay-later booking, the voucher. Tenancy from the session only. */
export function bookingRoutes(hotels: BookingsContext): Router<AppState> {
  const router = new Router<AppState>();
  const kit = new BookingRoutes(hotels.bookings, { agentName: (userId) => hotels.replicas.agentName(userId) });
  const { agencyUser } = kit;

  router.post(
    '/hotels/bookings',
    agencyUser,
    handle({ body: createHotelBookingRequest, response: hotelBooking }, (ctx, { body }) => kit.create(ctx, body)),
  );

  router.get(
    '/hotels/bookings',
    agencyUser,
    handle({ query: hotelBookingsQuery, response: hotelBookingsPage }, (ctx, { query }) => kit.list(ctx, query)),
  );

  router.get(
    '/hotels/bookings/:id',
    agencyUser,
    handle({ params: idParams, response: hotelBooking }, (ctx, { params }) => kit.read(ctx, params.id)),
  );

  /** What cancelling would do now (refund less the penalty, nothing) and until when, by the rate's policy. */
  router.get(
    '/hotels/bookings/:id/cancellation-quote',
    agencyUser,
    handle({ params: idParams, response: cancellationQuote }, (ctx, { params }) => kit.quote(ctx, params.id)),
  );

  router.post(
    '/hotels/bookings/:id/cancel',
    agencyUser,
    handle({ params: idParams, response: hotelBooking }, (ctx, { params }) => kit.cancel(ctx, params.id)),
  );

  /** Pays a pay-later booking before its deadline. */
  router.post(
    '/hotels/bookings/:id/pay',
    agencyUser,
    handle({ params: idParams, body: payHeldBookingRequest, response: hotelBooking }, (ctx, { params, body }) => kit.pay(ctx, params.id, body.payment)),
  );

  router.get(
    '/hotels/bookings/:id/voucher',
    agencyUser,
    handle({ params: idParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendVoucher(ctx, await kit.booking(ctx, params.id), query.lang, query.download);
    }),
  );

  return router;
}

/** Service-to-service routes: the voucher for the notifications service, which attaches it to the confirmation email. */
export function internalBookingRoutes(bookings: HotelBookings): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/internal/hotels/bookings/:id/voucher',
    requireServiceCall(),
    handle({ params: idParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendVoucher(ctx, await bookings.find(new ObjectId(params.id)), query.lang);
    }),
  );
  return router;
}
