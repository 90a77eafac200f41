import { z } from 'zod';
import { bookingHistoryEntry } from './bookings';
import { defineEvent, TOPICS } from './events';
import { optionalText, pageOf, paginationQuery, personNameField, REASONS, requiredText } from './validation';
import { HOTEL_VISA_BUDGET_BANDS, HOTEL_VISA_CANCELLERS, HOTEL_VISA_LIMITS, HOTEL_VISA_OCCUPANT_TYPES, HOTEL_VISA_STATUSES, hotelVisaChildAgeIssue } from './visa-hotel-rules';
import { stayDatesIssue16, VISA_CIVILITIES } from './visa-rules';

export * from './visa-hotel-rules';
export { STAY_MAX_DAYS, stayDatesIssue16 } from './visa-rules';

const objectId = z.string().regex(/^[0-9a-f]{24}$/, { error: 'invalid_id' });
const isoDate = z.iso.date({ error: 'invalid_date' });

export const hotelVisaStatusSchema = z.enum(HOTEL_VISA_STATUSES, { error: REASONS.invalidChoice });
export const hotelVisaBudgetBandSchema = z.enum(HOTEL_VISA_BUDGET_BANDS, { error: REASONS.invalidChoice });
export const hotelVisaIdParams = z.object({ id: objectId });

/** One occupant of a room (spec §3): civility Mr, Mrs or Ms; a child's age 0 to 12. */
export const hotelVisaOccupant = z
  .object({
    civility: z.enum(VISA_CIVILITIES, { error: REASONS.invalidChoice }),
    firstName: personNameField,
    lastName: personNameField,
    type: z.enum(HOTEL_VISA_OCCUPANT_TYPES, { error: REASONS.invalidChoice }),
    age: z.number().int().nullable().optional(),
  })
  .superRefine((occupant, ctx) => {
    if (occupant.type === 'child' && hotelVisaChildAgeIssue(occupant.age)) ctx.addIssue({ code: 'custom', path: ['age'], message: 'child_age' });
  });
export type HotelVisaOccupant = z.infer<typeof hotelVisaOccupant>;

export const hotelVisaRoom = z.object({ occupants: z.array(hotelVisaOccupant).min(1, { error: REASONS.required }).max(HOTEL_VISA_LIMITS.occupantsPerRoomMax, { error: 'too_many_occupants' }) });
export type HotelVisaRoom = z.infer<typeof hotelVisaRoom>;

/**
 * `POST /visa/hotel-reservations` (with `Idempotency-Key`): spec §3's hotel visa reservation.
 * Dates by §5 (departure on or after arrival, at most 16 days); the service also refuses an arrival
 * sooner than 4 days ahead (`arrival_too_soon`), which would be cancelled automatically at once.
 */
export const createHotelVisaReservation = z
  .object({
    city: requiredText(HOTEL_VISA_LIMITS.cityMax),
    /** An area of the city or a hotel's name. */
    area: optionalText(HOTEL_VISA_LIMITS.areaMax),
    arrival: isoDate,
    departure: isoDate,
    rooms: z.array(hotelVisaRoom).min(1, { error: REASONS.required }).max(HOTEL_VISA_LIMITS.roomsMax, { error: 'too_many_rooms' }),
    budgetBand: hotelVisaBudgetBandSchema,
  })
  .superRefine((request, ctx) => {
    const issue = stayDatesIssue16(request.arrival, request.departure);
    if (issue) ctx.addIssue({ code: 'custom', path: ['departure'], message: issue });
  });
export type CreateHotelVisaReservation = z.input<typeof createHotelVisaReservation>;

/** The desk's confirmation: the hotel, its confirmation number and the price per night of the whole reservation (minor units, euros) a conversion pays. */
export const hotelVisaConfirmation = z.object({
  hotelName: requiredText(HOTEL_VISA_LIMITS.areaMax),
  hotelAddress: requiredText(100),
  confirmationNumber: requiredText(30),
  pricePerNight: z.number().int().positive({ error: REASONS.required }),
});
export type HotelVisaConfirmation = z.infer<typeof hotelVisaConfirmation>;

export const hotelVisaRefusal = z.object({ reason: requiredText(HOTEL_VISA_LIMITS.reasonMax) });
export type HotelVisaRefusal = z.infer<typeof hotelVisaRefusal>;

