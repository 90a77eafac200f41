import {
  cancellationQuote,
  createTransferBookingRequest,
  documentQuery,
  idParams,
  pdfFile,
  transferBooking,
  transferBookingsPage,
  transferBookingsQuery,
  transferCancelRequest,
  transferPayRequest,
  transferQuoteQuery,
} from '@portal/contracts';
import { BookingRoutes, documentSender } from '@portal/bookings';
import { handle, requireServiceCall, Router, sessionOf, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { TransferReplicas } from '../markups/markups';
import type { TransferBookingDoc, TransferBookings } from './bookings';
import { renderVoucher } from './voucher';

/** Statuses a voucher is issued in: confirmed (trips to ride), or its cancellation being retried, once the money was taken. */
const VOUCHERED: readonly string[] = ['confirmed', 'failure_cancel'];

const sendVoucher = documentSender<TransferBookingDoc>({
  name: 'voucher',
  issued: (booking) => VOUCHERED.includes(booking.status) && !!booking.paidWith && !!booking.confirmedAt,
  missing: { code: 'not_confirmed', message: 'This booking has no voucher yet: it is not confirmed and paid' },
  render: renderVoucher,
});

export interface BookingsContext {
  replicas: Pick<TransferReplicas, 'agentName'>;
  bookings: TransferBookings;
}

/** The agency's transfer bookings: book, list, read, quote and cancel a trip or all, pay a hold, the voucher. Tenancy from the session only. */
export function bookingRoutes(transfers: BookingsContext): Router<AppState> {
  const router = new Router<AppState>();
  const { bookings } = transfers;
  const kit = new BookingRoutes(bookings, { agentName: (userId) => transfers.replicas.agentName(userId) });
  const { agencyUser } = kit;

  router.post(
    '/transfers/bookings',
    agencyUser,
    handle({ body: createTransferBookingRequest, response: transferBooking }, (ctx, { body }) => kit.create(ctx, body)),
  );

  router.get(
    '/transfers/bookings',
    agencyUser,
    handle({ query: transferBookingsQuery, response: transferBookingsPage }, (ctx, { query }) => kit.list(ctx, query)),
  );

  router.get(
    '/transfers/bookings/:id',
    agencyUser,
    handle({ params: idParams, response: transferBooking }, (ctx, { params }) => kit.read(ctx, params.id)),
  );

  /** What cancelling one trip (`?trip=0`) or every trip still booked would do now, by each trip's policy. */
  router.get(
    '/transfers/bookings/:id/cancellation-quote',
    agencyUser,
    handle({ params: idParams, query: transferQuoteQuery, response: cancellationQuote }, async (ctx, { params, query }) => {
      ctx.body = bookings.quoteTrips(await kit.booking(ctx, params.id), query.trip);
    }),
  );

  router.post(
    '/transfers/bookings/:id/cancel',
    agencyUser,
    handle({ params: idParams, body: transferCancelRequest, response: transferBooking }, async (ctx, { params, body }) => {
      ctx.body = await bookings.view(await bookings.cancelTrips(sessionOf(ctx), await kit.actorOf(ctx), new ObjectId(params.id), body.trip));
    }),
  );

  /** Pays a held booking before its 30 minutes end. */
  router.post(
    '/transfers/bookings/:id/pay',
    agencyUser,
    handle({ params: idParams, body: transferPayRequest, response: transferBooking }, (ctx, { params, body }) => kit.pay(ctx, params.id, body.payment)),
  );

  router.get(
    '/transfers/bookings/:id/voucher',
    agencyUser,
    handle({ params: idParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendVoucher(ctx, await kit.booking(ctx, params.id), query.lang, query.download);
    }),
  );

  return router;
}

/** Service-to-service routes: the voucher for the notifications service, which attaches it to the confirmation email. */
export function internalBookingRoutes(bookings: TransferBookings): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/internal/transfers/bookings/:id/voucher',
    requireServiceCall(),
    handle({ params: idParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendVoucher(ctx, await bookings.find(new ObjectId(params.id)), query.lang);
    }),
  );
  return router;
}
