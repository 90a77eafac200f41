// Transfers' plain constants and rules without zod: the remote's screens use them without shipping the schemas' library; transfers.ts builds its schemas on them.
import { LIMITS } from './limits';

/** Spec §4: one way, round trip (the way back), or multi-trip of up to 3 trips. */
export const TRANSFER_TRIP_TYPES = ['one_way', 'round_trip', 'multi'] as const;
export type TransferTripType = (typeof TRANSFER_TRIP_TYPES)[number];

/** Where a transfer starts or ends. A hotel point is a hotel's address in a city. */
export const PLACE_KINDS = ['airport', 'hotel', 'port', 'station'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const VEHICLE_CATEGORIES = ['sedan', 'minivan', 'minibus', 'coach'] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

/** A private vehicle for the party alone, or seats in a shared shuttle. */
export const TRANSFER_SERVICES = ['private', 'shared'] as const;
export type TransferService = (typeof TRANSFER_SERVICES)[number];

/** A private vehicle is priced per vehicle; a shared shuttle per seat (every passenger but infants on a lap). */
export const PRICE_BASES = ['per_vehicle', 'per_seat'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** Balance (debited), pay at agency (charged), or a 30-minute hold (the kit's `HOLD_MS`, the amount held on the balance). */
export const TRANSFER_PAYMENTS = ['balance', 'agency', 'hold'] as const;
export type TransferPayment = (typeof TRANSFER_PAYMENTS)[number];

/** Each trip of a booking is booked or cancelled on its own; the booking is cancelled with its last trip. */
export const TRIP_STATES = ['booked', 'cancelled'] as const;
export type TripState = (typeof TRIP_STATES)[number];

/**
 * What a trip's time means, from its points: leaving an airport, the flight's arrival; going to an
 * airport, the flight's departure (the pickup time is computed from it); otherwise the wanted pickup.
 */
export const TIME_MEANINGS = ['flight_arrival', 'flight_departure', 'pickup'] as const;
export type TimeMeaning = (typeof TIME_MEANINGS)[number];

/** The number a trip's details ask for: a flight's, a train's or a cruise's. */
export const SERVICE_NUMBER_KINDS = ['flight', 'train', 'cruise'] as const;
export type ServiceNumberKind = (typeof SERVICE_NUMBER_KINDS)[number];

/** Spec §4, §5 and §9 for transfers. The hold's 30 minutes are the booking kit's `HOLD_MS`. */
export const TRANSFER_LIMITS = {
  maxTrips: 3,
  minAge: 18,
  maxAge: 99,
  phoneMinDigits: 8,
  phoneMaxDigits: 15,
  maxAdults: 16,
  maxChildren: 8,
  maxInfants: 4,
  /** Every passenger, infants included, takes a place in the vehicle. */
  maxPassengers: 20,
  maxLuggage: 30,
  /** Spec §9: a child is 2 to 11 (under 12); under 2 is an infant. */
  minChildAge: 2,
  maxChildAge: 11,
  /** Flight, train or cruise numbers. */
  serviceNumberMax: LIMITS.shortText,
  /** Company name, stopping and departure points, terminal. */
  detailTextMax: LIMITS.longText,
} as const;

/** `<kind>:<code>`, as the place autocomplete answers it (`airport:CDG`, `station:FRPLY`). */
export const PLACE_ID_PATTERN = /^(airport|hotel|port|station):[\w-]{1,64}$/;
/** A local wall-clock time, `HH:mm`. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Spec §5 and §9: digits only, 8 to 15 of them. */
export const TRANSFER_PHONE_PATTERN = /^\d{8,15}$/;

/** The kind of a place id (`airport:CDG` → `airport`); null when it is not one. */
export function placeKindOf(placeId: string): PlaceKind | null {
  return PLACE_ID_PATTERN.test(placeId) ? (placeId.slice(0, placeId.indexOf(':')) as PlaceKind) : null;
}

/** What a trip's time means, from the kinds of its points. */
export function timeMeaningOf(from: PlaceKind, to: PlaceKind): TimeMeaning {
  if (from === 'airport') return 'flight_arrival';
  if (to === 'airport') return 'flight_departure';
  return 'pickup';
}

/** The number a trip's details ask for: the flight at an airport end, else the cruise at a port, else the train. */
export function serviceNumberKindOf(from: PlaceKind, to: PlaceKind): ServiceNumberKind {
  if (from === 'airport' || to === 'airport') return 'flight';
  if (from === 'port' || to === 'port') return 'cruise';
  return 'train';
}

/** How many trips a trip type takes. */
export function tripCountRange(tripType: TransferTripType): { min: number; max: number } {
  if (tripType === 'one_way') return { min: 1, max: 1 };
  if (tripType === 'round_trip') return { min: 2, max: 2 };
  return { min: 1, max: TRANSFER_LIMITS.maxTrips };
}

export interface TripPoints {
  from: string;
  to: string;
  date: string;
  time: string;
}

/** A field the rules refuse, by its dotted path, with the reason a form translates. */
export interface TransferIssue {
  field: string;
  reason: string;
}

/**
 * Spec §4 and §5 on a search's trips, for the form and the service alike: as many trips as the type
 * takes (at most 3), distinct from and to, one end at an airport, port or station, each trip not
 * before the previous one, and a round trip's way back the reverse of its way out.
 */
export function tripIssues(tripType: TransferTripType, trips: TripPoints[]): TransferIssue[] {
  const issues: TransferIssue[] = [];
  const { min, max } = tripCountRange(tripType);
  if (trips.length > TRANSFER_LIMITS.maxTrips) issues.push({ field: 'trips', reason: 'too_many_trips' });
  else if (trips.length < min || trips.length > max) issues.push({ field: 'trips', reason: 'trips_for_trip_type' });
  trips.forEach((trip, i) => {
    if (trip.from && trip.from === trip.to) issues.push({ field: `trips.${i}.to`, reason: 'same_from_to' });
    else if (placeKindOf(trip.from) === 'hotel' && placeKindOf(trip.to) === 'hotel') issues.push({ field: `trips.${i}.to`, reason: 'no_terminal_point' });
    const previous = trips[i - 1];
    if (previous && `${trip.date}T${trip.time}` < `${previous.date}T${previous.time}`) issues.push({ field: `trips.${i}.date`, reason: 'trip_before_previous' });
  });
  const [out, back] = trips;
  if (tripType === 'round_trip' && out && back && (back.from !== out.to || back.to !== out.from)) issues.push({ field: 'trips.1.from', reason: 'return_not_reverse' });
  return issues;
}

export interface TransferPassengers {
  adults: number;
  childrenAges: number[];
  infants: number;
}

/** Everyone who travels, infants included: each takes a place in the vehicle. */
export function passengerCount(passengers: TransferPassengers): number {
  return passengers.adults + passengers.childrenAges.length + passengers.infants;
}

/** Spec §5 on a search's passengers: no more infants than adults, at most `maxPassengers` in all. */
export function passengerIssues(passengers: TransferPassengers): TransferIssue[] {
  const issues: TransferIssue[] = [];
  if (passengers.infants > passengers.adults) issues.push({ field: 'passengers.infants', reason: 'infants_exceed_adults' });
  if (passengerCount(passengers) > TRANSFER_LIMITS.maxPassengers) issues.push({ field: 'passengers', reason: 'too_many_passengers' });
  return issues;
}

/** Child seats asked on a trip: only for the party's children and infants, and only where the offer has them. */
export function childSeatIssue(childSeats: number, passengers: TransferPassengers, offered: boolean): 'child_seats_exceed_children' | 'child_seats_unavailable' | null {
  if (childSeats === 0) return null;
  if (!offered) return 'child_seats_unavailable';
  return childSeats > passengers.childrenAges.length + passengers.infants ? 'child_seats_exceed_children' : null;
}

/** Spec §5: the lead passenger is 18 to 99. */
export function ageIssue(age: number): 'age_out_of_range' | null {
  return Number.isInteger(age) && age >= TRANSFER_LIMITS.minAge && age <= TRANSFER_LIMITS.maxAge ? null : 'age_out_of_range';
}

/** Spec §5 and §9: a phone of 8 to 15 digits, nothing else. */
export function phoneIssue(phone: string): 'required' | 'invalid_phone' | null {
  const trimmed = phone.trim();
  if (!trimmed) return 'required';
  return TRANSFER_PHONE_PATTERN.test(trimmed) ? null : 'invalid_phone';
}

/** A trip's price as booked: the offer's sale price and its child seats. */
export function tripSalePrice(offer: { salePrice: number; childSeat: { salePrice: number } | null }, childSeats: number): number {
  return offer.salePrice + (offer.childSeat ? offer.childSeat.salePrice * childSeats : 0);
}

/** What the agent accepts at booking: every chosen trip's sale price with its child seats. */
export function transferTotal(trips: { offer: { salePrice: number; childSeat: { salePrice: number } | null }; childSeats: number }[]): number {
  return trips.reduce((sum, trip) => sum + tripSalePrice(trip.offer, trip.childSeats), 0);
}
