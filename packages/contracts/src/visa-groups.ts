import { z } from 'zod';
import { bookingStatusSchema } from './bookings';
import { defineEvent, TOPICS } from './events';
import { GROUP_LIMITS, GROUP_MEAL_PLANS, GROUP_QUOTE_STATUSES, GROUP_ROOM_TYPES, GROUP_SERVICES, GROUP_TYPES, groupRoomIssue, HOTEL_CATEGORIES, occupantsOf } from './group-rules';
import { stayDatesIssue16 } from './visa-rules';
import { LIMITS, optionalText, pageOf, paginationQuery, personNameField, REASONS, requiredText } from './validation';

export * from './group-rules';

const objectId = z.string().regex(/^[0-9a-f]{24}$/, { error: 'invalid_id' });
const isoDate = z.iso.date({ error: 'invalid_date' });
const amount = z.number({ error: REASONS.required }).int().min(0, { error: 'invalid_amount' }).max(100_000_000, { error: 'invalid_amount' });

export const groupQuoteStatusSchema = z.enum(GROUP_QUOTE_STATUSES, { error: REASONS.invalidChoice });
export const groupTypeSchema = z.enum(GROUP_TYPES, { error: REASONS.invalidChoice });
export const groupMealPlanSchema = z.enum(GROUP_MEAL_PLANS, { error: REASONS.invalidChoice });
export const groupRoomTypeSchema = z.enum(GROUP_ROOM_TYPES, { error: REASONS.invalidChoice });
export const groupServiceSchema = z.enum(GROUP_SERVICES, { error: REASONS.invalidChoice });
export const hotelCategorySchema = z.number({ error: REASONS.required }).int().min(1, { error: REASONS.invalidChoice }).max(5, { error: REASONS.invalidChoice });

export const groupQuoteParams = z.object({ id: objectId });

const count = (min: number) => z.number({ error: REASONS.required }).int().min(min, { error: REASONS.invalidChoice }).max(GROUP_LIMITS.occupantsPerRoomMax, { error: REASONS.invalidChoice });

/** One room asked for: its type and occupants (children under 12, babies under 2, baby beds for babies). */
export const groupRoomInput = z.object({ type: groupRoomTypeSchema, adults: count(0), children: count(0), babies: count(0), babyBeds: count(0) });
export type GroupRoomInput = z.infer<typeof groupRoomInput>;

/**
 * `POST /visa/groups` with an `Idempotency-Key` header: spec §3's group quotation. Refused (400 with
 * the field) by §5's dates rule (`departure_before_arrival`, `stay_too_long`), an arrival in
 * the past (`date_in_past`), a room without an adult, over six people or with more baby beds than babies.
 */
export const createGroupQuote = z
  .object({
    groupName: requiredText(GROUP_LIMITS.groupNameMax),
    groupType: groupTypeSchema,
    destination: requiredText(GROUP_LIMITS.destinationMax),
    hotelCategories: z.array(hotelCategorySchema).min(1, { error: REASONS.required }).max(HOTEL_CATEGORIES.length),
    mealPlans: z.array(groupMealPlanSchema).min(1, { error: REASONS.required }).max(GROUP_MEAL_PLANS.length),
    arrival: isoDate,
    departure: isoDate,
    rooms: z.array(groupRoomInput).min(1, { error: REASONS.required }).max(GROUP_LIMITS.roomsMax, { error: 'too_many_rooms' }),
    additionalServices: z.array(groupServiceSchema).max(GROUP_SERVICES.length).default([]),
    specialRequests: optionalText(GROUP_LIMITS.textMax),
  })
  .superRefine((request, ctx) => {
    const dates = stayDatesIssue16(request.arrival, request.departure);
    if (dates) ctx.addIssue({ code: 'custom', path: ['departure'], message: dates });
    request.rooms.forEach((room, index) => {
      const issue = groupRoomIssue(room);
      if (issue) ctx.addIssue({ code: 'custom', path: ['rooms', index, issue.field], message: issue.reason });
    });
  });
export type CreateGroupQuote = z.input<typeof createGroupQuote>;

// ---------------------------------------------------------------- the operator's quote

export const groupRateInput = z.object({ roomType: groupRoomTypeSchema, perNight: amount });

/** One option of a quote; its total is the service's (`groupOptionTotal`). */
export const groupOptionInput = z
  .object({
    /** The hotel or formula offered ("Hotel Atlas 4*, half board"). */
    title: requiredText(LIMITS.longText),
    rates: z.array(groupRateInput).min(1, { error: REASONS.required }).max(GROUP_ROOM_TYPES.length),
    taxes: amount,
    fees: amount,
    freeRooms: z.number().int().min(0).max(GROUP_LIMITS.roomsMax),
    /** The last day the agency may accept it. */
    validUntil: isoDate,
    /** The day rooms not confirmed go back to the hotel. */
    releaseDate: isoDate,
    cancellationTerms: requiredText(GROUP_LIMITS.textMax),
  })
  .superRefine((option, ctx) => {
    const types = option.rates.map((rate) => rate.roomType);
    if (new Set(types).size !== types.length) ctx.addIssue({ code: 'custom', path: ['rates'], message: 'duplicate_room_type' });
  });