/** `POST /visa/hotel-reservations/:id/convert`: a confirmed reservation becomes a paid stay (booking kit: balance or charged to the agency). */
export const hotelVisaConversion = z.object({ payment: z.enum(['balance', 'agency'], { error: REASONS.invalidChoice }) });
export type HotelVisaConversion = z.infer<typeof hotelVisaConversion>;

/** A reservation as the list shows it. */
export const hotelVisaRow = z.object({
  id: z.string(),
  reference: z.string(),
  status: hotelVisaStatusSchema,
  cancelledBy: z.enum(HOTEL_VISA_CANCELLERS).nullable(),
  city: z.string(),
  area: z.string().nullable(),
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  occupants: z.number().int(),
  /** The lead occupant's name. */
  client: z.string(),
  budgetBand: hotelVisaBudgetBandSchema,
  /** Spec §4, §9: a confirmed reservation not converted is cancelled at this instant (arrival less 3 days). */
  autoCancelAt: z.iso.datetime(),
  agencyId: z.string(),
  agentName: z.string(),
  createdAt: z.iso.datetime(),
});
export type HotelVisaRow = z.infer<typeof hotelVisaRow>;

/** A reservation in full: its rooms, the desk's answer, the price a conversion pays, its history. */
export const hotelVisaView = hotelVisaRow.extend({
  roomsDetail: z.array(hotelVisaRoom),
  confirmation: hotelVisaConfirmation.extend({ confirmedAt: z.iso.datetime() }).nullable(),
  refusalReason: z.string().nullable(),
  /** What converting costs: price per night × nights (null until confirmed). */
  stayPrice: z.number().int().nullable(),
  currency: z.string(),
  paidWith: z.string().nullable(),
  warnedAt: z.iso.datetime().nullable(),
  history: z.array(bookingHistoryEntry),
});
export type HotelVisaView = z.infer<typeof hotelVisaView>;

export const hotelVisaListQuery = paginationQuery.extend({
  status: hotelVisaStatusSchema.optional(),
  reference: z.string().trim().max(20).optional(),
  /** Created from / to (the date presets). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type HotelVisaListQuery = z.input<typeof hotelVisaListQuery>;
export const hotelVisaPage = pageOf(hotelVisaRow);

/** The desk names the agency (its name as the visa service last heard it from identity). */
export const hotelVisaDeskRow = hotelVisaRow.extend({ agencyName: z.string() });
export type HotelVisaDeskRow = z.infer<typeof hotelVisaDeskRow>;
export const hotelVisaDeskPage = pageOf(hotelVisaDeskRow);
export const hotelVisaDeskView = hotelVisaView.extend({ agencyName: z.string() });
export type HotelVisaDeskView = z.infer<typeof hotelVisaDeskView>;

// ---------------------------------------------------------------- events for people

const hotelVisaNotice = z.object({
  reservationId: z.string(),
  reference: z.string(),
  agencyId: z.string(),
  agentId: z.string(),
  city: z.string(),
  arrival: z.string(),
  departure: z.string(),
  client: z.string(),
  status: hotelVisaStatusSchema,
  autoCancelAt: z.iso.datetime(),
});
export type HotelVisaNotice = z.infer<typeof hotelVisaNotice>;

export const HotelVisaEvents = {
  /** A new request for the desk (operators' bell). */
  requested: defineEvent({ topic: TOPICS.visa, type: 'visa.hotel.requested', version: 1, data: hotelVisaNotice }),
  /** The desk confirmed with a hotel: the letter is downloadable at `letterPath` (behind the main server). */
  confirmed: defineEvent({
    topic: TOPICS.visa,
    type: 'visa.hotel.confirmed',
    version: 1,
    data: hotelVisaNotice.extend({ hotelName: z.string(), confirmationNumber: z.string(), letterPath: z.string() }),
  }),
  refused: defineEvent({ topic: TOPICS.visa, type: 'visa.hotel.refused', version: 1, data: hotelVisaNotice.extend({ reason: z.string() }) }),
  /** A day before the automatic cancellation of a confirmed reservation not converted. */
  cancelWarning: defineEvent({ topic: TOPICS.visa, type: 'visa.hotel.cancel_warning', version: 1, data: hotelVisaNotice }),
  cancelledAutomatically: defineEvent({ topic: TOPICS.visa, type: 'visa.hotel.cancelled_automatically', version: 1, data: hotelVisaNotice }),
  converted: defineEvent({ topic: TOPICS.visa, type: 'visa.hotel.converted', version: 1, data: hotelVisaNotice.extend({ stayPrice: z.number().int(), currency: z.string() }) }),
} as const;
