import { BOOKING_STATUSES } from '@portal/contracts';
import { canMove, RECOVERY, TRANSITIONS, WAITING } from './statuses';
import { LIST_INDEXES, LIST_SORT, listFilter } from '@portal/bookings';

describe('flight booking statuses', () => {
  it('gives every status a booking can leave a way out: a recovery rule for the sweep, or a clock of its own', () => {
    const statuses = Object.keys(TRANSITIONS) as (keyof typeof TRANSITIONS)[];
    const stranded = statuses.filter((status) => !RECOVERY[status] && !WAITING.includes(status));
    expect(stranded).toEqual([]);
  });

  it('recovers only into moves the transition table allows', () => {
    expect(TRANSITIONS.ticket_in_progress).toEqual(expect.arrayContaining(['awaiting_payment', 'failure', 'ticket_issued']));
    expect(TRANSITIONS.pending).toContain('failure');
    for (const status of ['voided', 'voided_to_be_reimbursed', 'failure_ticket', 'cancelled'] as const) expect(TRANSITIONS[status]).toContain('reimbursed');
  });
});

describe('the bookings list', () => {
  /** What MongoDB needs to read a page from an index in order: the equality fields first, then the sort (ESR). */
  const serves = (index: Record<string, unknown>, equalities: string[]) => {
    const keys = Object.entries(index);
    const sortKeys = Object.entries(LIST_SORT);
    const head = keys.slice(0, equalities.length).map(([field]) => field);
    const tail = keys.slice(equalities.length, equalities.length + sortKeys.length);
    return [...head].sort().join() === [...equalities].sort().join() && JSON.stringify(tail) === JSON.stringify(sortKeys);
  };

  it('has an index led by the agency for the list, and for each filter that pins a field, followed by the sort', () => {
    for (const equalities of [['agencyId'], ['agencyId', 'status'], ['agencyId', 'agentId']]) {
      expect(LIST_INDEXES.some((index) => serves(index as Record<string, unknown>, equalities))).toBe(true);
    }
    expect(LIST_INDEXES.every((index) => Object.keys(index)[0] === 'agencyId')).toBe(true);
  });

  it('always scopes the filter to the agency', () => {
    const filter = listFilter('agency-1', { reference: 'fl1', status: 'cancelled', passenger: 'a.b', from: '2026-01-01' }, ['travellers.lastName', 'travellers.firstName']);
    expect(filter).toMatchObject({ agencyId: 'agency-1', reference: 'FL1', status: 'cancelled', createdAt: { $gte: new Date('2026-01-01T00:00:00.000Z') } });
    expect(filter.$or).toHaveLength(2);
  });
});

describe('booking status transitions', () => {
  it('only allows the moves of the table', () => {
    expect(canMove('awaiting_payment', 'expired')).toBe(true);
    expect(canMove('expired', 'ticket_issued')).toBe(false);
    expect(canMove('reimbursed', 'cancelled')).toBe(false);
    expect(canMove('ticket_issued', 'void_processing')).toBe(true);
  });

  it('names only spec statuses, and ends in states nothing leaves', () => {
    for (const [from, targets] of Object.entries(TRANSITIONS)) {
      expect(BOOKING_STATUSES).toContain(from);
      for (const to of targets!) expect(BOOKING_STATUSES).toContain(to);
    }
    for (const final of ['expired', 'reimbursed', 'failure', 'failure_pnr'] as const) expect(TRANSITIONS[final]).toBeUndefined();
  });
});
