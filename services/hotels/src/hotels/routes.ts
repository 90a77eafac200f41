import { hotelRatesQuery, hotelRatesResponse, nightsBetween } from '@portal/contracts';
import { agencyOf, AppError, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { z } from 'zod';
import { hotelInfoOf, imagesBaseOf, type HotelsContext } from '../context';
import { asSupplierFailure } from '../search/routes';
import { rateView } from '../search/rates';
import type { SupplierHotel } from '../supplier/supplier';

const hotelParams = z.object({ hotelId: z.string().min(1).max(64) });

/** Whether a search was for this hotel: its city's hotels, or the hotel itself. */
function searchedFor(destination: string, hotel: SupplierHotel): boolean {
  return destination === `city:${hotel.cityId}` || destination === `hotel:${hotel.hotelId}`;
}

export function hotelRoutes(hotels: HotelsContext): Router<AppState> {
  const router = new Router<AppState>();

  /** The hotel and every rate for the searched stay, cheapest first; only a hotel the search was for (its city, or itself). */
  router.get(
    '/hotels/hotels/:hotelId',
    requireSession('agency_admin', 'agent'),
    handle({ params: hotelParams, query: hotelRatesQuery, response: hotelRatesResponse }, async (ctx, { params, query }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = hotels.clock.now();
      const claims = hotels.rates.openSearch(query.searchId, agencyId, now);
      const hotel = await hotels.supplier.hotel(params.hotelId);
      if (!hotel || !searchedFor(claims.search.destination, hotel)) throw new AppError('not_found', 'No such hotel');
      const [rates, markup] = await Promise.all([hotels.supplier.search(claims.search).catch(asSupplierFailure), hotels.replicas.markup(agencyId)]);
      const nights = nightsBetween(claims.search.checkIn, claims.search.checkOut);
      const context = { markup: markup.hotels, timeZone: hotel.timeZone, nights, expiresAt: claims.expiresAt };
      ctx.body = {
        hotel: hotelInfoOf(hotel, imagesBaseOf(hotels, ctx)),
        checkIn: claims.search.checkIn,
        checkOut: claims.search.checkOut,
        nights,
        rooms: claims.search.rooms.map((room) => ({ adults: room.adults, childrenAges: room.childrenAges ?? [] })),
        currency: claims.search.currency,
        rates: rates
          .filter((rate) => rate.hotelId === hotel.hotelId)
          .sort((a, b) => a.purchasePrice - b.purchasePrice)
          .map((rate) => rateView(hotels.rates.rateId(query.searchId, rate), rate, context)),
      };
    }),
  );

  return router;
}
