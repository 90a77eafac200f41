import { z } from 'zod';
import { bookingAnswerFields, bookingDeadline, bookingDeadlines, bookingHistoryEntry, bookingsListQuery, bookingStatusSchema, cancellationQuote } from './bookings';
import { defineEvent, TOPICS } from './events';
import { payHeldBookingRequest } from './flights';
import { cancellationPolicy, localizedText } from './hotels';
import {
  LOCAL_TIME_PATTERN,
  passengerIssues,
  PLACE_ID_PATTERN,
  PLACE_KINDS,
  PRICE_BASES,
  SERVICE_NUMBER_KINDS,
  TIME_MEANINGS,
  TRANSFER_LIMITS,
  TRANSFER_PAYMENTS,
  TRANSFER_PHONE_PATTERN,
  TRANSFER_SERVICES,
  TRANSFER_TRIP_TYPES,
  tripIssues,
  TRIP_STATES,
  VEHICLE_CATEGORIES,
} from './transfer-rules';
import { LIMITS, REASONS, emailField, optionalText, pageOf, personNameField, requiredText } from './validation';

export {
  ageIssue,
  childSeatIssue,
  LOCAL_TIME_PATTERN,
  passengerCount,
  passengerIssues,
  phoneIssue,
  PLACE_ID_PATTERN,
  PLACE_KINDS,
  placeKindOf,
  PRICE_BASES,
  SERVICE_NUMBER_KINDS,
  serviceNumberKindOf,
  TIME_MEANINGS,
  timeMeaningOf,
  TRANSFER_LIMITS,
  TRANSFER_PAYMENTS,
  TRANSFER_PHONE_PATTERN,
  TRANSFER_SERVICES,
  TRANSFER_TRIP_TYPES,
  transferTotal,
  tripCountRange,
  tripIssues,
  tripSalePrice,
  TRIP_STATES,
  VEHICLE_CATEGORIES,
  type PlaceKind,
  type PriceBasis,
  type ServiceNumberKind,
  type TimeMeaning,
  type TransferIssue,
  type TransferPassengers,
  type TransferPayment,
  type TransferService,
  type TransferTripType,
  type TripState,
  type VehicleCategory,
} from './transfer-rules';

// ---------------------------------------------------------------- constants

export const transferTripTypeSchema = z.enum(TRANSFER_TRIP_TYPES, { error: REASONS.invalidChoice });
export const placeKindSchema = z.enum(PLACE_KINDS, { error: REASONS.invalidChoice });
export const vehicleCategorySchema = z.enum(VEHICLE_CATEGORIES);
export const transferServiceSchema = z.enum(TRANSFER_SERVICES);
export const priceBasisSchema = z.enum(PRICE_BASES);
export const timeMeaningSchema = z.enum(TIME_MEANINGS);
export const transferPaymentSchema = z.enum(TRANSFER_PAYMENTS, { error: REASONS.invalidChoice });
export const tripStateSchema = z.enum(TRIP_STATES);

const isoDate = z.iso.date({ error: 'invalid_date' });
const localTimeField = z.string({ error: REASONS.required }).regex(LOCAL_TIME_PATTERN, { error: 'invalid_time' });

// ---------------------------------------------------------------- places

/** `<kind>:<code>`, as the place autocomplete answers it. */
export const placeId = z.string({ error: REASONS.required }).regex(PLACE_ID_PATTERN, { error: 'invalid_place' });

/** A transfer's point: an airport (with its terminals), a hotel's address, a port or a train station. */
export const transferPlace = z.object({
  /** `airport:CDG`, `hotel:paris-1`, `port:FRMRS`, `station:FRPLY`. */
  id: z.string(),
  kind: placeKindSchema,
  /** IATA code of an airport; the sandbox's or supplier's code of the others. */
  code: z.string(),
  name: z.string(),
  /** A hotel's street address; null for the others. */
  address: z.string().nullable(),
  city: z.string(),
  country: z.string(),
  /** IANA time zone: the place's pickup and penalty times are in it. */
  timeZone: z.string(),
  /** An airport's terminals (the trip's details name one); empty for an airport of one terminal and for the other kinds. */
  terminals: z.array(z.string()),
});
export type TransferPlace = z.infer<typeof transferPlace>;

/** `GET /transfers/places?q=&kind=` (at least 2 characters): places whose name, code or city contains the text. */
export const placesQuery = z.object({
  q: z.string().trim().min(2, { error: REASONS.tooShort }).max(LIMITS.longText, { error: REASONS.tooLong }),
  kind: placeKindSchema.optional(),
});
export type PlacesQuery = z.input<typeof placesQuery>;
export const placesResponse = z.object({ places: z.array(transferPlace) });
export type PlacesResponse = z.infer<typeof placesResponse>;

