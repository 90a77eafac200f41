import { statusTableIssues } from '@portal/bookings';
import { HOTEL_TRANSITIONS, RECOVERY, TRANSITIONS, WAITING } from './statuses';

describe('hotel booking statuses', () => {
  it('names only spec statuses, and gives every status a booking can leave a way out: a recovery rule, or a clock of its own', () => {
    expect(statusTableIssues(TRANSITIONS, RECOVERY, WAITING)).toEqual([]);
  });

  it('holds an on-request booking until the hotel answers: captured when confirmed, released when refused', () => {
    expect(HOTEL_TRANSITIONS.can('on_request', 'confirmed')).toBe(true);
    expect(HOTEL_TRANSITIONS.can('on_request', 'failure_confirm')).toBe(true);
    expect(HOTEL_TRANSITIONS.can('failure_confirm', 'confirmed')).toBe(false);
  });

  it('pays a pay-later booking through pending, and lets it lapse', () => {
    expect(HOTEL_TRANSITIONS.can('awaiting_payment', 'pending')).toBe(true);
    expect(HOTEL_TRANSITIONS.can('pending', 'awaiting_payment')).toBe(true);
    expect(HOTEL_TRANSITIONS.can('awaiting_payment', 'cancelled')).toBe(true);
    expect(HOTEL_TRANSITIONS.can('awaiting_payment', 'confirmed')).toBe(false);
  });

  it('ends in states nothing leaves, and refunds once', () => {
    for (const final of ['reimbursed', 'failure', 'failure_confirm', 'expired'] as const) expect(TRANSITIONS[final]).toBeUndefined();
    expect(HOTEL_TRANSITIONS.can('reimbursed', 'cancelled')).toBe(false);
    expect(TRANSITIONS.cancelled).toEqual(['reimbursed']);
  });
});
