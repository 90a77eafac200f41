import { statusTableIssues } from '@portal/bookings';
import { RECOVERY, TRANSFER_TRANSITIONS, TRANSITIONS, WAITING } from './statuses';

describe('transfer booking statuses', () => {
  it('names only spec statuses, and gives every status a booking can leave a way out: a recovery rule, or a clock of its own', () => {
    expect(statusTableIssues(TRANSITIONS, RECOVERY, WAITING)).toEqual([]);
  });

  it('pays a hold through ticket_in_progress before it expires, and puts a refused payment back on hold', () => {
    expect(TRANSFER_TRANSITIONS.can('awaiting_payment', 'ticket_in_progress')).toBe(true);
    expect(TRANSFER_TRANSITIONS.can('ticket_in_progress', 'confirmed')).toBe(true);
    expect(TRANSFER_TRANSITIONS.can('ticket_in_progress', 'awaiting_payment')).toBe(true);
    expect(TRANSFER_TRANSITIONS.can('awaiting_payment', 'confirmed')).toBe(false);
    expect(TRANSFER_TRANSITIONS.can('expired', 'ticket_in_progress')).toBe(false);
  });

  it('keeps a booking confirmed while one of its trips is cancelled, and ends it with the last', () => {
    expect(TRANSFER_TRANSITIONS.can('confirmed', 'confirmed')).toBe(true);
    expect(TRANSFER_TRANSITIONS.can('confirmed', 'cancelled')).toBe(true);
    expect(TRANSFER_TRANSITIONS.can('failure_cancel', 'confirmed')).toBe(true);
  });

  it('ends in states nothing leaves, and refunds once', () => {
    for (const final of ['reimbursed', 'failure', 'expired'] as const) expect(TRANSITIONS[final]).toBeUndefined();
    expect(TRANSITIONS.cancelled).toEqual(['reimbursed']);
  });
});
