import type { BookingStatus } from '@portal/contracts';
import { CANCEL_RECOVERY, Transitions, type RecoveryTable, type TransitionTable } from '@portal/bookings';

/**
 * Every move an activity booking can make (spec §4 statuses). Anything else is refused: a rejected
 * or expired request never becomes confirmed, a booking is never refunded twice.
 */
export const TRANSITIONS: TransitionTable = {
  // Booking at the activity supplier and taking the money.
  pending: ['confirmed', 'on_request', 'failure'],
  // The supplier answers later: confirmed, rejected, or not by the deadline; or the agent cancels first.
  on_request: ['confirmed', 'failure_confirm', 'expired', 'cancelled'],
  confirmed: ['cancelled', 'failure_cancel'],
  // The supplier did not take the agent's cancellation: retried by the sweep.
  failure_cancel: ['cancelled'],
  cancelled: ['reimbursed'],
};

export const ACTIVITY_TRANSITIONS = new Transitions(TRANSITIONS);

export type Recovery = 'resolve' | 'cancel';

/**
 * What the sweep does with a booking left longer than the kit's STRANDED_MS in a passing status (a crash,
 * the account service or the supplier down between two steps). Money moves are keyed by the
 * booking, so a retry never takes or gives twice; `refund` counts only while money is due.
 */
export const RECOVERY: RecoveryTable<Recovery> = {
  // Stopped before its outcome: cancelled at the supplier, any money returned.
  pending: 'resolve',
  ...CANCEL_RECOVERY,
  failure_confirm: 'refund',
  expired: 'refund',
};

/** Statuses with a clock of their own: the supplier's answer (its deadline), and a confirmed start the supplier may still cancel. */
export const WAITING: readonly BookingStatus[] = ['on_request', 'confirmed'];