// ---------------------------------------------------------------- search

/**
 * One trip searched: its points and when. `time` is a local time at the start point whose meaning
 * depends on the points (`timeMeaningOf`): the flight's arrival leaving an airport, the flight's
 * departure going to one (the answer shows the computed pickup), else the wanted pickup.
 */
export const transferTripSearch = z.object({ from: placeId, to: placeId, date: isoDate, time: localTimeField });
export type TransferTripSearch = z.infer<typeof transferTripSearch>;

export const transferPassengers = z.object({
  adults: z.number({ error: REASONS.required }).int().min(1).max(TRANSFER_LIMITS.maxAdults),
  /** Each child's age on the trip's day (2 to 11). */
  childrenAges: z
    .array(z.number().int().min(TRANSFER_LIMITS.minChildAge, { error: 'child_age' }).max(TRANSFER_LIMITS.maxChildAge, { error: 'child_age' }))
    .max(TRANSFER_LIMITS.maxChildren)
    .default([]),
  /** Under 2. */
  infants: z.number().int().min(0).max(TRANSFER_LIMITS.maxInfants).default(0),
});
export type TransferPassengersInput = z.input<typeof transferPassengers>;

/** `POST /transfers/search` with the rules of spec §4 and §5 (`tripIssues`, `passengerIssues`), each issue on its field. */
export const transferSearchRequest = z
  .object({
    tripType: transferTripTypeSchema,
    trips: z.array(transferTripSearch).min(1),
    passengers: transferPassengers,
    /** Pieces of luggage for the party (a suitcase each; cabin bags aside). */
    luggage: z.number().int().min(0).max(TRANSFER_LIMITS.maxLuggage).default(0),
  })
  .superRefine((search, ctx) => {
    for (const issue of [...tripIssues(search.tripType, search.trips), ...passengerIssues(search.passengers)]) {
      ctx.addIssue({ code: 'custom', path: issue.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message: issue.reason });
    }
  });
export type TransferSearchRequest = z.input<typeof transferSearchRequest>;

/** A moment as a traveller reads it: UTC and the wall-clock time at the place (the pickup point's time zone). */
export const localMoment = bookingDeadline;
export type LocalMoment = z.infer<typeof localMoment>;

/** What the supplier sells a child seat at, per seat and trip; the sale price adds the agency's percentage markup only. */
export const childSeatPrice = z.object({ purchasePrice: z.number().int(), salePrice: z.number().int() });

/** One vehicle or shuttle for one trip, as a result card shows it. */
export const transferOffer = z.object({
  /** Signed and self-contained, like a hotel's rate id: the search, the trip, the supplier's reference and the price shown. */
  offerId: z.string(),
  /** The searched trip it serves (0-based). */
  trip: z.number().int(),
  vehicle: vehicleCategorySchema,
  service: transferServiceSchema,
  /** Passengers (infants included) and pieces of luggage the vehicle takes; for a shuttle, what one booking may take. */
  maxPassengers: z.number().int(),
  maxLuggage: z.number().int(),
  priceBasis: priceBasisSchema,
  /** Vehicles or seats priced. */
  units: z.number().int(),
  currency: z.string(),
  purchasePrice: z.number().int(),
  /** Purchase price plus the agency's transfer markup (spec §3), for the trip without extras. */
  salePrice: z.number().int(),
  /** Child seats as an extra; null when the offer has none (shared shuttles). */
  childSeat: childSeatPrice.nullable(),
  cancellation: cancellationPolicy,
  /** When the driver picks up, at the start point: computed for a flight departure, else from the time searched. */
  pickup: localMoment,
  /** The expected arrival at the end point. */
  dropOff: localMoment,
  durationMinutes: z.number().int(),
  meetingPoint: localizedText,
  expiresAt: z.iso.datetime(),
});
export type TransferOffer = z.infer<typeof transferOffer>;

/** One searched trip and its offers, cheapest first. */
export const transferTripResults = z.object({
  trip: z.number().int(),
  from: transferPlace,
  to: transferPlace,
  date: z.string(),
  time: z.string(),
  timeMeaning: timeMeaningSchema,
  serviceNumberKind: z.enum(SERVICE_NUMBER_KINDS),
  offers: z.array(transferOffer),
});
export type TransferTripResults = z.infer<typeof transferTripResults>;

/** The search's answer: every trip has offers, else 404 `no_results_found` ("No results found, please search again"). */
export const transferSearchResponse = z.object({
  /** Signed: the trips, passengers, luggage, agency and currency; every offer id carries it. */
  searchId: z.string(),
  tripType: transferTripTypeSchema,
  passengers: z.object({ adults: z.number().int(), childrenAges: z.array(z.number().int()), infants: z.number().int() }),
  luggage: z.number().int(),
  currency: z.string(),
  trips: z.array(transferTripResults),
  /** After this, prices must be searched again ("prices expired, refresh the search"). */
  expiresAt: z.iso.datetime(),
});
export type TransferSearchResponse = z.infer<typeof transferSearchResponse>;

