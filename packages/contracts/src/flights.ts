import { z } from 'zod';
import { bookingAnswerFields, bookingDeadlines, bookingHistoryEntry, bookingsListQuery, bookingStatusSchema } from './bookings';
import { defineEvent, TOPICS } from './events';
import { languageSchema } from './runtime-config';
import { LIMITS, PHONE_PATTERN, REASONS, TITLES, ZIP_PATTERN, emailField, pageOf, personNameField as nameField } from './validation';

export const CABINS = ['economy', 'premium_economy', 'business', 'first'] as const;
export const cabinSchema = z.enum(CABINS);
export type Cabin = z.infer<typeof cabinSchema>;

export const TRIP_TYPES = ['one_way', 'round_trip', 'multi_city'] as const;
export const tripTypeSchema = z.enum(TRIP_TYPES);

export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export const passengerTypeSchema = z.enum(PASSENGER_TYPES);
export type PassengerType = z.infer<typeof passengerTypeSchema>;

const iata = z.string().regex(/^[A-Z]{3}$/, { error: 'invalid_airport' });
const isoDate = z.iso.date({ error: 'invalid_date' });

export const airport = z.object({ iata: z.string(), name: z.string(), city: z.string(), country: z.string(), tz: z.string() });
export type Airport = z.infer<typeof airport>;
export const airportsResponse = z.object({ airports: z.array(airport) });

/** `POST /flights/search` with the rules of spec §5: origin differs from destination, no leg before the previous one. */
export const flightSearchRequest = z
  .object({
    tripType: tripTypeSchema,
    legs: z
      .array(z.object({ origin: iata, destination: iata, date: isoDate }))
      .min(1)
      .max(3),
    passengers: z.object({
      adults: z.number().int().min(1).max(9),
      children: z.number().int().min(0).max(8).default(0),
      infants: z.number().int().min(0).max(9).default(0),
    }),
    cabin: cabinSchema.default('economy'),
  })
  .superRefine((search, ctx) => {
    const expected = search.tripType === 'one_way' ? 1 : search.tripType === 'round_trip' ? 2 : undefined;
    if (expected !== undefined && search.legs.length !== expected) ctx.addIssue({ code: 'custom', path: ['legs'], message: 'legs_for_trip_type' });
    search.legs.forEach((leg, i) => {
      if (leg.origin === leg.destination) ctx.addIssue({ code: 'custom', path: ['legs', i, 'destination'], message: 'same_origin_destination' });
      const previous = search.legs[i - 1];
      if (previous && leg.date < previous.date) ctx.addIssue({ code: 'custom', path: ['legs', i, 'date'], message: 'return_before_departure' });
    });
    const { adults, children, infants } = search.passengers;
    if (infants > adults) ctx.addIssue({ code: 'custom', path: ['passengers', 'infants'], message: 'infants_exceed_adults' });
    if (adults + children + infants > 9) ctx.addIssue({ code: 'custom', path: ['passengers'], message: 'too_many_passengers' });
  });
export type FlightSearchRequest = z.input<typeof flightSearchRequest>;

