import type { BookingStatus } from '@portal/contracts';
import { AppError } from '@portal/service-kit';

/**
 * Every move a flight booking can make (spec §4 statuses). Anything else is refused: a booking
 * never jumps from expired to ticketed, or is refunded twice.
 */
export const TRANSITIONS: Partial<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['confirmed', 'awaiting_payment', 'pnr_pending', 'failure', 'failure_pnr'],
  // A held or card booking whose PNR comes through waits for its payment; its hold runs meanwhile,
  // and the agent may cancel it (a paid one waits for the airline: see FlightBookings.cancel).
  pnr_pending: ['confirmed', 'awaiting_payment', 'expired', 'cancelled', 'failure_pnr'],
  awaiting_payment: ['ticket_in_progress', 'expired', 'cancelled'],
  confirmed: ['ticket_in_progress', 'cancelled'],
  ticket_in_progress: ['ticket_issued', 'failure_ticket', 'issue_processing'],
  issue_processing: ['ticket_issued', 'failure_ticket'],
  failure_ticket: ['reimbursed'],
  ticket_issued: ['void_processing', 'cancelled'],
  void_processing: ['voided', 'failure_cancel'],
  voided: ['voided_to_be_reimbursed', 'reimbursed'],
  voided_to_be_reimbursed: ['reimbursed'],
  cancelled: ['reimbursed'],
  failure_cancel: ['void_processing', 'cancelled'],
};

export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from]?.includes(to) ?? false;
}

export function assertMove(from: BookingStatus, to: BookingStatus): void {
  if (!canMove(from, to)) {
    throw new AppError('invalid_transition', `A booking that is ${from.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`, { from, to }, 409);
  }
}
