import type { BookingStatus } from '@portal/contracts';
import { CANCEL_RECOVERY, Transitions, type RecoveryTable, type TransitionTable } from '@portal/bookings';

/**
 * Every move a transfer booking can make (spec §4 statuses). Anything else is refused: an expired
 * hold is never paid, a booking is never refunded twice. A trip cancelled while others stay booked
 * is a move of `confirmed` to itself, so the history shows it.
 */
export const TRANSITIONS: TransitionTable = {
  // Booking the trips at the supplier; then, paid, waiting for the supplier to acknowledge them (the sweep asks again).
  pending: ['confirmed', 'awaiting_payment', 'failure', 'cancelled'],
  // Held for 30 minutes: paying claims `ticket_in_progress`; unpaid, it expires; the agent may cancel it.
  awaiting_payment: ['ticket_in_progress', 'expired', 'cancelled'],
  // A hold being paid (`settling` says how): paid, then confirmed (or pending while not acknowledged); a refused payment goes back on hold.
  ticket_in_progress: ['confirmed', 'pending', 'awaiting_payment'],
  confirmed: ['confirmed', 'cancelled', 'failure_cancel'],
  // The supplier did not take a cancellation: retried by the sweep, then confirmed again (trips left) or cancelled.
  failure_cancel: ['confirmed', 'cancelled'],
  cancelled: ['reimbursed'],
};

export const TRANSFER_TRANSITIONS = new Transitions(TRANSITIONS);

export type Recovery = 'resolve' | 'settle' | 'cancel';

/**
 * What the sweep does with a booking left longer than the kit's STRANDED_MS in a passing status (a crash,
 * the account service or the supplier down between two steps). Money moves are keyed by the
 * booking, so a retry never takes or gives twice; `refund` counts only while money is due.
 */
export const RECOVERY: RecoveryTable<Recovery> = {
  // Paid and placed: the supplier is asked again; stopped before that: cancelled at the supplier, its money returned.
  pending: 'resolve',
  // A hold's payment under way: taken again (keyed), then confirmed.
  ticket_in_progress: 'settle',
  ...CANCEL_RECOVERY,
  confirmed: 'refund',
};

/** Statuses that wait with a clock of their own: a hold's 30 minutes, a confirmed booking's trips to ride. */
export const WAITING: readonly BookingStatus[] = ['awaiting_payment', 'confirmed'];
