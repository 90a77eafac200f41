import type { ProductFailures, Supplier } from '@portal/bookings';
import type { BoardCode, Facility, HotelDestination, HotelGuest, LocalizedText, RoomOccupancy, RoomType } from '@portal/contracts';

export { SupplierError, type SupplierFailure } from '@portal/bookings';

/** A stay as a supplier is asked for it: a city's hotels or one hotel, in the agency's currency. */
export interface HotelSupplierSearch {
  /** `city:<id>` or `hotel:<id>`. */
  destination: string;
  checkIn: string;
  checkOut: string;
  rooms: RoomOccupancy[];
  nationality: string;
  currency: string;
}

/** A hotel's own content, whatever the stay. */
export interface SupplierHotel {
  hotelId: string;
  cityId: string;
  name: string;
  stars: number;
  address: string;
  cityName: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  phone: string;
  description: LocalizedText;
  facilities: Facility[];
  /** Photo paths under the service's image route (`<hotelId>/<n>.svg`). */
  images: string[];
  checkInFrom: string;
  checkOutUntil: string;
}

/** A rate as the supplier quotes it for the searched rooms, in the agency's currency (minor units); moments are UTC ISO. */
export interface SupplierRate {
  supplierRef: string;
  hotelId: string;
  roomType: RoomType;
  board: BoardCode;
  rateType: 'bookable' | 'recheck';
  refundable: boolean;
  payment: 'at_booking' | 'pay_later';
  /** Pay-later: the supplier's own payment deadline. */
  supplierPaymentDeadline: string | null;
  cancellation: { freeUntil: string | null; penalties: { from: string; amount: number }[] };
  comments: LocalizedText[];
  rooms: { adults: number; childrenAges: number[]; purchasePrice: number }[];
  currency: string;
  purchasePrice: number;
}

/** A booking's record at the supplier: at booking confirmed or on request; on a later look also refused or cancelled on its side. */
export interface SupplierHotelBooking {
  supplierReference: string;
  status: 'confirmed' | 'on_request' | 'refused' | 'cancelled';
  /** The hotel's own number; a supplier may give it after confirming. */
  hotelConfirmationNumber: string | null;
}

/** One lead guest per room, in the search's order. */
export type RoomGuests = { leadGuest: HotelGuest };

/**
 * What every hotel supplier does for the portal: the kit's supplier (search, a rate again, re-check,
 * book, retrieve, cancel) plus its content: destinations and hotels. The sandbox is the default one.
 */
export interface HotelSupplier extends Supplier<HotelSupplierSearch, SupplierRate, RoomGuests, SupplierHotelBooking> {
  destinations(query: string, limit: number): Promise<HotelDestination[]>;
  destination(id: string): Promise<HotelDestination | null>;
  hotel(hotelId: string): Promise<SupplierHotel | null>;
}

/** Hotels' words for the §8 errors that name the product. */
export const HOTEL_FAILURES: ProductFailures = {
  soldOut: { code: 'no_results_found', message: 'No results found, please search again: the room is no longer available' },
  timeout: 'The hotel supplier did not answer in time; nothing was charged',
  confirming: { code: 'error_confirming_booking', message: 'Error confirming the booking with the hotel' },
};
