import { hotelRecheckRequest, hotelRecheckResponse, hotelSearchRequest, hotelSearchResponse, nightsBetween, salePriceOf } from '@portal/contracts';
import { supplierFailure } from '@portal/bookings';
import { agencyOf, AppError, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { imagesBaseOf, type HotelsContext } from '../context';
import { HOTEL_FAILURES, SupplierError } from '../supplier/supplier';
import { currentRate, RATE_TTL_MS, rateView } from './rates';
import { prepareAnswer, searchAnswerJson, searchResults } from './search';

/** A supplier failure as the spec's §8 error in hotels' words; anything else as it is. */
export function asSupplierFailure(err: unknown): never {
  throw err instanceof SupplierError ? supplierFailure(err, HOTEL_FAILURES) : err;
}

const fieldError = (field: string, reason: string) => new AppError('validation_failed', undefined, { fields: [{ field, reason }] });

export function searchRoutes(hotels: HotelsContext): Router<AppState> {
  const router = new Router<AppState>();
  const agencyUser = requireSession('agency_admin', 'agent');

  router.post(
    '/hotels/search',
    agencyUser,
    handle({ body: hotelSearchRequest, response: hotelSearchResponse }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = hotels.clock.now();
      const { stay } = body;
      if (stay.checkIn < new Date(now).toISOString().slice(0, 10)) throw fieldError('stay.checkIn', 'date_in_past');
      const [currency, markup, destination] = await Promise.all([hotels.replicas.currency(agencyId), hotels.replicas.markup(agencyId), hotels.supplier.destination(stay.destination)]);
      if (!destination) throw fieldError('stay.destination', 'unknown_location');
      const search = { destination: stay.destination, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms, nationality: stay.nationality, currency };
      const rates = await hotels.supplier.search(search).catch(asSupplierFailure);
      const answer = await prepareAnswer(rates, (hotelId) => hotels.supplier.hotel(hotelId));
      const nights = nightsBetween(stay.checkIn, stay.checkOut);
      const { searchId, expiresAt } = hotels.rates.searchId(search, agencyId, now);
      const results = searchResults(answer, body, { markup: markup.hotels, nights, imagesBase: imagesBaseOf(hotels, ctx) });
      // Pre-serialised: the cards' fixed parts are written once per supplier answer.
      ctx.set('Content-Type', 'application/json; charset=utf-8');
      ctx.body = searchAnswerJson({ searchId, destination, checkIn: stay.checkIn, checkOut: stay.checkOut, nights, currency, page: body.page, pageSize: body.pageSize, expiresAt }, results);
    }),
  );

  /** The rate now; a changed price comes back with a new rate id and `priceChanged`, and must be accepted before booking. */
  router.post(
    '/hotels/recheck',
    agencyUser,
    handle({ body: hotelRecheckRequest, response: hotelRecheckResponse }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = hotels.clock.now();
      const claims = hotels.rates.open(body.rateId, agencyId, now);
      const [current, hotel, markup] = await Promise.all([currentRate(hotels.supplier, claims, []).catch(asSupplierFailure), hotels.supplier.hotel(claims.hotelId), hotels.replicas.markup(agencyId)]);
      if (!hotel) throw new AppError('prices_expired', 'Prices expired, refresh the search', undefined, 409);
      // Same price: the same rate id, expiring when it did; a new price comes with a new id.
      const same = current.purchasePrice === claims.purchasePrice;
      const rateId = same ? body.rateId : hotels.rates.rateId(hotels.rates.signSearch(claims.search, agencyId, now), current);
      const nights = nightsBetween(claims.search.checkIn, claims.search.checkOut);
      ctx.body = {
        rate: rateView(rateId, current, { markup: markup.hotels, timeZone: hotel.timeZone, nights, expiresAt: same ? claims.expiresAt : now + RATE_TTL_MS }),
        priceChanged: !same,
        previousSalePrice: salePriceOf(markup.hotels, claims.purchasePrice),
      };
    }),
  );

  return router;
}
