// Plain constants without zod: screens (the bookings table's status filter) use them without shipping the schemas' library.

/** Booking statuses of spec §4 (both spellings of cancelled are read as one). */
export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'ignored',
  'cancelled',
  'awaiting_payment',
  'ticket_issued',
  'on_request',
  'failure',
  'reimbursed',
  'pnr_pending',
  'failure_pnr',
  'voided',
  'voided_to_be_reimbursed',
  'ticket_in_progress',
  'issue_processing',
  'void_processing',
  'expired',
  'failure_confirm',
  'failure_ticket',
  'failure_cancel',
] as const;
