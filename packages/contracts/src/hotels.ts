import { z } from 'zod';
import { bookingAnswerFields, bookingDeadline, bookingDeadlines, bookingHistoryEntry, bookingsListQuery, bookingStatusSchema } from './bookings';
import { defineEvent, TOPICS } from './events';
import { BOARD_CODES, DESTINATION_ID_PATTERN, FACILITIES, HOTEL_LIMITS, HOTEL_PAYMENTS, HOTEL_SORTS, NATIONALITY_PATTERN, RATE_PAYMENTS, RATE_TYPES, ROOM_TYPES, stayDatesIssue } from './hotel-rules';
import { LIMITS, REASONS, TITLES, optionalText, pageOf, personNameField } from './validation';

export {
  BOARD_CODES,
  DESTINATION_ID_PATTERN,
  FACILITIES,
  guestIssues,
  HOTEL_LIMITS,
  HOTEL_PAYMENTS,
  HOTEL_SORTS,
  NATIONALITY_PATTERN,
  nightsBetween,
  PAY_LATER_MARGIN_MS,
  PAY_LATER_REMINDER_DAYS,
  RATE_PAYMENTS,
  RATE_TYPES,
  ROOM_TYPES,
  stayDatesIssue,
} from './hotel-rules';

// ---------------------------------------------------------------- constants (spec §3, §9)

export const boardCodeSchema = z.enum(BOARD_CODES, { error: REASONS.invalidChoice });
export type BoardCode = z.infer<typeof boardCodeSchema>;

export const roomTypeSchema = z.enum(ROOM_TYPES);
export type RoomType = z.infer<typeof roomTypeSchema>;

export const facilitySchema = z.enum(FACILITIES);
export type Facility = z.infer<typeof facilitySchema>;

/** A text the portal shows in the reader's language. */
export const localizedText = z.object({ en: z.string(), fr: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

const isoDate = z.iso.date({ error: 'invalid_date' });

// ---------------------------------------------------------------- destinations

/** `city:<id>` or `hotel:<id>`, as the destination autocomplete answers it. */
export const destinationId = z.string().regex(DESTINATION_ID_PATTERN, { error: 'invalid_destination' });

export const hotelDestination = z.object({
  id: z.string(),
  kind: z.enum(['city', 'hotel']),
  /** The city's or the hotel's name. */
  name: z.string(),
  cityName: z.string(),
  country: z.string(),
  countryCode: z.string(),
});
export type HotelDestination = z.infer<typeof hotelDestination>;

/** `GET /hotels/destinations?q=` (at least 2 characters): cities first, then hotels. */
export const destinationsQuery = z.object({ q: z.string().trim().min(2, { error: REASONS.tooShort }).max(LIMITS.longText, { error: REASONS.tooLong }) });
export const destinationsResponse = z.object({ destinations: z.array(hotelDestination) });

// ---------------------------------------------------------------- search

export const roomOccupancy = z.object({
  adults: z.number().int().min(1).max(HOTEL_LIMITS.maxAdultsPerRoom),
  childrenAges: z.array(z.number().int().min(0).max(HOTEL_LIMITS.maxChildAge)).max(HOTEL_LIMITS.maxChildrenPerRoom).default([]),
});
export type RoomOccupancy = z.infer<typeof roomOccupancy>;

export const hotelSortSchema = z.enum(HOTEL_SORTS);
export type HotelSort = z.infer<typeof hotelSortSchema>;

/** Result filters; prices are sale prices for the whole stay, in minor units. */
export const hotelFilters = z.object({
  stars: z.array(z.number().int().min(1).max(5)).max(5).optional(),
  boards: z.array(boardCodeSchema).max(BOARD_CODES.length).optional(),
  minPrice: z.number().int().min(0).optional(),
  maxPrice: z.number().int().min(0).optional(),
  refundableOnly: z.boolean().default(false),
  name: optionalText(LIMITS.longText),
});
export type HotelFilters = z.input<typeof hotelFilters>;

/** The stay searched: where, when, who (spec §5: check-out after check-in). */
export const hotelStay = z
  .object({
    destination: destinationId,
    checkIn: isoDate,
    checkOut: isoDate,
    rooms: z.array(roomOccupancy).min(1).max(HOTEL_LIMITS.maxRooms),
    /** The guests' nationality (ISO 3166 alpha-2): some rates are priced on it. */
    nationality: z.string().regex(NATIONALITY_PATTERN, { error: REASONS.invalidChoice }),
  })
  .superRefine((stay, ctx) => {
    const issue = stayDatesIssue(stay.checkIn, stay.checkOut);
    if (issue) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: issue });
  });
export type HotelStay = z.input<typeof hotelStay>;

