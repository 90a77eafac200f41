import { statusTableIssues } from '@portal/bookings';
import { ACTIVITY_TRANSITIONS, RECOVERY, TRANSITIONS, WAITING } from './statuses';

describe('activity booking statuses', () => {
  it('names only spec statuses, and gives every status a booking can leave a way out: a recovery rule, or a clock of its own', () => {
    expect(statusTableIssues(TRANSITIONS, RECOVERY, WAITING)).toEqual([]);
  });

  it('holds an on-request booking until the supplier answers: confirmed, rejected or expired, never back', () => {
    for (const to of ['confirmed', 'failure_confirm', 'expired'] as const) expect(ACTIVITY_TRANSITIONS.can('on_request', to)).toBe(true);
    expect(ACTIVITY_TRANSITIONS.can('failure_confirm', 'confirmed')).toBe(false);
    expect(ACTIVITY_TRANSITIONS.can('expired', 'confirmed')).toBe(false);
  });

  it('ends in states nothing leaves, and refunds once', () => {
    for (const final of ['reimbursed', 'failure', 'failure_confirm', 'expired'] as const) expect(TRANSITIONS[final]).toBeUndefined();
    expect(TRANSITIONS.cancelled).toEqual(['reimbursed']);
  });
});