export const segment = z.object({
  airline: z.string(),
  airlineName: z.string(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureAt: z.iso.datetime({ offset: true }),
  arrivalAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int(),
  cabin: cabinSchema,
});
export type Segment = z.infer<typeof segment>;

export const journey = z.object({
  segments: z.array(segment).min(1),
  durationMinutes: z.number().int(),
  stops: z.number().int(),
});

export const fareRules = z.object({
  refundable: z.boolean(),
  changeable: z.boolean(),
  /** Kept by the airline on a refund or change, minor units per passenger. */
  penalty: z.number().int(),
  /** After this moment the booking can no longer be cancelled. */
  cancellationDeadline: z.iso.datetime(),
});
export type FareRules = z.infer<typeof fareRules>;

export const baggage = z.object({
  checked: z.object({ pieces: z.number().int(), weight: z.number().int(), unit: z.enum(['kg', 'lb']) }),
  cabin: z.object({ weight: z.number().int(), unit: z.enum(['kg', 'lb']) }),
});

export const priceByPassenger = z.object({ type: passengerTypeSchema, count: z.number().int(), unitPrice: z.number().int() });

export const flightOffer = z.object({
  /** Signed and self-contained: what book and re-price are given back. */
  offerId: z.string(),
  journeys: z.array(journey),
  fareRules,
  baggage,
  seatsLeft: z.number().int(),
  currency: z.string(),
  prices: z.array(priceByPassenger),
  /** What the agency pays the supplier. */
  purchasePrice: z.number().int(),
  /** What the agency's customer pays: purchase price plus the agency's service charge per ticket. */
  salePrice: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type FlightOffer = z.infer<typeof flightOffer>;

export const flightSearchResponse = z.object({ offers: z.array(flightOffer), currency: z.string() });
/** The travellers' last names, when known: some fares are priced on them (the sandbox's documented triggers). */
export const repriceRequest = z.object({ offerId: z.string().min(1), lastNames: z.array(z.string().max(30)).max(9).default([]) });
export const repriceResponse = z.object({ offer: flightOffer, priceChanged: z.boolean(), previousPurchasePrice: z.number().int() });

// ---------------------------------------------------------------- travellers (spec §3, §5)

export const traveller = z.object({
  type: passengerTypeSchema,
  title: z.enum(TITLES, { error: REASONS.invalidChoice }),
  firstName: nameField,
  lastName: nameField,
  nationality: z.string().regex(/^[A-Z]{2}$/, { error: REASONS.invalidChoice }),
  passportNumber: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{6,12}$/i, { error: 'invalid_passport' }),
  passportExpiry: isoDate,
  dateOfBirth: isoDate,
});
export type Traveller = z.infer<typeof traveller>;

/** Age in whole years on a day (both `YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The trip a traveller list is checked against: any offer (as shown or as quoted by the supplier). */
export interface TripShape {
  journeys: { segments: { departureAt: string; arrivalAt: string }[] }[];
  prices: { type: PassengerType; count: number }[];
}

/**
 * Spec §5 and §9 on travellers, for the form (as it is filled in) and the service alike: names
 * differ, ages fit the passenger type on the departure day (adult 18–99, child 2–11, infant under
 * 2), passports outlast the trip, and the travellers match the fare's passengers.
 */
export function travellerIssues(travellers: Partial<Pick<Traveller, 'type' | 'firstName' | 'lastName' | 'dateOfBirth' | 'passportExpiry'>>[], trip: TripShape): { field: string; reason: string }[] {
  const issues: { field: string; reason: string }[] = [];
  const departureDay = trip.journeys[0]!.segments[0]!.departureAt.slice(0, 10);
  const lastArrival = Date.parse(trip.journeys.at(-1)!.segments.at(-1)!.arrivalAt);
  const seen = new Set<string>();
  travellers.forEach((t, i) => {
    if (t.firstName && t.lastName) {
      const name = `${t.firstName.trim().toLowerCase()} ${t.lastName.trim().toLowerCase()}`;
      if (seen.has(name)) issues.push({ field: `travellers.${i}.lastName`, reason: 'names_must_differ' });
      seen.add(name);
    }
    if (t.dateOfBirth && t.type) {
      const age = ageOn(t.dateOfBirth, departureDay);
      const fits = t.type === 'adult' ? age >= 18 && age <= 99 : t.type === 'child' ? age >= 2 && age < 12 : age >= 0 && age < 2;
      if (!fits) issues.push({ field: `travellers.${i}.dateOfBirth`, reason: `age_not_${t.type}` });
    }
    if (t.passportExpiry && Date.parse(`${t.passportExpiry}T00:00:00Z`) <= lastArrival) {
      issues.push({ field: `travellers.${i}.passportExpiry`, reason: 'passport_expires_before_return' });
    }
  });
  for (const price of trip.prices) {
    if (travellers.filter((t) => t.type === price.type).length !== price.count) issues.push({ field: 'travellers', reason: 'travellers_do_not_match_offer' });
  }
  return issues;
}

export const bookingContact = z.object({
  email: emailField,
  phone: z.string().trim().regex(PHONE_PATTERN, { error: REASONS.phone }),
  address: z.string().trim().min(1, { error: REASONS.required }).max(LIMITS.longText, { error: REASONS.tooLong }),
  country: z.string().regex(/^[A-Z]{2}$/, { error: REASONS.invalidChoice }),
  zipCode: z.string().trim().regex(ZIP_PATTERN, { error: REASONS.zip }),
});

/** Card: paid on the card gateway's own page within the 30-minute hold; the portal never sees the card. */
export const PAYMENT_METHODS = ['balance', 'agency', 'card', 'hold'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** `POST /flights/bookings` with an `Idempotency-Key` header. */
export const createFlightBookingRequest = z.object({
  offerId: z.string().min(1),
  travellers: z.array(traveller).min(1).max(9),
  contact: bookingContact,
  payment: paymentMethodSchema,
  acceptedTerms: z.literal(true, { error: 'terms_not_accepted' }),
  /** The sale price the agent saw and accepted (after a re-price): booking refuses any other. */
  acceptedSalePrice: z.number().int(),
  /** Card payment: the portal page the gateway sends the browser back to (`id=` is added). */
  returnUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** The language of the card page (the portal's current one); the user's own by default. */
  language: languageSchema.optional(),
});
export type CreateFlightBookingRequest = z.input<typeof createFlightBookingRequest>;

export const flightBooking = z.object({
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  pnr: z.string().nullable(),
  payment: paymentMethodSchema,
  journeys: z.array(journey),
  travellers: z.array(traveller.extend({ ticketNumber: z.string().nullable() })),
  contact: bookingContact,
  fareRules,
  baggage,
  ...bookingAnswerFields,
  /** While a card payment is awaited: the gateway's card page. */
  cardPaymentUrl: z.string().nullable(),
  /** Optional: answers before the booking kit had none. */
  deadlines: bookingDeadlines.optional(),
  history: z.array(bookingHistoryEntry),
});
export type FlightBooking = z.infer<typeof flightBooking>;

/** The flight bookings list: the query every product lists its bookings with. */
export const flightBookingsQuery = bookingsListQuery;
export const flightBookingsPage = pageOf(flightBooking.omit({ history: true }));

export const payHeldBookingRequest = z.object({ payment: z.enum(['balance', 'agency']) });

// ---------------------------------------------------------------- events for people (notifications)

const bookingNotice = z.object({
  bookingId: z.string(),
  reference: z.string(),
  agentId: z.string(),
  pnr: z.string().nullable(),
  itinerary: z.array(
    z.object({
      flightNumber: z.string(),
      origin: z.string(),
      destination: z.string(),
      departureAt: z.string(),
      arrivalAt: z.string(),
      /** The journey (outbound 0, return 1…) the segment belongs to; notices before it count one journey. */
      journey: z.number().int().default(0),
    }),
  ),
  travellers: z.array(z.object({ name: z.string(), ticketNumber: z.string().nullable() })),
  salePrice: z.number().int(),
  currency: z.string(),
  holdExpiresAt: z.string().nullable(),
});

export const FlightEvents = {
  held: defineEvent({ topic: TOPICS.flights, type: 'flights.booking.held', version: 1, data: bookingNotice }),
  ticketed: defineEvent({ topic: TOPICS.flights, type: 'flights.booking.ticketed', version: 1, data: bookingNotice }),
  cancelled: defineEvent({ topic: TOPICS.flights, type: 'flights.booking.cancelled', version: 1, data: bookingNotice.extend({ refunded: z.number().int() }) }),
  expired: defineEvent({ topic: TOPICS.flights, type: 'flights.booking.expired', version: 1, data: bookingNotice }),
} as const;
