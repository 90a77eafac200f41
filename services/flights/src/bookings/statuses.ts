import type { BookingStatus } from '@portal/contracts';
import { Transitions, type RecoveryTable, type TransitionTable } from '@portal/bookings';

/**
 * Every move a flight booking can make (spec §4 statuses). Anything else is refused: a booking
 * never jumps from expired to ticketed, or is refunded twice.
 */
export const TRANSITIONS: TransitionTable = {
  pending: ['confirmed', 'awaiting_payment', 'pnr_pending', 'failure', 'failure_pnr'],
  // A held or card booking whose PNR comes through waits for its payment; its hold runs meanwhile,
  // and the agent may cancel it (a paid one waits for the airline: see FlightBookings.cancel).
  pnr_pending: ['confirmed', 'awaiting_payment', 'expired', 'cancelled', 'failure_pnr'],
  awaiting_payment: ['ticket_in_progress', 'expired', 'cancelled'],
  confirmed: ['ticket_in_progress', 'cancelled'],
  // A refused payment of a held booking puts it back on hold; a payment nobody can account for fails it.
  ticket_in_progress: ['ticket_issued', 'failure_ticket', 'issue_processing', 'awaiting_payment', 'failure'],
  issue_processing: ['ticket_issued', 'failure_ticket'],
  failure_ticket: ['reimbursed'],
  ticket_issued: ['void_processing', 'cancelled'],
  void_processing: ['voided', 'failure_cancel'],
  voided: ['voided_to_be_reimbursed', 'reimbursed'],
  voided_to_be_reimbursed: ['reimbursed'],
  cancelled: ['reimbursed'],
  failure_cancel: ['void_processing', 'cancelled'],
};

export const FLIGHT_TRANSITIONS = new Transitions(TRANSITIONS);

export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return FLIGHT_TRANSITIONS.can(from, to);
}

/** How long a booking may stay in a status it only passes through before the sweep resolves it. */
export const STRANDED_MS = 2 * 60 * 1000;

export type Recovery = 'compensate' | 'settle' | 'ticket' | 'void';

/**
 * What the sweep does with a booking left longer than STRANDED_MS in a status it only passes
 * through (a crash, or the account service or the airline down between two steps). Money moves
 * are keyed by the booking, so a retry never takes or gives twice. `refund` statuses count only
 * while money is still due (`refundDue`).
 */
export const RECOVERY: RecoveryTable<Recovery> = {
  // Booked at the airline or not, paid or not: the airline booking is cancelled, any money returned.
  pending: 'compensate',
  // Paid, not yet ticketed.
  confirmed: 'ticket',
  issue_processing: 'ticket',
  // A held booking's payment is retried, then the tickets issued; a refusal puts it back on hold.
  ticket_in_progress: 'settle',
  // The airline's cancellation is retried, then the full refund.
  void_processing: 'void',
  failure_cancel: 'void',
  voided: 'refund',
  voided_to_be_reimbursed: 'refund',
  failure_ticket: 'refund',
  cancelled: 'refund',
  // Failed while its payment's outcome was unknown: what went through comes back, the status stays.
  failure: 'refund',
};

/** Statuses that wait for a person or the airline, each with its own clock (the hold's expiry, the PNR check). */
export const WAITING: readonly BookingStatus[] = ['awaiting_payment', 'pnr_pending', 'ticket_issued'];