/** `POST /transfers/recheck`: an offer again from the supplier (the lead passenger's last name when known); a changed price comes with a new offer id. */
export const transferRecheckRequest = z.object({ offerId: z.string().min(1), leadLastName: z.string().trim().max(LIMITS.mediumText).optional() });
export const transferRecheckResponse = z.object({ offer: transferOffer, priceChanged: z.boolean(), previousSalePrice: z.number().int() });
export type TransferRecheckResponse = z.infer<typeof transferRecheckResponse>;

// ---------------------------------------------------------------- booking (spec §3, §5)

/** The lead passenger (spec §3, §5): names, email, age 18 to 99, phone of 8 to 15 digits. */
export const transferLeadPassenger = z.object({
  firstName: personNameField,
  lastName: personNameField,
  email: emailField,
  age: z.number({ error: REASONS.required }).int({ error: 'age_out_of_range' }).min(TRANSFER_LIMITS.minAge, { error: 'age_out_of_range' }).max(TRANSFER_LIMITS.maxAge, { error: 'age_out_of_range' }),
  phone: z.string({ error: REASONS.required }).trim().min(1, { error: REASONS.required }).regex(TRANSFER_PHONE_PATTERN, { error: REASONS.phone }),
});
export type TransferLeadPassenger = z.infer<typeof transferLeadPassenger>;

/** A trip's details, every one required (spec §5). */
export const transferTripDetails = z.object({
  /** The flight, train or cruise number (`serviceNumberKind` of the trip says which). */
  serviceNumber: requiredText(TRANSFER_LIMITS.serviceNumberMax).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'invalid_service_number' })),
  /** The airport (with its terminal, one of the place's terminals when it has some), station or port. */
  terminal: requiredText(TRANSFER_LIMITS.detailTextMax),
  /** The pickup time confirmed by the agent, local at the start point (the offer's pickup pre-fills it). */
  pickupTime: localTimeField,
  /** The airline, train operator or cruise line. */
  companyName: requiredText(TRANSFER_LIMITS.detailTextMax),
  /** Where the vehicle stops: the drop-off address or point. */
  stoppingPoint: requiredText(TRANSFER_LIMITS.detailTextMax),
  /** Where the passengers are picked up: the address or point. */
  departurePoint: requiredText(TRANSFER_LIMITS.detailTextMax),
});
export type TransferTripDetails = z.infer<typeof transferTripDetails>;

/** The offer chosen for one searched trip, its child seats and details. */
export const transferTripChoice = z.object({
  offerId: z.string({ error: REASONS.required }).min(1, { error: REASONS.required }),
  childSeats: z
    .number()
    .int()
    .min(0)
    .max(TRANSFER_LIMITS.maxChildren + TRANSFER_LIMITS.maxInfants)
    .default(0),
  details: transferTripDetails,
});
export type TransferTripChoice = z.input<typeof transferTripChoice>;

/** `POST /transfers/bookings` with an `Idempotency-Key` header: one offer per searched trip, in the search's order, all of one search. */
export const createTransferBookingRequest = z.object({
  trips: z.array(transferTripChoice).min(1).max(TRANSFER_LIMITS.maxTrips, { error: 'too_many_trips' }),
  leadPassenger: transferLeadPassenger,
  /** The agency's own reference for its client. */
  clientReference: optionalText(LIMITS.mediumText),
  payment: transferPaymentSchema,
  /** The total the agent saw and accepted (`transferTotal`: each trip's sale price and child seats): booking refuses any other. */
  acceptedSalePrice: z.number().int(),
  acceptedTerms: z.literal(true, { error: 'terms_not_accepted' }),
});
export type CreateTransferBookingRequest = z.input<typeof createTransferBookingRequest>;

/** How to re-confirm a departure's pickup time with the supplier (null for arrivals). */
export const reconfirmInstruction = z.object({ hoursBefore: z.number().int(), text: localizedText });

