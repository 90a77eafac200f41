import { flightSearchRequest, flightSearchResponse, repriceRequest, repriceResponse } from '@portal/contracts';
import { agencyOf, AppError, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { supplierFailure, type Clock } from '@portal/bookings';
import type { FlightBookings } from '../bookings/bookings';
import type { FlightReplicas } from '../markups/markups';
import { FLIGHT_FAILURES, SupplierError, type FlightSupplier } from '../supplier/supplier';
import { currentFare, OFFER_TTL_MS, offerView, searchAnswerJson, type OfferTokens } from './search';

export interface SearchContext {
  supplier: FlightSupplier;
  offers: OfferTokens;
  replicas: FlightReplicas;
  /** Prices offers as a booking would sell them. */
  bookings: Pick<FlightBookings, 'salePriceOf'>;
  clock: Clock;
}

export function searchRoutes(flights: SearchContext): Router<AppState> {
  const router = new Router<AppState>();
  const agencyUser = requireSession('agency_admin', 'agent');

  router.post(
    '/flights/search',
    agencyUser,
    handle({ body: flightSearchRequest, response: flightSearchResponse }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = flights.clock.now();
      const today = new Date(now).toISOString().slice(0, 10);
      if (body.legs[0]!.date < today) throw new AppError('validation_failed', undefined, { fields: [{ field: 'legs.0.date', reason: 'date_in_past' }] });
      const [currency, serviceCharge] = await Promise.all([flights.replicas.currency(agencyId), flights.replicas.serviceCharge(agencyId)]);
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
    handle({ body: repriceRequest, response: repriceResponse }, async (ctx, { body }) => {
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

  return router;
}
