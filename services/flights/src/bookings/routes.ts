import { cancellationQuote, createFlightBookingRequest, documentQuery, flightBooking, flightBookingsPage, flightBookingsQuery, idParams, payHeldBookingRequest, pdfFile } from '@portal/contracts';
import { BookingRoutes, documentSender } from '@portal/bookings';
import { AppError, handle, requireServiceCall, Router, type AppState } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { FlightReplicas } from '../markups/markups';
import type { BookingDoc, FlightBookings } from './bookings';
import { renderEticket } from './eticket';

const TICKETED: readonly string[] = ['ticket_issued', 'void_processing', 'voided', 'cancelled', 'reimbursed'];

const sendEticket = documentSender<BookingDoc>({
  name: 'e-ticket',
  issued: (booking) => TICKETED.includes(booking.status) && !!booking.ticketedAt,
  missing: { code: 'not_ticketed', message: 'This booking has no ticket yet' },
  render: renderEticket,
});

export interface BookingsContext {
  replicas: FlightReplicas;
  bookings: FlightBookings;
  /** The portal's own origins: the only places a card payment may send the browser back to. */
  returnOrigins: readonly string[];
}

export function bookingRoutes(flights: BookingsContext): Router<AppState> {
  const router = new Router<AppState>();
  const kit = new BookingRoutes(flights.bookings, {
    agentName: (userId) => flights.replicas.agentName(userId),
    checkCreate(body) {
      if (body.payment === 'card' && (!body.returnUrl || !flights.returnOrigins.includes(new URL(body.returnUrl).origin))) {
        throw new AppError('validation_failed', undefined, { fields: [{ field: 'returnUrl', reason: body.returnUrl ? 'not_a_portal_page' : 'required' }] });
      }
    },
  });
  const { agencyUser } = kit;

  router.post(
    '/flights/bookings',
    agencyUser,
    handle({ body: createFlightBookingRequest, response: flightBooking }, (ctx, { body }) => kit.create(ctx, body)),
  );

  router.get(
    '/flights/bookings',
    agencyUser,
    handle({ query: flightBookingsQuery, response: flightBookingsPage }, (ctx, { query }) => kit.list(ctx, query)),
  );

  router.get(
    '/flights/bookings/:id',
    agencyUser,
    handle({ params: idParams, response: flightBooking }, async (ctx, { params }) => {
      const booking = await kit.booking(ctx, params.id);
      // Back from the card page (or a reload while paying): the gateway says whether it is paid.
      ctx.body = await flights.bookings.view(await flights.bookings.settleCard(booking, await kit.actorOf(ctx)));
    }),
  );

  /** The e-ticket of an issued booking, in the requested language: opened, or saved with `download=1`. */
  router.get(
    '/flights/bookings/:id/eticket',
    agencyUser,
    handle({ params: idParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendEticket(ctx, await kit.booking(ctx, params.id), query.lang, query.download);
    }),
  );

  /** What cancelling would do now (void, refund less the penalty, nothing) and until when: the service's fare rules, once. */
  router.get(
    '/flights/bookings/:id/cancellation-quote',
    agencyUser,
    handle({ params: idParams, response: cancellationQuote }, (ctx, { params }) => kit.quote(ctx, params.id)),
  );

  router.post(
    '/flights/bookings/:id/pay',
    agencyUser,
    handle({ params: idParams, body: payHeldBookingRequest, response: flightBooking }, (ctx, { params, body }) => kit.pay(ctx, params.id, body.payment)),
  );

  router.post(
    '/flights/bookings/:id/cancel',
    agencyUser,
    handle({ params: idParams, response: flightBooking }, (ctx, { params }) => kit.cancel(ctx, params.id)),
  );

  return router;
}

/** Service-to-service routes: the e-ticket for the notifications service, which attaches it to the "tickets issued" email. */
export function internalBookingRoutes(bookings: FlightBookings): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/internal/flights/bookings/:id/eticket',
    requireServiceCall(),
    handle({ params: idParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendEticket(ctx, await bookings.find(new ObjectId(params.id)), query.lang);
    }),
  );
  return router;
}
