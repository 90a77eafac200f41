import type { ProductFailures, Supplier } from '@portal/bookings';
import type {
  ActivityAgeBand,
  ActivityCancellationRule,
  ActivityCategory,
  ActivityDestination,
  ActivityLeadTraveller,
  ActivityOption,
  ActivityQuestion,
  ActivityTravellerAge,
  AgeBand,
  ConfirmationType,
  LocalizedText,
  OfferConfirmation,
  PricingMode,
} from '@portal/contracts';

export { SupplierError, type SupplierFailure } from '@portal/bookings';

/** A city's products on some days (inclusive), priced in the agency's currency. */
export interface ActivitySupplierSearch {
  /** `city:<id>`. */
  destination: string;
  from: string;
  to: string;
  currency: string;
}

/** A product's own content, whatever the day. */
export interface SupplierProduct {
  productId: string;
  cityId: string;
  title: LocalizedText;
  description: LocalizedText;
  category: ActivityCategory;
  cityName: string;
  country: string;
  countryCode: string;
  timeZone: string;
  durationMinutes: number;
  /** Photo paths under the service's image route (`<productId>/<n>.svg`). */
  images: string[];
  included: LocalizedText[];
  excluded: LocalizedText[];
  meetingPoint: LocalizedText;
  rating: { average: number; count: number } | null;
  confirmationType: ConfirmationType;
  pricing: PricingMode;
  unitCapacity: number | null;
  ageBands: ActivityAgeBand[];
  cutoffHours: number;
  questions: ActivityQuestion[];
  cancellationRule: ActivityCancellationRule;
  options: ActivityOption[];
}

/** A product found for a search: its cheapest purchase price on a bookable start of those days (per adult, or per unit). */
export interface SupplierSearchResult {
  productId: string;
  fromPrice: number;
  currency: string;
}

/** One start of a day as the supplier sells it (purchase prices, minor units; moments UTC ISO). */
export interface SupplierSlot {
  startTime: string;
  remaining: number;
  cutoff: string;
  /** Per person: each band's price for one traveller; per unit: empty. */
  bandPrices: { band: AgeBand; purchasePrice: number }[];
  unitPurchasePrice: number | null;
}

export interface SupplierOptionAvailability {
  optionId: string;
  days: { date: string; slots: SupplierSlot[] }[];
}

/** One option, day and start for some travellers: what the check is asked and an offer is found again by. */
export interface ActivitySlotQuery {
  productId: string;
  optionId: string;
  date: string;
  startTime: string;
  travellers: ActivityTravellerAge[];
  currency: string;
}

/** A start priced for the travellers, as the supplier quotes it now (purchase prices in minor units, moments UTC ISO). */
export interface SupplierActivityOffer {
  supplierRef: string;
  productId: string;
  optionId: string;
  date: string;
  startTime: string;
  start: string;
  cutoff: string;
  travellers: ActivityTravellerAge[];
  prices: { band: AgeBand; count: number; purchasePrice: number }[];
  units: { count: number; unitPurchasePrice: number } | null;
  confirmation: OfferConfirmation;
  /** On request: the supplier answers by then. */
  onRequestDeadline: string | null;
  /** The policy's moments for this start: what cancelling costs from when. */
  cancellation: { refundable: boolean; freeUntil: string | null; penalties: { from: string; amount: number }[] };
  currency: string;
  purchasePrice: number;
}

/** Who goes and what they answered, as the supplier is sent them at booking. */
export interface ActivityParty {
  leadTraveller: ActivityLeadTraveller;
  travellers: (ActivityTravellerAge & { firstName: string; lastName: string; answers: Record<string, string> })[];
  answers: Record<string, string>;
}

/** A booking's record at the supplier: at booking confirmed or on request; on a later look also rejected or cancelled on its side, with its reason. */
export interface SupplierActivityBooking {
  supplierReference: string;
  status: 'confirmed' | 'on_request' | 'rejected' | 'cancelled';
  /** Given once confirmed. */
  voucherReference: string | null;
  reason: LocalizedText | null;
  /** Who runs the activity and how travellers reach them (printed on the voucher); given at booking. */
  operator?: { name: string; phone: string };
}

/**
 * What every activity supplier does for the portal: the kit's supplier steps (an offer found again,
 * re-priced, booked, looked up, cancelled) plus its content and search: destinations, a city's
 * products with their from-prices, a product, its availability calendar, a priced start. The
 * sandbox is the default one.
 */
export interface ActivitySupplier extends Pick<Supplier<ActivitySlotQuery, SupplierActivityOffer, never, SupplierActivityBooking>, 'offer' | 'reprice' | 'retrieve' | 'cancel'> {
  destinations(query: string, limit: number): Promise<ActivityDestination[]>;
  destination(id: string): Promise<ActivityDestination | null>;
  search(search: ActivitySupplierSearch): Promise<SupplierSearchResult[]>;
  product(productId: string): Promise<SupplierProduct | null>;
  availability(productId: string, from: string, to: string, currency: string): Promise<SupplierOptionAvailability[]>;
  /** The start priced for these travellers; null when the product, option or start does not exist that day. */
  check(query: ActivitySlotQuery): Promise<SupplierActivityOffer | null>;
  book(offer: SupplierActivityOffer, party: ActivityParty): Promise<SupplierActivityBooking>;
}

/** Activities' words for the §8 errors that name the product. */
export const ACTIVITY_FAILURES: ProductFailures = {
  soldOut: { code: 'no_results_found', message: 'No results found, please search again: this start is no longer available' },
  timeout: 'The activity supplier did not answer in time; nothing was charged',
  confirming: { code: 'error_confirming_booking', message: 'Error confirming the booking with the activity supplier' },
};
