import { z } from 'zod';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DESTINATION_PATTERN,
  ACTIVITY_LIMITS,
  ACTIVITY_PAYMENTS,
  ACTIVITY_SORTS,
  activityDatesIssue,
  AGE_BANDS,
  CANCELLATION_KINDS,
  CONFIRMATION_TYPES,
  OFFER_CONFIRMATIONS,
  PRICING_MODES,
  QUESTION_KINDS,
  QUESTION_SCOPES,
  QUESTION_UNITS,
  START_TIME_PATTERN,
} from './activity-rules';
import { bookingAnswerFields, bookingDeadline, bookingDeadlines, bookingHistoryEntry, bookingsListQuery, bookingStatusSchema } from './bookings';
import { defineEvent, TOPICS } from './events';
import { cancellationPolicy, localizedText } from './hotels';
import { emailField, LIMITS, optionalText, pageOf, personNameField, phoneField, REASONS } from './validation';

export {
  ACTIVITY_CATEGORIES,
  ACTIVITY_DESTINATION_PATTERN,
  ACTIVITY_LIMITS,
  ACTIVITY_PAYMENTS,
  ACTIVITY_SORTS,
  activityDatesIssue,
  AGE_BANDS,
  answerIssue,
  CANCELLATION_KINDS,
  CONFIRMATION_TYPES,
  daysBetween,
  OFFER_CONFIRMATIONS,
  PRICING_MODES,
  QUESTION_KINDS,
  QUESTION_SCOPES,
  QUESTION_UNITS,
  refundPercent,
  START_TIME_PATTERN,
  activityTravellerIssues,
  validateAnswers,
  type ActivityCategory,
  type ActivityPayment,
  type ActivitySort,
  type AgeBand,
  type AgeBandRule,
  type Answers,
  type CancellationKind,
  type CancellationRule,
  type ConfirmationType,
  type ActivityIssue,
  type OfferConfirmation,
  type PricingMode,
  type QuestionKind,
  type QuestionRule,
  type QuestionScope,
  type QuestionUnit,
} from './activity-rules';

// ---------------------------------------------------------------- constants (issue 13)

export const activityCategorySchema = z.enum(ACTIVITY_CATEGORIES, { error: REASONS.invalidChoice });
export const confirmationTypeSchema = z.enum(CONFIRMATION_TYPES, { error: REASONS.invalidChoice });
export const offerConfirmationSchema = z.enum(OFFER_CONFIRMATIONS);
export const ageBandSchema = z.enum(AGE_BANDS, { error: REASONS.invalidChoice });
export const pricingModeSchema = z.enum(PRICING_MODES);
export const activitySortSchema = z.enum(ACTIVITY_SORTS, { error: REASONS.invalidChoice });
export const activityPaymentSchema = z.enum(ACTIVITY_PAYMENTS, { error: REASONS.invalidChoice });

const isoDate = z.iso.date({ error: 'invalid_date' });
const startTime = z.string().regex(START_TIME_PATTERN, { error: 'invalid_time' });

// ---------------------------------------------------------------- destinations

/** `city:<id>`, as the destination autocomplete answers it. */
export const activityDestinationId = z.string().regex(ACTIVITY_DESTINATION_PATTERN, { error: 'invalid_destination' });

export const activityDestination = z.object({
  /** `city:<id>`. */
  id: z.string(),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  timeZone: z.string(),
  /** Products sold there. */
  products: z.number().int(),
});
export type ActivityDestination = z.infer<typeof activityDestination>;

/** `GET /activities/destinations?q=` (at least 2 characters). */
export const activityDestinationsQuery = z.object({ q: z.string().trim().min(2, { error: REASONS.tooShort }).max(LIMITS.longText, { error: REASONS.tooLong }) });
export const activityDestinationsResponse = z.object({ destinations: z.array(activityDestination) });

// ---------------------------------------------------------------- search

/** Result filters; prices are sale "from" prices in minor units, durations in minutes. */
export const activityFilters = z.object({
  categories: z.array(activityCategorySchema).max(ACTIVITY_CATEGORIES.length).optional(),
  confirmationTypes: z.array(confirmationTypeSchema).max(CONFIRMATION_TYPES.length).optional(),
  minPrice: z.number().int().min(0).optional(),
  maxPrice: z.number().int().min(0).optional(),
  minDuration: z.number().int().min(0).optional(),
  maxDuration: z.number().int().min(0).optional(),
  freeCancellationOnly: z.boolean().default(false),
  /** Part of the title, in either language. */
  text: optionalText(LIMITS.longText),
});
export type ActivityFilters = z.input<typeof activityFilters>;

