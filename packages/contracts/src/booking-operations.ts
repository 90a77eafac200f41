// Plain constants without zod, as booking-statuses: the history's labels (`@portal/i18n`) are keyed by them.

/** Every operation a product's booking history records as it is (the booking kit's moves are typed by it). */
export const BOOKING_OPERATIONS = [
  'created',
  'held',
  'paid',
  'paying',
  'ticketing',
  'tickets issued',
  'PNR pending at the airline',
  'PNR confirmed',
  'awaiting card payment',
  'paid by card',
  'paying the hold',
  'payment refused, hold kept',
  'payment not confirmed',
  'hold cancelled',
  'hold expired',
  'cancelled',
  'void requested',
  'voided',
  'refunded',
  'ticketing refused by the airline',
  'confirmed',
  'on request at the hotel',
  'on request at the hotel, amount held',
  'on request at the hotel, charged to the agency',
  'booked, to be paid by the deadline',
  'confirmed by the hotel',
  'refused by the hotel',
  'no answer from the hotel in time',
  'cancelled by the supplier',
  'payment deadline passed, balance short: cancelled',
  'cancellation not taken by the supplier',
  'payment deadline: charging the balance',
  'paid from the balance',
  'charged to the agency',
  'paid, awaiting the supplier',
  'acknowledged by the supplier',
  'on request at the supplier, amount held',
  'on request at the supplier, charged to the agency',
  'confirmed by the supplier',
  'rejected by the supplier',
  'no answer from the supplier in time',
  'recovered: booking cancelled',
  'recovered: tickets issued',
  'recovered: voided',
  'recovered: refunded',
  'recovered: cancelled',
  // Visa requests: their visa status moves, each recorded beside the booking's status.
  'visa documents already used',
  'visa documents missing',
  'visa documents uploaded again',
  'visa file sent to the embassy',
  'visa accepted by the embassy',
  'visa denied by the embassy',
  'visa request rejected',
  'visa request cancelled',
  'hotel visa reservation confirmed by the desk',
  'hotel visa reservation refused by the desk',
  'cancelled automatically before arrival',
  'converted into a paid stay',
] as const;

/** Operations recorded with a detail after `prefix: ` (trip numbers, a supplier's failure, a payment refusal's code, an operation resumed after an interruption). */
export const BOOKING_OPERATION_PREFIXES = [
  'trip cancelled',
  'trips cancelled',
  'trip cancelled by the supplier',
  'trips cancelled by the supplier',
  'supplier',
  'payment refused',
  'recovered',
] as const;

export type BookingOperationPrefix = (typeof BOOKING_OPERATION_PREFIXES)[number];

/** Why a supplier call failed, whatever the product (the booking kit's `SupplierFailure`), recorded as `supplier: <failure>`. */
export const SUPPLIER_FAILURES = ['sold_out', 'timeout', 'price_changed', 'not_found', 'not_cancellable', 'on_request', 'refused', 'unknown_airport', 'unknown_location'] as const;
export type SupplierFailureCode = (typeof SUPPLIER_FAILURES)[number];

/** The wallet's refusals of a booking's payment (its 4xx codes), recorded as `payment refused: <code>`. */
export const PAYMENT_REFUSALS = ['balance_error', 'credit_limit_exceeded', 'not_found', 'validation_failed'] as const;

/** The details the history's labels translate after a prefix. */
export type BookingOperationDetail = SupplierFailureCode | (typeof PAYMENT_REFUSALS)[number];

/** An operation as a booking's history records it. */
export type BookingOperation = (typeof BOOKING_OPERATIONS)[number] | `supplier: ${SupplierFailureCode}` | `${Exclude<BookingOperationPrefix, 'supplier'>}: ${string}`;

/** The keys of the history's labels: each operation, and each prefix's `prefix: {{detail}}`. */
export type BookingOperationLabelKey = (typeof BOOKING_OPERATIONS)[number] | `${BookingOperationPrefix}: {{detail}}`;
