import type { ProductFailures, Supplier } from '@portal/bookings';
import type {
  LocalizedText,
  PlaceKind,
  PriceBasis,
  TransferLeadPassenger,
  TransferPassengers,
  TransferPlace,
  TransferService,
  TransferTripDetails,
  TransferTripSearch,
  VehicleCategory,
} from '@portal/contracts';

export { SupplierError, type SupplierFailure } from '@portal/bookings';

/** Trips as a supplier is asked for them: who travels with what luggage, in the agency's currency. */
export interface TransferSupplierSearch {
  trips: TransferTripSearch[];
  passengers: TransferPassengers;
  luggage: number;
  currency: string;
}

/** A cancellation penalty as a share of what the trip costs (with its child seats), from a moment (UTC ISO). */
export interface PenaltyShare {
  from: string;
  share: number;
}

/** One vehicle or shuttle for one searched trip, as the supplier quotes it (minor units; moments UTC ISO). */
export interface SupplierTransferOffer {
  supplierRef: string;
  /** The searched trip (0-based). */
  trip: number;
  vehicle: VehicleCategory;
  service: TransferService;
  maxPassengers: number;
  maxLuggage: number;
  priceBasis: PriceBasis;
  units: number;
  currency: string;
  purchasePrice: number;
  /** Per seat and trip; null when the offer has none. */
  childSeatPrice: number | null;
  /** Free until (null: never free), then the penalties in order. */
  cancellation: { freeUntil: string | null; penalties: PenaltyShare[] };
  pickupAt: string;
  dropOffAt: string;
  durationMinutes: number;
  /** The start point's time zone (pickup times, penalties). */
  timeZone: string;
  meetingPoint: LocalizedText;
  emergencyPhone: string;
  /** Departures: re-confirm the pickup time this many hours before, as the text says. */
  reconfirm: { hoursBefore: number; text: LocalizedText } | null;
}

/** What booking one trip gives the supplier: the lead passenger, the party, child seats and the trip's details. */
export interface TripBookingRequest {
  leadPassenger: TransferLeadPassenger;
  passengers: TransferPassengers;
  childSeats: number;
  details: TransferTripDetails;
}

/**
 * A trip's record at the supplier: `pending` while it has not acknowledged the booking (asked again
 * later by its reference), then `confirmed` with its confirmation number; on a later look also
 * `cancelled` on its side.
 */
export interface SupplierTransferBooking {
  supplierReference: string;
  status: 'confirmed' | 'pending' | 'cancelled';
  confirmationNumber: string | null;
}

/**
 * What every transfer supplier does for the portal: the kit's supplier (search, an offer again,
 * re-check, retrieve, cancel) for one trip at a time, booking a trip for its party and details
 * rather than a list of travellers, plus its places. The sandbox is the default one.
 */
export interface TransferSupplier extends Omit<Supplier<TransferSupplierSearch, SupplierTransferOffer, TransferLeadPassenger, SupplierTransferBooking>, 'book'> {
  book(offer: SupplierTransferOffer, request: TripBookingRequest): Promise<SupplierTransferBooking>;
  places(query: string, limit: number, kind?: PlaceKind): Promise<TransferPlace[]>;
  place(id: string): Promise<TransferPlace | null>;
}

/** Transfers' words for the §8 errors that name the product. */
export const TRANSFER_FAILURES: ProductFailures = {
  soldOut: { code: 'no_results_found', message: 'No results found, please search again: the vehicle is no longer available' },
  timeout: 'The transfer supplier did not answer in time; nothing was charged',
  confirming: { code: 'error_confirming_booking', message: 'Error confirming the booking with the transfer supplier' },
};
