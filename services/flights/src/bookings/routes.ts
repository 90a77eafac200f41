import {
  airportsResponse,
  cancellationQuote,
  createFlightBookingRequest,
  flightBooking,
  flightBookingsPage,
  flightBookingsQuery,
  flightSearchRequest,
  flightSearchResponse,
  idParams,
  languageSchema,
  payHeldBookingRequest,
  pdfFile,
  repriceRequest,
  repriceResponse,
  type Language,
} from '@portal/contracts';
import { agencyOf, AppError, findPage, handle, publicRoute, requireServiceCall, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { supplierFailure } from '@portal/bookings';
import { ObjectId } from 'mongodb';
import { z } from 'zod';
import { LIST_SORT, listFilter, summaryOf, type Actor, type BookingDoc, type Clock, type FlightBookings } from './bookings';
import type { Replicas } from './markup-copy';
import { renderEticket } from './eticket';
import { currentFare, OFFER_TTL_MS, offerView, searchAnswerJson, type OfferTokens } from './offers';
import { AIRPORTS } from './supplier/sandbox';
import { FLIGHT_FAILURES, SupplierError, type FlightSupplier } from './supplier/supplier';

const airportQuery = z.object({ q: z.string().trim().min(1).max(40), limit: z.coerce.number().int().min(1).max(20).default(8) });
const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;
const eticketQuery = z.object({ lang: languageSchema.default('en') });
const TICKETED: readonly string[] = ['ticket_issued', 'void_processing', 'voided', 'cancelled', 'reimbursed'];

function sendEticket(ctx: RouteContext, booking: BookingDoc, lang: Language): void {
  if (!TICKETED.includes(booking.status) || !booking.ticketedAt) throw new AppError('not_ticketed', 'This booking has no ticket yet', undefined, 409);
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `inline; filename="e-ticket-${booking.reference}.pdf"`);
  ctx.body = renderEticket(booking, lang);
}

export interface FlightsContext {
  supplier: FlightSupplier;
  offers: OfferTokens;
  replicas: Replicas;
  bookings: FlightBookings;
  clock: Clock;
  currencyOf(agencyId: string): Promise<string>;
  /** The portal's own origins: the only places a card payment may send the browser back to. */
  returnOrigins: readonly string[];
}

export function flightRoutes(flights: FlightsContext): Router<AppState> {
  const router = new Router<AppState>();
  const agencyUser = requireSession('agency_admin', 'agent');

  async function actorOf(ctx: RouteContext): Promise<Actor> {
    const session = sessionOf(ctx);
    return { userId: session.uid, userName: await flights.replicas.agentName(session.uid), ip: ctx.ip };
  }

  /** Airport autocomplete: IATA code first, then city and name. */
  router.get(
    '/flights/airports',
    publicRoute(),
    handle({ query: airportQuery, response: airportsResponse }, (ctx, { query }) => {
      const q = query.q.toLowerCase();
      const scored = AIRPORTS.map((a) => {
        const score = a.iata.toLowerCase() === q ? 0 : a.city.toLowerCase().startsWith(q) ? 1 : a.name.toLowerCase().includes(q) || a.country.toLowerCase().startsWith(q) ? 2 : 9;
        return { a, score };
      })
        .filter((x) => x.score < 9)
        .sort((x, y) => x.score - y.score || x.a.city.localeCompare(y.a.city));
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = { airports: scored.slice(0, query.limit).map(({ a }) => ({ iata: a.iata, name: a.name, city: a.city, country: a.country, tz: a.tz })) };
    }),
  );

  router.post(
    '/flights/search',
    agencyUser,
    handle({ body: flightSearchRequest, response: flightSearchResponse }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = flights.clock.now();
      const today = new Date(now).toISOString().slice(0, 10);
      if (body.legs[0]!.date < today) throw new AppError('validation_failed', undefined, { fields: [{ field: 'legs.0.date', reason: 'date_in_past' }] });
      const [currency, serviceCharge] = await Promise.all([flights.currencyOf(agencyId), flights.replicas.serviceCharge(agencyId)]);
      const search = { legs: body.legs, passengers: body.passengers, cabin: body.cabin, currency };
      const found = await flights.supplier.search(search).catch((err: unknown) => {
        throw err instanceof SupplierError ? supplierFailure(err, FLIGHT_FAILURES) : err;
      });
      const seats = body.passengers.adults + body.passengers.children;
      const offerId = flights.offers.signSearch(search, agencyId, now);
      const offers = found.filter((offer) => offer.seatsLeft >= seats).map((offer) => ({ offerId: offerId(offer), offer, salePrice: flights.bookings.salePriceOf(offer, serviceCharge) }));
      if (offers.length === 0) throw new AppError('no_flight_found', 'No flight found', undefined, 404);
      ctx.set('Content-Type', 'application/json; charset=utf-8');
      ctx.body = searchAnswerJson(offers, now + OFFER_TTL_MS, currency);
    }),
  );

  /** The fare now; a changed price comes back with `priceChanged` and must be accepted before booking. */
  router.post(
    '/flights/reprice',
    agencyUser,
    handle({ body: repriceRequest.extend({ lastNames: z.array(z.string().max(30)).max(9).default([]) }), response: repriceResponse }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = flights.clock.now();
      const claims = flights.offers.open(body.offerId, agencyId, now);
      const current = await currentFare(
        flights.supplier,
        claims,
        body.lastNames.map((lastName) => ({ lastName })),
      );
      const serviceCharge = await flights.replicas.serviceCharge(agencyId);
      // Same price: the same offer id, expiring when it did; a new price comes with a new id.
      const same = current.purchasePrice === claims.purchasePrice;
      const token = same ? body.offerId : flights.offers.signSearch(claims.search, agencyId, now)(current);
      ctx.body = {
        offer: offerView(token, current, flights.bookings.salePriceOf(current, serviceCharge), same ? claims.expiresAt : now + OFFER_TTL_MS),
        priceChanged: current.purchasePrice !== claims.purchasePrice,
        previousPurchasePrice: claims.purchasePrice,
      };
    }),
  );

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
export function internalFlightRoutes(bookings: FlightBookings): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/internal/flights/bookings/:id/eticket',
    requireServiceCall(),
    handle({ params: idParams, query: eticketQuery, response: pdfFile }, async (ctx, { params, query }) => {
      const booking = await bookings.bookings.findOne({ _id: new ObjectId(params.id) });
      if (!booking) throw new AppError('not_found', 'No such booking');
      sendEticket(ctx, booking, query.lang);
    }),
  );
  return router;
}