/** `POST /activities/search`: where and on which days (inclusive), filtered, sorted and paged. */
export const activitySearchRequest = z
  .object({
    destination: activityDestinationId,
    from: isoDate,
    to: isoDate,
    filters: activityFilters.default({ freeCancellationOnly: false }),
    sort: activitySortSchema.default('price_asc'),
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  })
  .superRefine((req, ctx) => {
    const issue = activityDatesIssue(req.from, req.to);
    if (issue) ctx.addIssue({ code: 'custom', path: ['to'], message: issue });
  });
export type ActivitySearchRequest = z.input<typeof activitySearchRequest>;

/** A product's average rating out of 5 and how many reviews make it. */
export const activityRating = z.object({ average: z.number().min(0).max(5), count: z.number().int() });

/** A product as a result card shows it. */
export const activityCard = z.object({
  productId: z.string(),
  title: localizedText,
  /** The main photo's URL (absolute, on the activities service's public route). */
  image: z.string(),
  category: activityCategorySchema,
  durationMinutes: z.number().int(),
  /** The cheapest sale price on the searched days: per adult (or the first band) or per unit. */
  fromPrice: z.number().int(),
  pricing: pricingModeSchema,
  currency: z.string(),
  rating: activityRating.nullable(),
  /** Free cancellation until some hours before the start. */
  freeCancellation: z.boolean(),
  confirmationType: confirmationTypeSchema,
  cityName: z.string(),
});
export type ActivityCard = z.infer<typeof activityCard>;