export type GroupOptionInput = z.input<typeof groupOptionInput>;

/**
 * `POST /visa/groups/desk/:id/quote`: one to three options. The service also refuses (400) an
 * option without a rate for a room type asked, a validity in the past or after arrival, free rooms
 * beyond the rooms asked; 409 `invalid_transition` unless the request awaits its quote.
 */
export const sendGroupQuote = z.object({
  options: z.array(groupOptionInput).min(1, { error: REASONS.required }).max(GROUP_LIMITS.optionsMax, { error: 'too_many_options' }),
  note: optionalText(GROUP_LIMITS.textMax),
});
export type SendGroupQuote = z.input<typeof sendGroupQuote>;

/** `POST /visa/groups/desk/:id/refuse`: the desk cannot quote this request. */
export const refuseGroupQuote = z.object({ reason: requiredText(GROUP_LIMITS.textMax) });

export const groupOption = z.object({
  title: z.string(),
  rates: z.array(z.object({ roomType: groupRoomTypeSchema, perNight: z.number().int() })),
  taxes: z.number().int(),
  fees: z.number().int(),
  freeRooms: z.number().int(),
  validUntil: z.string(),
  releaseDate: z.string(),
  cancellationTerms: z.string(),
  roomsTotal: z.number().int(),
  freeRoomsValue: z.number().int(),
  /** The service's total for the rooms asked: rooms × nights, less the free rooms, plus taxes and fees. */
  total: z.number().int(),
});
export type GroupOption = z.infer<typeof groupOption>;

// ---------------------------------------------------------------- the agency's answer

/**
 * `POST /visa/groups/:id/accept`: one option of the current quote, paid by balance or charged to the
 * agency; the booking (`GR…`) is made once per quote whatever the retries. 409 `invalid_transition`
 * unless quoted, `quote_expired` past the option's validity, `prices_expired` if the total differs.
 */
export const acceptGroupOption = z.object({
  option: z
    .number()
    .int()
    .min(0)
    .max(GROUP_LIMITS.optionsMax - 1),
  payment: z.enum(['balance', 'agency'], { error: REASONS.invalidChoice }),
  /** The total the agent saw. */
  acceptedTotal: z.number().int(),
});
export type AcceptGroupOption = z.input<typeof acceptGroupOption>;

/** `POST /visa/groups/:id/decline`: the quote declined; `askAgain` puts the request back in the desk's queue (a new 24 hours). */
export const declineGroupQuote = z.object({ reason: optionalText(GROUP_LIMITS.textMax), askAgain: z.boolean().default(false) });
export type DeclineGroupQuote = z.input<typeof declineGroupQuote>;

/** `POST /visa/groups/:id/cancel`: the agency withdraws its request while the desk has not booked it (awaiting a quote, or quoted). */
export const cancelGroupQuote = z.object({ reason: optionalText(GROUP_LIMITS.textMax) });
export type CancelGroupQuote = z.input<typeof cancelGroupQuote>;

/** `PUT /visa/groups/:id/rooming`: the guests' names per room, in the rooms' order (may be saved part-filled). */
export const groupRoomingList = z.object({
  rooms: z.array(z.object({ names: z.array(z.union([personNameField, z.literal('')])).max(GROUP_LIMITS.occupantsPerRoomMax) })).max(GROUP_LIMITS.roomsMax),
});
export type GroupRoomingList = z.input<typeof groupRoomingList>;

// ---------------------------------------------------------------- views

export const groupRoom = groupRoomInput.extend({ names: z.array(z.string()) });

export const groupQuoteView = z.object({
  id: z.string(),
  /** The request's own reference (`GQ…`); its booking has the kit's `GR…`. */
  reference: z.string(),
  status: groupQuoteStatusSchema,
  groupName: z.string(),
  groupType: groupTypeSchema,
  destination: z.string(),
  hotelCategories: z.array(z.number().int()),
  mealPlans: z.array(groupMealPlanSchema),
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  rooms: z.array(groupRoom),
  people: z.number().int(),
  additionalServices: z.array(groupServiceSchema),
  specialRequests: z.string().nullable(),
  currency: z.string(),
  /** The current quote's options (empty until quoted). */
  options: z.array(groupOption),
  quoteNote: z.string().nullable(),
  quotedAt: z.iso.datetime().nullable(),
  /** The option the agency accepted. */
  chosenOption: z.number().int().nullable(),
  /** When the desk's answer is due (24 hours after the request or the new ask); null once answered. */
  answerDueAt: z.iso.datetime().nullable(),
  /** How many times it was asked (1, then +1 at each ask again). */
  round: z.number().int(),
  declineReason: z.string().nullable(),
  refusalReason: z.string().nullable(),
  /** Why the agency withdrew the request, when it said. */
  withdrawalReason: z.string().nullable(),
  booking: z.object({ id: z.string(), reference: z.string(), status: bookingStatusSchema, paidWith: z.string().nullable(), total: z.number().int() }).nullable(),
  /** Every guest named (a name per occupant of every room). */
  roomingComplete: z.boolean(),
  agentName: z.string(),
  createdAt: z.iso.datetime(),
  statusAt: z.iso.datetime(),
});
export type GroupQuoteView = z.infer<typeof groupQuoteView>;

