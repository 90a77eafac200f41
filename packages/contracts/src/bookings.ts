import { z } from 'zod';
import { apiKeyAttribution } from './api-keys';
import { BOOKING_STATUSES } from './booking-statuses';
import { defineEvent, TOPICS } from './events';
import { languageSchema } from './runtime-config';
import { LIMITS, paginationQuery } from './validation';

export { BOOKING_STATUSES } from './booking-statuses';

export const bookingStatusSchema = z.preprocess((v) => (v === 'canceled' ? 'cancelled' : v), z.enum(BOOKING_STATUSES));
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** One entry of a booking's history (spec §3: operation, status, agent, IP address, date, user name), as every product answers it. */
export const bookingHistoryEntry = z.object({
  operation: z.string(),
  status: bookingStatusSchema,
  agent: z.string(),
  userName: z.string(),
  ipAddress: z.string(),
  date: z.iso.datetime(),
  /** Made through the integrator API with this key. */
  ...apiKeyAttribution.shape,
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntry>;

export const BOOKING_PRODUCTS = ['flights', 'hotels', 'transfers', 'activities', 'visa'] as const;
export const bookingProductSchema = z.enum(BOOKING_PRODUCTS);
export type BookingProduct = (typeof BOOKING_PRODUCTS)[number];

/** A booking as it is now: product services publish it after every change; account keeps it for reports. */
export const bookingSnapshot = z.object({
  bookingId: z.string(),
  reference: z.string(),
  product: bookingProductSchema,
  status: bookingStatusSchema,
  agentId: z.string(),
  agentName: z.string(),
  customer: z.string(),
  currency: z.string(),
  purchasePrice: z.number().int(),
  salePrice: z.number().int(),
  bookedAt: z.iso.datetime(),
  holdExpiresAt: z.iso.datetime().nullable(),
  /** When the travel starts (first departure, check-in, first pickup, activity start); absent in events published before it was added. */
  travelStartsAt: z.iso.datetime().nullable().optional(),
  /** Fees the agency keeps (a cancellation's penalty); absent in events published before it was added. */
  fees: z.number().int().optional(),
  /** The money was taken (balance, agency, card, a captured hold); absent in events published before it was added. */
  paid: z.boolean().optional(),
  /** The booking's deadlines as its summary shows them; absent in events published before they were added. */
  deadlines: z
    .lazy(() => bookingDeadlines)
    .nullable()
    .optional(),
});
export type BookingSnapshot = z.infer<typeof bookingSnapshot>;

export const BOOKING_CHANGED = 'booking.changed';

/** The same event on each product's topic. */
export const BookingEvents = {
  flights: defineEvent({ topic: TOPICS.flights, type: BOOKING_CHANGED, version: 1, data: bookingSnapshot }),
  hotels: defineEvent({ topic: TOPICS.hotels, type: BOOKING_CHANGED, version: 1, data: bookingSnapshot }),
  transfers: defineEvent({ topic: TOPICS.transfers, type: BOOKING_CHANGED, version: 1, data: bookingSnapshot }),
  activities: defineEvent({ topic: TOPICS.activities, type: BOOKING_CHANGED, version: 1, data: bookingSnapshot }),
  visa: defineEvent({ topic: TOPICS.visa, type: BOOKING_CHANGED, version: 1, data: bookingSnapshot }),
} as const;

/** The kit's fields of every product's booking answer (money, hold, agent, dates), spread into each product's own. */
export const bookingAnswerFields = {
  currency: z.string(),
  purchasePrice: z.number().int(),
  salePrice: z.number().int(),
  fees: z.number().int(),
  feeDate: z.iso.datetime().nullable(),
  refunded: z.number().int(),
  /** A hold's end: a flight's unpaid hold, a hotel on request (its money held in the wallet until the hotel answers). */
  holdExpiresAt: z.iso.datetime().nullable(),
  confirmedAt: z.iso.datetime().nullable(),
  agentId: z.string(),
  agentName: z.string(),
  createdAt: z.iso.datetime(),
};

/** Every product's bookings list query (spec §9 filters: reference, booking dates, status, agent, a traveller's or guest's name). */
export const bookingsListQuery = paginationQuery.extend({
  reference: z.string().trim().max(20).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  status: bookingStatusSchema.optional(),
  agentId: z.string().max(64).optional(),
  /** A traveller's or a guest's name. */
  passenger: z.string().trim().max(LIMITS.mediumText).optional(),
});

/** Statuses in which the agency has sold something (counted in sales and margin); a cancellation or a void not yet taken leaves it sold. */
export const SOLD_STATUSES: readonly BookingStatus[] = ['confirmed', 'ticket_issued', 'on_request', 'pnr_pending', 'ticket_in_progress', 'issue_processing', 'failure_cancel', 'void_processing'];

/**
 * A booking the reports and the dashboard count: something sold or owed. Sold statuses, a booking
 * awaiting its payment (a hold, a pay-later stay), one paid while the supplier acknowledges it, and
 * an ended one whose fees the agency keeps; failed attempts, lapsed holds and refunds in full are not.
 */
export function isCountedBooking(booking: Pick<BookingSnapshot, 'status' | 'fees' | 'paid'>): boolean {
  if (SOLD_STATUSES.includes(booking.status) || booking.status === 'awaiting_payment') return true;
  if (booking.status === 'pending') return booking.paid === true;
  return (booking.fees ?? 0) > 0;
}

/** What a counted booking adds to sales: its price once sold, or paid while the supplier acknowledges it. */
export function isSoldBooking(booking: Pick<BookingSnapshot, 'status' | 'paid'>): boolean {
  return SOLD_STATUSES.includes(booking.status) || (booking.status === 'pending' && booking.paid === true);
}

/** A booking document's query (e-ticket, voucher): its language, and `download=1` to save it rather than open it in the browser. */
export const documentQuery = z.object({ lang: languageSchema.default('en'), download: z.literal('1').optional() });

/** What cancelling a booking now would do, as the service computes it (no screen recomputes refund rules). */
export const cancellationQuote = z.object({
  allowed: z.boolean(),
  /** `void`: undone in full; `refund`: the price less the penalty comes back; `none`: nothing comes back. */
  kind: z.enum(['void', 'refund', 'none']),
  refund: z.number().int(),
  penalty: z.number().int(),
  currency: z.string(),
  /** After this moment the booking can no longer be cancelled (null: no such limit). */
  deadline: z.iso.datetime().nullable(),
  /** Why it cannot be cancelled, when it cannot. */
  reason: z.enum(['invalid_transition', 'cancellation_deadline_missed']).nullable(),
});
export type CancellationQuote = z.infer<typeof cancellationQuote>;

/** One deadline in UTC and in the local time of the place it concerns (a flight's destination). */
export const bookingDeadline = z.object({
  utc: z.iso.datetime(),
  /** Wall-clock time at `timeZone`, with its offset. */
  local: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
});
export type BookingDeadline = z.infer<typeof bookingDeadline>;

/** A booking's deadlines: paying (the hold's expiry), cancelling free of charge, cancelling at all. */
export const bookingDeadlines = z.object({
  payment: bookingDeadline.nullable(),
  freeCancellation: bookingDeadline.nullable(),
  cancellation: bookingDeadline.nullable(),
});
export type BookingDeadlines = z.infer<typeof bookingDeadlines>;