export const activitySearchResponse = z.object({
  destination: activityDestination,
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  activities: z.array(activityCard),
  /** Products matching the filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Cheapest and dearest "from" price before the filters (the price filter's bounds); null when none. */
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Shortest and longest duration before the filters, in minutes; null when none. */
  durationRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type ActivitySearchResponse = z.infer<typeof activitySearchResponse>;

// ---------------------------------------------------------------- product detail and availability

export const activityAgeBand = z.object({
  band: ageBandSchema,
  minAge: z.number().int(),
  maxAge: z.number().int(),
  minCount: z.number().int(),
  maxCount: z.number().int(),
});
export type ActivityAgeBand = z.infer<typeof activityAgeBand>;

export const activityQuestion = z.object({
  id: z.string(),
  scope: z.enum(QUESTION_SCOPES),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  label: localizedText,
  unit: z.enum(QUESTION_UNITS).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  choices: z.array(z.object({ id: z.string(), label: localizedText })).nullable(),
});
export type ActivityQuestion = z.infer<typeof activityQuestion>;

/** The supplier's terms in hours before the start (the product's time zone); an offer turns them into moments (`cancellation`). */
export const activityCancellationRule = z.object({
  kind: z.enum(CANCELLATION_KINDS),
  freeUntilHours: z.number().int().nullable(),
  tiers: z.array(z.object({ hoursBefore: z.number().int(), refundPercent: z.number().int().min(0).max(100) })),
});
export type ActivityCancellationRule = z.infer<typeof activityCancellationRule>;

/** An option (tour grade): its own title, what it adds, and its start times. */
export const activityOption = z.object({
  optionId: z.string(),
  title: localizedText,
  description: localizedText,
  /** Local start times, `HH:mm`. */
  startTimes: z.array(z.string()),
});
export type ActivityOption = z.infer<typeof activityOption>;

export const activityProduct = z.object({
  productId: z.string(),
  title: localizedText,
  description: localizedText,
  category: activityCategorySchema,
  cityId: z.string(),
  cityName: z.string(),
  country: z.string(),
  countryCode: z.string(),
  /** Start times, cut-offs and cancellation hours are in this zone. */
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  /** Photo URLs (absolute, on the activities service's public route). */
  images: z.array(z.string()),
  included: z.array(localizedText),
  excluded: z.array(localizedText),
  meetingPoint: localizedText,
  rating: activityRating.nullable(),
  confirmationType: confirmationTypeSchema,
  pricing: pricingModeSchema,
  /** Per unit: travellers one unit takes; null per person. */
  unitCapacity: z.number().int().nullable(),
  ageBands: z.array(activityAgeBand),
  /** Booking closes this many hours before the start (local time). */
  cutoffHours: z.number().int(),
  questions: z.array(activityQuestion),
  cancellationRule: activityCancellationRule,
  options: z.array(activityOption),
});
export type ActivityProduct = z.infer<typeof activityProduct>;

/** One band's sale price for one traveller of it booked alone (the agency's markup on that price); an offer's `salePrice` is the booking's total. */
export const bandPrice = z.object({ band: ageBandSchema, salePrice: z.number().int() });

/** A start on a day: places left, the booking cut-off, prices (per band, or per unit). */
export const availabilitySlot = z.object({
  startTime: z.string(),
  /** Places left (travellers per person, units per unit); 0: sold out. */
  remaining: z.number().int(),
  /** False once the cut-off has passed or nothing remains. */
  bookable: z.boolean(),
  cutoff: bookingDeadline,
  /** Per person: one per band; per unit: empty. */
  prices: z.array(bandPrice),
  unitSalePrice: z.number().int().nullable(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

/** The availability calendar of one option: days × start times. */
export const optionAvailability = z.object({
  optionId: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(availabilitySlot) })),
});
export type OptionAvailability = z.infer<typeof optionAvailability>;

/** `GET /activities/products/:productId?from=&to=`: the product and its calendar on those days (inclusive). */
export const activityProductQuery = z.object({ from: isoDate, to: isoDate }).superRefine((q, ctx) => {
  const issue = activityDatesIssue(q.from, q.to);
  if (issue) ctx.addIssue({ code: 'custom', path: ['to'], message: issue });
});
export const activityProductParams = z.object({ productId: z.string().min(1).max(64) });
export const activityProductResponse = z.object({
  product: activityProduct,
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  availability: z.array(optionAvailability),
});
export type ActivityProductResponse = z.infer<typeof activityProductResponse>;

// ---------------------------------------------------------------- availability and price check

/** A traveller as priced: band and age on the day. */
export const activityTravellerAge = z.object({
  band: ageBandSchema,
  age: z.number().int().min(0).max(ACTIVITY_LIMITS.maxAge),
});
export type ActivityTravellerAge = z.infer<typeof activityTravellerAge>;

/** `POST /activities/check`: one option, day and start for these travellers, asked from the supplier. */
export const activityCheckRequest = z.object({
  productId: z.string().min(1).max(64),
  optionId: z.string().min(1).max(64),
  date: isoDate,
  startTime,
  travellers: z.array(activityTravellerAge).min(1, { error: REASONS.required }).max(ACTIVITY_LIMITS.maxTravellers),
});
export type ActivityCheckRequest = z.input<typeof activityCheckRequest>;

/** The priced, bookable answer: what booking is given back. */
export const activityOffer = z.object({
  /** Signed and self-contained, like a hotel rate id: product, option, start, travellers, prices, agency. */
  offerId: z.string(),
  productId: z.string(),
  optionId: z.string(),
  title: localizedText,
  optionTitle: localizedText,
  date: z.string(),
  startTime: z.string(),
  /** The start, in UTC and the product's local time. */
  start: bookingDeadline,
  travellers: z.array(activityTravellerAge),
  /** Per person: one per band booked with its count; per unit: empty. */
  prices: z.array(bandPrice.extend({ count: z.number().int() })),
  /** Per unit: how many units and each one's sale price; null per person. */
  units: z.object({ count: z.number().int(), unitSalePrice: z.number().int() }).nullable(),
  /** How this offer would be confirmed (the product's `instant_then_on_request` resolved for this start). */
  confirmation: offerConfirmationSchema,
  /** On request: the supplier answers by then (at most 72 hours, never after the cut-off); null when instant. */
  onRequestDeadline: bookingDeadline.nullable(),
  cutoff: bookingDeadline,
  cancellation: cancellationPolicy,
  questions: z.array(activityQuestion),
  ageBands: z.array(activityAgeBand),
  currency: z.string(),
  purchasePrice: z.number().int(),
  /** Purchase price plus the agency's activities markup. */
  salePrice: z.number().int(),
  expiresAt: z.iso.datetime(),
});
export type ActivityOffer = z.infer<typeof activityOffer>;

export const activityCheckResponse = z.object({ offer: activityOffer });
export type ActivityCheckResponse = z.infer<typeof activityCheckResponse>;

// ---------------------------------------------------------------- booking

/** Answers by question id (numbers as decimal strings): checked by `validateAnswers` against the product's questions. */
export const activityAnswers = z.record(z.string().max(64), z.string().max(ACTIVITY_LIMITS.answerMax, { error: REASONS.tooLong }));

export const activityTraveller = activityTravellerAge.extend({
  firstName: personNameField,
  lastName: personNameField,
  /** This traveller's answers to the per-traveller questions. */
  answers: activityAnswers.default({}),
});
export type ActivityTraveller = z.input<typeof activityTraveller>;

/** Who the supplier and the agency reach (spec §5: phone 8 to 15 digits). */
export const activityLeadTraveller = z.object({
  firstName: personNameField,
  lastName: personNameField,
  email: emailField,
  phone: phoneField,
});
export type ActivityLeadTraveller = z.infer<typeof activityLeadTraveller>;

/** `POST /activities/bookings` with an `Idempotency-Key` header; the travellers' bands and ages are the offer's, in its order. */
export const createActivityBookingRequest = z.object({
  offerId: z.string().min(1),
  /** The sale price the agent saw and accepted: booking refuses any other. */
  acceptedSalePrice: z.number().int(),
  travellers: z.array(activityTraveller).min(1, { error: REASONS.required }).max(ACTIVITY_LIMITS.maxTravellers),
  /** Answers to the per-booking questions. */
  answers: activityAnswers.default({}),
  leadTraveller: activityLeadTraveller,
  payment: activityPaymentSchema,
  clientReference: optionalText(ACTIVITY_LIMITS.clientReferenceMax),
  acceptedTerms: z.literal(true, { error: 'terms_not_accepted' }),
});
export type CreateActivityBookingRequest = z.input<typeof createActivityBookingRequest>;

export const bookedActivityTraveller = activityTravellerAge.extend({ firstName: z.string(), lastName: z.string(), answers: z.record(z.string(), z.string()) });

export const activityBooking = z.object({
  id: z.string(),
  /** `AC…`. */
  reference: z.string(),
  status: bookingStatusSchema,
  payment: activityPaymentSchema,
  product: z.object({
    productId: z.string(),
    title: localizedText,
    category: activityCategorySchema,
    cityName: z.string(),
    countryCode: z.string(),
    timeZone: z.string(),
    image: z.string(),
    durationMinutes: z.number().int(),
    meetingPoint: localizedText,
  }),
  option: z.object({ optionId: z.string(), title: localizedText }),
  date: z.string(),
  startTime: z.string(),
  start: bookingDeadline,
  travellers: z.array(bookedActivityTraveller),
  answers: z.record(z.string(), z.string()),
  /** The product's questions when booked, to show the answers with their labels. */
  questions: z.array(activityQuestion),
  leadTraveller: activityLeadTraveller,
  confirmation: offerConfirmationSchema,
  /** On request: the supplier's answer is due by then (the booking expires after it); null otherwise. */
  onRequestDeadline: bookingDeadline.nullable(),
  /** The supplier's voucher reference, once confirmed. */
  voucherReference: z.string().nullable(),
  /** The supplier's reason when it rejected or cancelled the booking. */
  supplierReason: localizedText.nullable(),
  cancellation: cancellationPolicy,
  clientReference: z.string().nullable(),
  ...bookingAnswerFields,
  /** payment: null (no pay-later); freeCancellation and cancellation: by the policy, at the product's place. */
  deadlines: bookingDeadlines,
  history: z.array(bookingHistoryEntry),
});
export type ActivityBooking = z.infer<typeof activityBooking>;

/** The activity bookings list: the query every product lists its bookings with (`status=on_request` is the on-request lane). */
export const activityBookingsQuery = bookingsListQuery;
export const activityBookingsPage = pageOf(activityBooking.omit({ history: true }));

// ---------------------------------------------------------------- events for people (notifications)

const activityNotice = z.object({
  bookingId: z.string(),
  reference: z.string(),
  agentId: z.string(),
  title: localizedText,
  optionTitle: localizedText,
  cityName: z.string(),
  date: z.string(),
  startTime: z.string(),
  travellers: z.number().int(),
  leadTraveller: z.string(),
  voucherReference: z.string().nullable(),
  salePrice: z.number().int(),
  currency: z.string(),
  /** On request: the supplier's answer is due by then (UTC). */
  onRequestDeadline: z.string().nullable(),
  refunded: z.number().int(),
});
export type ActivityNotice = z.infer<typeof activityNotice>;

export const ActivityEvents = {
  /** Confirmed by the supplier (at booking or later): the voucher goes with the email. */
  confirmed: defineEvent({ topic: TOPICS.activities, type: 'activities.booking.confirmed', version: 1, data: activityNotice }),
  /** Waiting for the supplier's answer; the money is held meanwhile. */
  onRequest: defineEvent({ topic: TOPICS.activities, type: 'activities.booking.on_request', version: 1, data: activityNotice }),
  /** The supplier refused an on-request booking; the held money was released. */
  rejected: defineEvent({ topic: TOPICS.activities, type: 'activities.booking.rejected', version: 1, data: activityNotice.extend({ reason: localizedText.nullable() }) }),
  /** No answer by the on-request deadline; the held money was released. */
  expired: defineEvent({ topic: TOPICS.activities, type: 'activities.booking.expired', version: 1, data: activityNotice }),
  /** By the agent or by the supplier (polled), refunded per the policy. */
  cancelled: defineEvent({
    topic: TOPICS.activities,
    type: 'activities.booking.cancelled',
    version: 1,
    data: activityNotice.extend({ by: z.enum(['agent', 'supplier']), reason: localizedText.nullable() }),
  }),
} as const;