/** One trip of a booking, with its own state: each is cancelled on its own with the kit's quote. */
export const bookedTransferTrip = z.object({
  trip: z.number().int(),
  state: tripStateSchema,
  from: transferPlace,
  to: transferPlace,
  date: z.string(),
  time: z.string(),
  timeMeaning: timeMeaningSchema,
  pickup: localMoment,
  dropOff: localMoment,
  durationMinutes: z.number().int(),
  vehicle: vehicleCategorySchema,
  service: transferServiceSchema,
  maxPassengers: z.number().int(),
  maxLuggage: z.number().int(),
  priceBasis: priceBasisSchema,
  units: z.number().int(),
  childSeats: z.number().int(),
  details: transferTripDetails,
  meetingPoint: localizedText,
  /** The supplier's 24/7 line for the day of the trip. */
  emergencyPhone: z.string(),
  reconfirm: reconfirmInstruction.nullable(),
  /** The supplier's confirmation number for this trip; null until it acknowledges the booking. */
  supplierConfirmation: z.string().nullable(),
  /** The trip with its child seats. */
  purchasePrice: z.number().int(),
  salePrice: z.number().int(),
  cancellation: cancellationPolicy,
  /** What cancelling this trip now would do; null once cancelled. */
  cancellationQuote: cancellationQuote.nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  refunded: z.number().int(),
});
export type BookedTransferTrip = z.infer<typeof bookedTransferTrip>;

export const transferBooking = z.object({
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  payment: transferPaymentSchema,
  tripType: transferTripTypeSchema,
  passengers: z.object({ adults: z.number().int(), childrenAges: z.array(z.number().int()), infants: z.number().int() }),
  luggage: z.number().int(),
  leadPassenger: transferLeadPassenger,
  clientReference: z.string().nullable(),
  trips: z.array(bookedTransferTrip),
  ...bookingAnswerFields,
  /** payment: the hold's end; freeCancellation and cancellation: the earliest of the booked trips', at their pickup points. */
  deadlines: bookingDeadlines,
  history: z.array(bookingHistoryEntry),
});
export type TransferBooking = z.infer<typeof transferBooking>;

/** The transfer bookings list: the query every product lists its bookings with (the passenger filter reads the lead passenger). */
export const transferBookingsQuery = bookingsListQuery;
export const transferBookingsPage = pageOf(transferBooking.omit({ history: true }));

/** One trip (0-based) or the whole booking. */
export const tripSelector = z.union([
  z.literal('all'),
  z.coerce
    .number()
    .int()
    .min(0)
    .max(TRANSFER_LIMITS.maxTrips - 1),
]);

/** `GET /transfers/bookings/:id/cancellation-quote?trip=`: what cancelling that trip (or all, by default) would do now. */
export const transferQuoteQuery = z.object({ trip: tripSelector.default('all') });
/** `POST /transfers/bookings/:id/cancel`: cancels one trip, or every trip still booked. */
export const transferCancelRequest = z.object({ trip: tripSelector });
export type TransferCancelRequest = z.input<typeof transferCancelRequest>;
/** `POST /transfers/bookings/:id/pay`: pays a held booking before its 30 minutes end. */
export const transferPayRequest = payHeldBookingRequest;

// ---------------------------------------------------------------- events for people (notifications)

const transferNotice = z.object({
  bookingId: z.string(),
  reference: z.string(),
  agentId: z.string(),
  leadPassenger: z.string(),
  trips: z.array(
    z.object({
      trip: z.number().int(),
      state: tripStateSchema,
      from: z.string(),
      to: z.string(),
      /** Pickup, local at the start point with its offset. */
      pickup: z.string(),
      vehicle: vehicleCategorySchema,
      service: transferServiceSchema,
    }),
  ),
  salePrice: z.number().int(),
  currency: z.string(),
  holdExpiresAt: z.string().nullable(),
  refunded: z.number().int(),
});
export type TransferNotice = z.infer<typeof transferNotice>;

export const TransferEvents = {
  /** Acknowledged by the supplier and paid (at booking, after the background check, or a held booking paid): the voucher goes with the email. */
  confirmed: defineEvent({ topic: TOPICS.transfers, type: 'transfers.booking.confirmed', version: 1, data: transferNotice }),
  /** Sent, not yet acknowledged by the supplier: the sweep asks again. */
  pending: defineEvent({ topic: TOPICS.transfers, type: 'transfers.booking.pending', version: 1, data: transferNotice }),
  /** Held for 30 minutes, the amount held on the balance. */
  held: defineEvent({ topic: TOPICS.transfers, type: 'transfers.booking.held', version: 1, data: transferNotice }),
  /** A hold not paid in its 30 minutes: the services and the held amount released. */
  released: defineEvent({ topic: TOPICS.transfers, type: 'transfers.booking.released', version: 1, data: transferNotice }),
  /** Trips cancelled (one, or the rest), by the agent or the supplier; `bookingCancelled` once no trip is left. */
  cancelled: defineEvent({
    topic: TOPICS.transfers,
    type: 'transfers.booking.cancelled',
    version: 1,
    data: transferNotice.extend({ reason: z.enum(['agent', 'supplier']), cancelledTrips: z.array(z.number().int()), bookingCancelled: z.boolean() }),
  }),
} as const;
