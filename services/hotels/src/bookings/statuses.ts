import type { BookingStatus } from '@portal/contracts';
import { CANCEL_RECOVERY, Transitions, type RecoveryTable, type TransitionTable } from '@portal/bookings';

/**
 * Every move a hotel booking can make (spec §4 statuses). Anything else is refused: a refused
 * on-request booking never becomes confirmed, a booking is never refunded twice.
 */
export const TRANSITIONS: TransitionTable = {
  // Booking at the hotel supplier; also a pay-later booking being paid (`settling` says how).
  pending: ['confirmed', 'on_request', 'awaiting_payment', 'failure', 'cancelled'],
  // The hotel answers later: confirmed (a pay-later one then waits for its payment), refused, or not in time.
  on_request: ['confirmed', 'awaiting_payment', 'failure_confirm', 'expired', 'cancelled'],
  // Pay-later, booked and unpaid: paying claims `pending`; cancelled by the agent, the supplier or the deadline.
  awaiting_payment: ['pending', 'cancelled'],
  confirmed: ['cancelled', 'failure_cancel'],
  // The supplier's cancellation failed: retried by the sweep.
  failure_cancel: ['cancelled'],
  cancelled: ['reimbursed'],
};

export const HOTEL_TRANSITIONS = new Transitions(TRANSITIONS);

export type Recovery = 'resolve' | 'cancel';

/**
 * What the sweep does with a booking left longer than the kit's STRANDED_MS in a passing status (a crash,
 * the account service or the supplier down between two steps). Money moves are keyed by the
 * booking, so a retry never takes or gives twice; `refund` counts only while money is due.
 */
export const RECOVERY: RecoveryTable<Recovery> = {
  // A payment under way is retried; a booking stopped before its outcome is cancelled at the supplier, its money returned.
  pending: 'resolve',
  ...CANCEL_RECOVERY,
  failure_confirm: 'refund',
};

/** Statuses that wait for the hotel or the agent, each with its own clock (the hotel's answer, the payment deadline). */
export const WAITING: readonly BookingStatus[] = ['on_request', 'awaiting_payment', 'confirmed'];
