import {
  cancellationQuote,
  createHotelBookingRequest,
  hotelBooking,
  hotelBookingsPage,
  hotelBookingsQuery,
  idParams,
  languageSchema,
  payHeldBookingRequest,
  pdfFile,
  type Language,
} from '@portal/contracts';
import { agencyOf, AppError, findPage, handle, requireServiceCall, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { z } from 'zod';
import type { HotelReplicas } from '../markups/markups';
import { LIST_SORT, listFilter, type Actor, type HotelBookingDoc, type HotelBookings } from './bookings';
import { renderVoucher } from './voucher';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;
const voucherQuery = z.object({ lang: languageSchema.default('en') });
/** Statuses a voucher is issued in: confirmed, and what follows it, once the money was taken. */
const VOUCHERED: readonly string[] = ['confirmed', 'failure_cancel', 'cancelled', 'reimbursed'];

function sendVoucher(ctx: RouteContext, booking: HotelBookingDoc, lang: Language): void {
  if (!VOUCHERED.includes(booking.status) || !booking.paidWith || !booking.confirmedAt) {
    throw new AppError('not_confirmed', 'This booking has no voucher yet: it is not confirmed and paid', undefined, 409);
  }
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `inline; filename="voucher-${booking.reference}.pdf"`);
  ctx.body = renderVoucher(booking, lang);
}

export interface BookingsContext {
  replicas: Pick<HotelReplicas, 'agentName'>;
  bookings: HotelBookings;
}

/** The agency's hotel bookings: book, list, read, quote and cancel, pay a pay-later booking, the voucher. Tenancy from the session only. */
export function bookingRoutes(hotels: BookingsContext): Router<AppState> {
  const router = new Router<AppState>();
  const agencyUser = requireSession('agency_admin', 'agent');

  async function actorOf(ctx: RouteContext): Promise<Actor> {
    const session = sessionOf(ctx);
    return { userId: session.uid, userName: await hotels.replicas.agentName(session.uid), ip: ctx.ip };
  }

  router.post(
    '/hotels/bookings',
    agencyUser,
    handle({ body: createHotelBookingRequest, response: hotelBooking }, async (ctx, { body }) => {
      const key = ctx.get('idempotency-key');
      if (!IDEMPOTENCY_KEY.test(key)) throw new AppError('validation_failed', 'Send an Idempotency-Key header', { fields: [{ field: 'Idempotency-Key', reason: 'required' }] });
      const answer = await hotels.bookings.create(sessionOf(ctx), await actorOf(ctx), key, body);
      ctx.status = answer.status;
      ctx.body = answer.body;
      if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
    }),
  );

  router.get(
    '/hotels/bookings',
    agencyUser,
    handle({ query: hotelBookingsQuery, response: hotelBookingsPage }, async (ctx, { query }) => {
      ctx.body = await findPage(hotels.bookings.bookings, listFilter(agencyOf(sessionOf(ctx)), query), LIST_SORT, query, (booking) => hotels.bookings.summaryOf(booking));
    }),
  );

  router.get(
    '/hotels/bookings/:id',
    agencyUser,
    handle({ params: idParams, response: hotelBooking }, async (ctx, { params }) => {
      ctx.body = await hotels.bookings.view(await hotels.bookings.get(sessionOf(ctx), new ObjectId(params.id)));
    }),
  );

  /** What cancelling would do now (refund less the penalty, nothing) and until when, by the rate's policy. */
  router.get(
    '/hotels/bookings/:id/cancellation-quote',
    agencyUser,
    handle({ params: idParams, response: cancellationQuote }, async (ctx, { params }) => {
      ctx.body = await hotels.bookings.quoteFor(sessionOf(ctx), new ObjectId(params.id));
    }),
  );

  router.post(
    '/hotels/bookings/:id/cancel',
    agencyUser,
    handle({ params: idParams, response: hotelBooking }, async (ctx, { params }) => {
      ctx.body = await hotels.bookings.view(await hotels.bookings.cancel(sessionOf(ctx), await actorOf(ctx), new ObjectId(params.id)));
    }),
  );

  /** Pays a pay-later booking before its deadline. */
  router.post(
    '/hotels/bookings/:id/pay',
    agencyUser,
    handle({ params: idParams, body: payHeldBookingRequest, response: hotelBooking }, async (ctx, { params, body }) => {
      ctx.body = await hotels.bookings.view(await hotels.bookings.pay(sessionOf(ctx), await actorOf(ctx), new ObjectId(params.id), body.payment));
    }),
  );

  router.get(
    '/hotels/bookings/:id/voucher',
    agencyUser,
    handle({ params: idParams, query: voucherQuery, response: pdfFile }, async (ctx, { params, query }) => {
      sendVoucher(ctx, await hotels.bookings.get(sessionOf(ctx), new ObjectId(params.id)), query.lang);
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
    handle({ params: idParams, query: voucherQuery, response: pdfFile }, async (ctx, { params, query }) => {
      const booking = await bookings.store.find(new ObjectId(params.id));
      if (!booking) throw new AppError('not_found', 'No such booking');
      sendVoucher(ctx, booking, query.lang);
    }),
  );
  return router;
}
