import type { Clock } from '@portal/bookings';
import type { HotelInfo } from '@portal/contracts';
import type { RouteContext } from '@portal/service-kit';
import type { HotelReplicas } from './markups/markups';
import type { RateTokens } from './search/rates';
import type { HotelSupplier, SupplierHotel } from './supplier/supplier';

/** What the hotels routes share: the supplier, the rate tokens, what is kept of other domains, the clock. */
export interface HotelsContext {
  supplier: HotelSupplier;
  rates: RateTokens;
  replicas: HotelReplicas;
  clock: Clock;
  /** `HOTELS_BASE_URL` when configured: the origin browsers reach the service at (image URLs). */
  baseUrl?: string;
}

/** Where a hotel's photos are, absolute: the configured base URL, or the scheme and host the request came to. */
export function imagesBaseOf(hotels: Pick<HotelsContext, 'baseUrl'>, ctx: Pick<RouteContext, 'protocol' | 'host'>): string {
  return `${(hotels.baseUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/$/, '')}/hotels/images/`;
}

/** A hotel as the contract shows it, its photos absolute. */
export function hotelInfoOf(hotel: SupplierHotel, imagesBase: string): HotelInfo {
  const { hotelId, name, stars, address, cityName, country, countryCode, latitude, longitude, timeZone, phone, description, facilities, checkInFrom, checkOutUntil } = hotel;
  const images = hotel.images.map((image) => `${imagesBase}${image}`);
  return { hotelId, name, stars, address, cityName, country, countryCode, latitude, longitude, timeZone, phone, description, facilities, images, checkInFrom, checkOutUntil };
}
