// Plain constants and rules without zod: screens import them without shipping the schemas' library.

/** Spec §3: the service a ticket concerns. */
export const TICKET_SERVICES = ['financial', 'commercial', 'hospitality', 'ticketing', 'technical', 'visa'] as const;
export type TicketService = (typeof TICKET_SERVICES)[number];

/** Spec §4: ticket statuses; their labels live in `@portal/i18n` (`ticketStatuses`). */
export const TICKET_STATUSES = ['open', 'resolved', 'unresolved', 'closed', 'archived'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Who a ticket waits on: the support team's clock runs only while it waits on support. */
export const TICKET_WAITING_ON = ['support', 'agency', 'nobody'] as const;
export type TicketWaitingOn = (typeof TICKET_WAITING_ON)[number];

/**
 * The statuses a ticket may move to (spec §4 names the statuses; the moves are ours):
 * - `open`: being handled; the support team resolves it, says it cannot be resolved, or anyone closes it.
 * - `resolved`: the support team's answer is final; a reply from the agency reopens it, 72 hours without one close it.
 * - `unresolved`: the support team could not resolve it (a supplier refused, say); it may still be reopened or closed.
 * - `closed`: done; a reply within 7 days reopens it, later a reply opens a new ticket linked to it; archived after 30 days.
 * - `archived`: read-only.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  open: ['resolved', 'unresolved', 'closed'],
  resolved: ['open', 'closed'],
  unresolved: ['open', 'resolved', 'closed'],
  closed: ['open', 'archived'],
  archived: [],
};

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_TRANSITIONS[from].includes(to);
}

/** The statuses the support desk may set by hand; `archived` is only ever the sweep's, `open` comes from a reply. */
export const DESK_STATUS_CHOICES = ['resolved', 'unresolved', 'closed'] as const satisfies readonly TicketStatus[];

const HOUR_MS = 60 * 60 * 1000;

export const TICKET_LIMITS = {
  subjectMax: 100,
  /** Spec §9: message 500. */
  messageMax: 500,
  /** A note never shown to the agency may say more. */
  internalNoteMax: 2000,
  /** Spec §9: upload total 20 MB, per ticket (every message's attachments together). */
  uploadTotalBytes: 20 * 1024 * 1024,
  attachmentsPerMessage: 5,
  referenceMax: 30,
  searchMax: 100,
} as const;

export const TICKET_TIMERS = {
  /** A resolved ticket with no reply for this long is closed. */
  autoCloseAfterMs: 72 * HOUR_MS,
  /** A closed ticket is archived after this long. */
  archiveAfterMs: 30 * 24 * HOUR_MS,
  /** A reply to a ticket closed for less than this reopens it; later, it opens a new ticket linked to it. */
  reopenWithinMs: 7 * 24 * HOUR_MS,
  /** A ticket whose linked travel starts within this is raised to `urgent`. */
  urgentBeforeTravelMs: 48 * HOUR_MS,
} as const;

/** SLA targets per priority, in service minutes (7.5 per open day, `SERVICE_MINUTES_PER_DAY`). */
export const TICKET_SLA_MINUTES: Readonly<Record<TicketPriority, { firstReply: number; resolution: number }>> = {
  urgent: { firstReply: 30, resolution: 225 },
  high: { firstReply: 60, resolution: 450 },
  normal: { firstReply: 240, resolution: 900 },
  low: { firstReply: 450, resolution: 2250 },
};

/** The priority a new ticket gets: `urgent` when its linked travel starts within 48 hours, `normal` otherwise. */
export function initialTicketPriority(travelStartsAt: Date | null, now: Date): TicketPriority {
  if (travelStartsAt && travelStartsAt.getTime() - now.getTime() <= TICKET_TIMERS.urgentBeforeTravelMs && travelStartsAt.getTime() > now.getTime()) return 'urgent';
  return 'normal';
}
