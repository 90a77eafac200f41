import type { Cabin, FareRules, PassengerType, Segment, Traveller } from '@portal/contracts';

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

export type SupplierFailure = 'sold_out' | 'timeout' | 'ticketing_failed' | 'not_found' | 'not_cancellable' | 'unknown_airport';

export class SupplierError extends Error {
  constructor(
    readonly failure: SupplierFailure,
    message: string,
    /** The search field the supplier refused (`legs.0.origin`), when the failure is the request's. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface SupplierBooking {
  pnr: string | null;
  status: 'confirmed' | 'pnr_pending';
}

/** What every flight supplier does for the portal; the sandbox is the default one. */
export interface FlightSupplier {
  search(search: SupplierSearch): Promise<SupplierOffer[]>;
  /** One offer of an earlier search by its reference, as quoted now; null once it is no longer offered. */
  offer(search: SupplierSearch, supplierRef: string): Promise<SupplierOffer | null>;
  /** The fare now: its price may have moved since the search. */
  reprice(offer: SupplierOffer, travellers?: Pick<Traveller, 'lastName'>[]): Promise<SupplierOffer>;
  book(offer: SupplierOffer, travellers: Traveller[]): Promise<SupplierBooking>;
  /** For a booking left PNR pending: its record once the airline confirmed. */
  retrieve(supplierRef: string): Promise<SupplierBooking>;
  issueTickets(pnr: string, travellers: Traveller[]): Promise<string[]>;
  cancel(pnr: string): Promise<void>;
}
