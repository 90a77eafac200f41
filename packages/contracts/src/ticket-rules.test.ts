import { canMoveTicket, DESK_STATUS_CHOICES, initialTicketPriority, TICKET_STATUSES, TICKET_TIMERS } from './ticket-rules';

describe('ticket moves', () => {
  it('lets an open ticket be resolved, found unresolvable or closed, never archived', () => {
    expect(canMoveTicket('open', 'resolved')).toBe(true);
    expect(canMoveTicket('open', 'unresolved')).toBe(true);
    expect(canMoveTicket('open', 'closed')).toBe(true);
    expect(canMoveTicket('open', 'archived')).toBe(false);
    expect(canMoveTicket('open', 'open')).toBe(false);
  });

  it('reopens resolved, unresolved and closed tickets; only closed ones are archived', () => {
    expect(canMoveTicket('resolved', 'open')).toBe(true);
    expect(canMoveTicket('resolved', 'closed')).toBe(true);
    expect(canMoveTicket('resolved', 'unresolved')).toBe(false);
    expect(canMoveTicket('unresolved', 'open')).toBe(true);
    expect(canMoveTicket('unresolved', 'resolved')).toBe(true);
    expect(canMoveTicket('closed', 'open')).toBe(true);
    expect(canMoveTicket('closed', 'archived')).toBe(true);
    expect(canMoveTicket('resolved', 'archived')).toBe(false);
  });

  it('keeps an archived ticket read-only', () => {
    for (const to of TICKET_STATUSES) expect(canMoveTicket('archived', to)).toBe(false);
  });

  it('offers the desk only statuses an open ticket can move to', () => {
    for (const to of DESK_STATUS_CHOICES) expect(canMoveTicket('open', to)).toBe(true);
  });
});

describe('initial ticket priority', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const inMs = (ms: number) => new Date(now.getTime() + ms);

  it('is urgent when the linked travel starts within 48 hours', () => {
    expect(initialTicketPriority(inMs(60 * 60 * 1000), now)).toBe('urgent');
    expect(initialTicketPriority(inMs(TICKET_TIMERS.urgentBeforeTravelMs), now)).toBe('urgent');
  });

  it('is normal without travel, for travel further away, or for travel already started', () => {
    expect(initialTicketPriority(null, now)).toBe('normal');
    expect(initialTicketPriority(inMs(TICKET_TIMERS.urgentBeforeTravelMs + 1), now)).toBe('normal');
    expect(initialTicketPriority(inMs(-60 * 1000), now)).toBe('normal');
    expect(initialTicketPriority(now, now)).toBe('normal');
  });
});