/** `POST /hotels/search`: the stay, and how its results are filtered, sorted and paged. */
export const hotelSearchRequest = z.object({
  stay: hotelStay,
  filters: hotelFilters.default({ refundableOnly: false }),
  sort: hotelSortSchema.default('price_asc'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
});
export type HotelSearchRequest = z.input<typeof hotelSearchRequest>;

/** A hotel as a result card shows it, with its cheapest rate for the stay. */
export const hotelCard = z.object({
  hotelId: z.string(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  address: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The main photo's URL (absolute, on the hotels service). */
  image: z.string(),
  /** The cheapest rate matching the filters: sale price for the stay and per night, its board and refundability. */
  cheapest: z.object({ salePrice: z.number().int(), salePerNight: z.number().int(), board: boardCodeSchema, refundable: z.boolean() }),
  /** Every board the hotel offers for this stay. */
  boards: z.array(boardCodeSchema),
  hasRefundable: z.boolean(),
});
export type HotelCard = z.infer<typeof hotelCard>;

export const hotelSearchResponse = z.object({
  /** Signed: the stay, the agency and its currency; what details, re-check and booking are given back. */
  searchId: z.string(),
  destination: hotelDestination,
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  currency: z.string(),
  hotels: z.array(hotelCard),
  /** Hotels matching the filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Cheapest and dearest stay over every hotel found before the filters (for the price filter's bounds); null when none. */
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** After this, prices must be searched again ("prices expired, refresh the search"). */
  expiresAt: z.iso.datetime(),
});
export type HotelSearchResponse = z.infer<typeof hotelSearchResponse>;

// ---------------------------------------------------------------- hotel details and rates

export const hotelInfo = z.object({
  hotelId: z.string(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  address: z.string(),
  cityName: z.string(),
  country: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  phone: z.string(),
  description: localizedText,
  facilities: z.array(facilitySchema),
  /** Photo URLs (absolute, on the hotels service). */
  images: z.array(z.string()),
  /** Local times, `HH:mm`. */
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
});
export type HotelInfo = z.infer<typeof hotelInfo>;

/** From a moment (UTC and the hotel's local time), cancelling costs this much of the purchase price (minor units). */
export const cancellationPenalty = z.object({ from: bookingDeadline, amount: z.number().int() });

/** A rate's cancellation terms: free until a moment (none for a non-refundable rate), then the penalties in order. */
export const cancellationPolicy = z.object({
  refundable: z.boolean(),
  freeUntil: bookingDeadline.nullable(),
  penalties: z.array(cancellationPenalty),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

export const roomPrice = z.object({ adults: z.number().int(), childrenAges: z.array(z.number().int()), purchasePrice: z.number().int() });

/** One room type and board for every searched room, with its policy and price. */
export const hotelRate = z.object({
  /** Signed and self-contained, like a flight offer id: what re-check and booking are given back. */
  rateId: z.string(),
  roomType: roomTypeSchema,
  board: boardCodeSchema,
  /** `recheck`: the supplier's price must be asked again before booking (the portal always re-checks). */
  rateType: z.enum(RATE_TYPES),
  refundable: z.boolean(),
  payment: z.enum(RATE_PAYMENTS),
  /** Pay-later: the agent's deadline (a day before the supplier's); null when paid at booking. */
  paymentDeadline: bookingDeadline.nullable(),
  cancellation: cancellationPolicy,
  /** The supplier's remarks that must be shown before booking. */
  comments: z.array(localizedText),
  /** One price per searched room, in the search's order. */
  rooms: z.array(roomPrice),
  currency: z.string(),
  purchasePrice: z.number().int(),
  /** Purchase price plus the agency's hotel markup (spec §3). */
  salePrice: z.number().int(),
  salePerNight: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type HotelRate = z.infer<typeof hotelRate>;

/** `GET /hotels/hotels/:hotelId?searchId=`: the hotel and every rate for the searched stay. */
export const hotelRatesQuery = z.object({ searchId: z.string().min(1) });
export const hotelRatesResponse = z.object({
  hotel: hotelInfo,
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  rooms: z.array(roomOccupancy),
  currency: z.string(),
  rates: z.array(hotelRate),
});
export type HotelRatesResponse = z.infer<typeof hotelRatesResponse>;

/** `POST /hotels/recheck`: the rate again from the supplier; a changed price comes with a new rate id and must be accepted. */
export const hotelRecheckRequest = z.object({ rateId: z.string().min(1) });
export const hotelRecheckResponse = z.object({ rate: hotelRate, priceChanged: z.boolean(), previousSalePrice: z.number().int() });

// ---------------------------------------------------------------- booking

export const hotelGuest = z.object({
  title: z.enum(TITLES, { error: REASONS.invalidChoice }),
  firstName: personNameField,
  lastName: personNameField,
});
export type HotelGuest = z.infer<typeof hotelGuest>;

export const hotelPaymentSchema = z.enum(HOTEL_PAYMENTS, { error: REASONS.invalidChoice });
export type HotelPayment = z.infer<typeof hotelPaymentSchema>;

/** `POST /hotels/bookings` with an `Idempotency-Key` header. */
export const createHotelBookingRequest = z.object({
  rateId: z.string().min(1),
  /** The sale price the agent saw and accepted (after a re-check): booking refuses any other. */
  acceptedSalePrice: z.number().int(),
  /** One lead guest per searched room, in the search's order. */
  rooms: z
    .array(z.object({ leadGuest: hotelGuest }))
    .min(1)
    .max(HOTEL_LIMITS.maxRooms),
  specialRequests: optionalText(HOTEL_LIMITS.specialRequestsMax),
  /** The agency's own reference for its client. */
  clientReference: optionalText(LIMITS.mediumText),
  /** `pay_later`: only on a pay-later rate; the balance is charged at the payment deadline. */
  payment: hotelPaymentSchema,
  acceptedTerms: z.literal(true, { error: 'terms_not_accepted' }),
  /** The rate's comments were shown and read. */
  acceptedRateComments: z.literal(true, { error: 'rate_comments_not_accepted' }),
});
export type CreateHotelBookingRequest = z.input<typeof createHotelBookingRequest>;

export const bookedRoom = z.object({
  roomType: roomTypeSchema,
  board: boardCodeSchema,
  adults: z.number().int(),
  childrenAges: z.array(z.number().int()),
  leadGuest: hotelGuest,
  purchasePrice: z.number().int(),
});

export const hotelBooking = z.object({
  id: z.string(),
  reference: z.string(),
  status: bookingStatusSchema,
  payment: hotelPaymentSchema,
  hotel: hotelInfo.omit({ description: true, facilities: true, images: true }).extend({ image: z.string() }),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  nationality: z.string(),
  rooms: z.array(bookedRoom),
  refundable: z.boolean(),
  cancellation: cancellationPolicy,
  rateComments: z.array(localizedText),
  specialRequests: z.string().nullable(),
  clientReference: z.string().nullable(),
  /** The hotel's own confirmation number; may arrive after the booking is confirmed. */
  hotelConfirmationNumber: z.string().nullable(),
  ...bookingAnswerFields,
  /** payment: the pay-later deadline; freeCancellation and cancellation: by the rate's policy, at the hotel. */
  deadlines: bookingDeadlines,
  history: z.array(bookingHistoryEntry),
});
export type HotelBooking = z.infer<typeof hotelBooking>;

/** The hotel bookings list: the query every product lists its bookings with. */
export const hotelBookingsQuery = bookingsListQuery;
export const hotelBookingsPage = pageOf(hotelBooking.omit({ history: true }));

// ---------------------------------------------------------------- events for people (notifications)

const hotelNotice = z.object({
  bookingId: z.string(),
  reference: z.string(),
  agentId: z.string(),
  hotelName: z.string(),
  cityName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  leadGuest: z.string(),
  hotelConfirmationNumber: z.string().nullable(),
  salePrice: z.number().int(),
  currency: z.string(),
  /** Pay-later: the agent's payment deadline (UTC). */
  paymentDeadline: z.string().nullable(),
  refunded: z.number().int(),
});
export type HotelNotice = z.infer<typeof hotelNotice>;

export const HotelEvents = {
  /** Confirmed by the hotel (at booking or later): the voucher goes with the email. */
  confirmed: defineEvent({ topic: TOPICS.hotels, type: 'hotels.booking.confirmed', version: 1, data: hotelNotice }),
  /** Waiting for the hotel's answer; the money is held meanwhile. */
  onRequest: defineEvent({ topic: TOPICS.hotels, type: 'hotels.booking.on_request', version: 1, data: hotelNotice }),
  /** The hotel refused an on-request booking; the held money was released. */
  refused: defineEvent({ topic: TOPICS.hotels, type: 'hotels.booking.refused', version: 1, data: hotelNotice }),
  /** Booked, to be paid by the deadline. */
  awaitingPayment: defineEvent({ topic: TOPICS.hotels, type: 'hotels.booking.awaiting_payment', version: 1, data: hotelNotice }),
  paymentReminder: defineEvent({ topic: TOPICS.hotels, type: 'hotels.booking.payment_reminder', version: 1, data: hotelNotice.extend({ daysLeft: z.number().int() }) }),
  /** By the agent, by the supplier, or at the payment deadline with the balance short. */
  cancelled: defineEvent({ topic: TOPICS.hotels, type: 'hotels.booking.cancelled', version: 1, data: hotelNotice.extend({ reason: z.enum(['agent', 'supplier', 'payment_deadline']) }) }),
} as const;
