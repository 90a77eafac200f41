import type { Supplier, ProductFailures } from '@portal/bookings';
import type { Cabin, FareRules, PassengerType, Segment, Traveller } from '@portal/contracts';

// The kit's one supplier error, under the path flights' booking code imports it from.
export { SupplierError, type SupplierFailure } from '@portal/bookings';

export interface SupplierSearch {
  legs: { origin: string; destination: string; date: string }[];
  passengers: { adults: number; children: number; infants: number };
  cabin: Cabin;
  currency: string;
}

export interface SupplierJourney {
  segments: Segment[];
  durationMinutes: number;
  stops: number;
}

/** An itinerary and its fare as the supplier quotes it, in the agency's currency (minor units). */
export interface SupplierOffer {
  supplierRef: string;
  journeys: SupplierJourney[];
  fareRules: FareRules;
  baggage: { checked: { pieces: number; weight: number; unit: 'kg' }; cabin: { weight: number; unit: 'kg' } };
  seatsLeft: number;
  currency: string;
  prices: { type: PassengerType; count: number; unitPrice: number }[];
  purchasePrice: number;
}

export interface SupplierBooking {
  pnr: string | null;
  status: 'confirmed' | 'pnr_pending';
}

/** What every flight supplier does for the portal (the kit's supplier, plus tickets); the sandbox is the default one. */
export interface FlightSupplier extends Supplier<SupplierSearch, SupplierOffer, Traveller, SupplierBooking> {
  issueTickets(pnr: string, travellers: Traveller[]): Promise<string[]>;
}

/** Flights' words for the §8 errors that name the product: "no flight found", "error confirming ticket". */
export const FLIGHT_FAILURES: ProductFailures = {
  soldOut: { code: 'no_flight_found', message: 'No flight found: no seat is left at this fare' },
  timeout: 'The airline did not answer in time; nothing was charged',
  confirming: { code: 'error_confirming_ticket', message: 'Error confirming ticket' },
};