export const groupQuoteRow = groupQuoteView.pick({
  id: true,
  reference: true,
  status: true,
  groupName: true,
  groupType: true,
  destination: true,
  arrival: true,
  departure: true,
  nights: true,
  people: true,
  answerDueAt: true,
  agentName: true,
  createdAt: true,
  statusAt: true,
  booking: true,
});
export type GroupQuoteRow = z.infer<typeof groupQuoteRow>;

/** `GET /visa/groups`: the agency's requests, newest first. */
export const groupQuotesQuery = paginationQuery.extend({
  status: groupQuoteStatusSchema.optional(),
  /** Created on or after / before (ISO dates, the list's date presets). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** A reference or the group's name. */
  q: z.string().trim().max(LIMITS.longText).optional(),
});
export type GroupQuotesQuery = z.input<typeof groupQuotesQuery>;
export const groupQuotesPage = pageOf(groupQuoteRow);

/** `GET /visa/groups/desk`: every agency's requests, the soonest due first (then the rest, newest first). */
export const groupDeskQuery = paginationQuery.extend({
  status: groupQuoteStatusSchema.optional(),
  q: z.string().trim().max(LIMITS.longText).optional(),
});
export type GroupDeskQuery = z.input<typeof groupDeskQuery>;
/** The desk names the agency (its name as the visa service last heard it from identity). */
export const groupDeskRow = groupQuoteRow.extend({ agencyId: z.string(), agencyName: z.string(), overdue: z.boolean() });
export type GroupDeskRow = z.infer<typeof groupDeskRow>;
export const groupDeskPage = pageOf(groupDeskRow);
export const groupDeskView = groupQuoteView.extend({ agencyId: z.string(), agencyName: z.string(), overdue: z.boolean() });
export type GroupDeskView = z.infer<typeof groupDeskView>;

export function groupPeople(rooms: readonly { adults: number; children: number; babies: number; babyBeds: number }[]): number {
  return rooms.reduce((sum, room) => sum + occupantsOf(room), 0);
}

// ---------------------------------------------------------------- events for people

const groupNotice = z.object({
  quoteId: z.string(),
  reference: z.string(),
  agencyId: z.string(),
  agentId: z.string(),
  groupName: z.string(),
  destination: z.string(),
  arrival: z.string(),
  departure: z.string(),
  people: z.number().int(),
  status: groupQuoteStatusSchema,
  answerDueAt: z.string().nullable(),
  currency: z.string(),
});
export type GroupNotice = z.infer<typeof groupNotice>;

export const GroupEvents = {
  /** A request (or a new ask) for the desk: operators are told. */
  submitted: defineEvent({ topic: TOPICS.visa, type: 'visa.group.submitted', version: 1, data: groupNotice.extend({ round: z.number().int() }) }),
  /** The desk's quote (or its refusal, `options` empty and `refusalReason` set) for the agent. */
  quoted: defineEvent({
    topic: TOPICS.visa,
    type: 'visa.group.quoted',
    version: 1,
    data: groupNotice.extend({ options: z.number().int(), lowestTotal: z.number().int().nullable(), validUntil: z.string().nullable(), refusalReason: z.string().nullable() }),
  }),
  accepted: defineEvent({ topic: TOPICS.visa, type: 'visa.group.accepted', version: 1, data: groupNotice.extend({ option: z.number().int(), total: z.number().int() }) }),
  declined: defineEvent({ topic: TOPICS.visa, type: 'visa.group.declined', version: 1, data: groupNotice.extend({ reason: z.string().nullable(), askAgain: z.boolean() }) }),
  /** The agency withdrew its request before it was booked: the desk is told, nothing more is owed. */
  cancelled: defineEvent({ topic: TOPICS.visa, type: 'visa.group.cancelled', version: 1, data: groupNotice.extend({ reason: z.string().nullable() }) }),
  booked: defineEvent({ topic: TOPICS.visa, type: 'visa.group.booked', version: 1, data: groupNotice.extend({ bookingReference: z.string(), total: z.number().int(), paidWith: z.string() }) }),
  roomingCompleted: defineEvent({ topic: TOPICS.visa, type: 'visa.group.rooming_completed', version: 1, data: groupNotice.extend({ bookingReference: z.string() }) }),
  /** A quote or an accepted option past its validity. */
  expired: defineEvent({ topic: TOPICS.visa, type: 'visa.group.expired', version: 1, data: groupNotice }),
} as const;
