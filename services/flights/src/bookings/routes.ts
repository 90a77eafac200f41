import {
  cancellationQuote,
  createFlightBookingRequest,
  flightBooking,
  flightBookingsPage,
  flightBookingsQuery,
  idParams,
  languageSchema,
  payHeldBookingRequest,
  pdfFile,
  type Language,
} from '@portal/contracts';
import { agencyOf, AppError, findPage, handle, requireServiceCall, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import { z } from 'zod';
import type { FlightReplicas } from '../markups/markups';
import { LIST_SORT, listFilter, summaryOf, type Actor, type BookingDoc, type FlightBookings } from './bookings';
import { renderEticket } from './eticket';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;
const eticketQuery = z.object({ lang: languageSchema.default('en') });
const TICKETED: readonly string[] = ['ticket_issued', 'void_processing', 'voided', 'cancelled', 'reimbursed'];

function sendEticket(ctx: RouteContext, booking: BookingDoc, lang: Language): void {
  if (!TICKETED.includes(booking.status) || !booking.ticketedAt) throw new AppError('not_ticketed', 'This booking has no ticket yet', undefined, 409);
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `inline; filename="e-ticket-${booking.reference}.pdf"`);
  ctx.body = renderEticket(booking, lang);
}

export interface BookingsContext {
  replicas: FlightReplicas;
  bookings: FlightBookings;
  /** The portal's own origins: the only places a card payment may send the browser back to. */
  returnOrigins: readonly string[];
}

export function bookingRoutes(flights: BookingsContext): Router<AppState> {
  const router = new Router<AppState>();
  const agencyUser = requireSession('agency_admin', 'agent');

  async function actorOf(ctx: RouteContext): Promise<Actor> {
    const session = sessionOf(ctx);
    return { userId: session.uid, userName: await flights.replicas.agentName(session.uid), ip: ctx.ip };
  }

  router.post(
    '/flights/bookings',
    agencyUser,
    handle({ body: createFlightBookingRequest, response: flightBooking }, async (ctx, { body }) => {
      const key = ctx.get('idempotency-key');
      if (!IDEMPOTENCY_KEY.test(key)) throw new AppError('validation_failed', 'Send an Idempotency-Key header', { fields: [{ field: 'Idempotency-Key', reason: 'required' }] });
      if (body.payment === 'card' && (!body.returnUrl || !flights.returnOrigins.includes(new URL(body.returnUrl).origin))) {
        throw new AppError('validation_failed', undefined, { fields: [{ field: 'returnUrl', reason: body.returnUrl ? 'not_a_portal_page' : 'required' }] });
      }
      const answer = await flights.bookings.create(sessionOf(ctx), await actorOf(ctx), key, body);
      ctx.status = answer.status;
      ctx.body = answer.body;
      if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
    }),
  );

  router.get(
    '/flights/bookings',
    agencyUser,
    handle({ query: flightBookingsQuery, response: flightBookingsPage }, async (ctx, { query }) => {
      ctx.body = await findPage(flights.bookings.bookings, listFilter(agencyOf(sessionOf(ctx)), query), LIST_SORT, query, summaryOf);
    }),
  );

  router.get(
    '/flights/bookings/:id',
    agencyUser,
    handle({ params: idParams, response: flightBooking }, async (ctx, { params }) => {
      const booking = await flights.bookings.get(sessionOf(ctx), new ObjectId(params.id));
      // Back from the card page (or a reload while paying): the gateway says whether it is paid.
      ctx.body = await flights.bookings.view(await flights.bookings.settleCard(booking, await actorOf(ctx)));
    }),
  );

  /** The e-ticket of an issued booking, in the requested language. */
  router.get(
    '/flights/bookings/:id/eticket',
    agencyUser,
    handle({ params: idParams, query: eticketQuery, response: pdfFile }, async (ctx, { params, query }) => {
      sendEticket(ctx, await flights.bookings.get(sessionOf(ctx), new ObjectId(params.id)), query.lang);
    }),
  );

  /** What cancelling would do now (void, refund less the penalty, nothing) and until when: the service's fare rules, once. */
  router.get(
    '/flights/bookings/:id/cancellation-quote',
    agencyUser,
    handle({ params: idParams, response: cancellationQuote }, async (ctx, { params }) => {
      ctx.body = await flights.bookings.quoteFor(sessionOf(ctx), new ObjectId(params.id));
    }),
  );

  router.post(
    '/flights/bookings/:id/pay',
    agencyUser,
    handle({ params: idParams, body: payHeldBookingRequest, response: flightBooking }, async (ctx, { params, body }) => {
      const booking = await flights.bookings.pay(sessionOf(ctx), await actorOf(ctx), new ObjectId(params.id), body.payment);
      ctx.body = await flights.bookings.view(booking);
    }),
  );

  router.post(
    '/flights/bookings/:id/cancel',
    agencyUser,
    handle({ params: idParams, response: flightBooking }, async (ctx, { params }) => {
      const booking = await flights.bookings.cancel(sessionOf(ctx), await actorOf(ctx), new ObjectId(params.id));
      ctx.body = await flights.bookings.view(booking);
    }),
  );

  return router;
}

/** Service-to-service routes: the e-ticket for the notifications service, which attaches it to the "tickets issued" email. */
export function internalBookingRoutes(bookings: FlightBookings): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/internal/flights/bookings/:id/eticket',
    requireServiceCall(),
    handle({ params: idParams, query: eticketQuery, response: pdfFile }, async (ctx, { params, query }) => {
      const booking = await bookings.store.find(new ObjectId(params.id));
      if (!booking) throw new AppError('not_found', 'No such booking');
      sendEticket(ctx, booking, query.lang);
    }),
  );
  return router;
}
