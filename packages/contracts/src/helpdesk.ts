import { z } from 'zod';
import { bookingDeadlines, bookingProductSchema, bookingStatusSchema } from './bookings';
import { defineEvent, TOPICS } from './events';
import { TICKET_LIMITS, TICKET_PRIORITIES, TICKET_SERVICES, TICKET_STATUSES, TICKET_WAITING_ON, DESK_STATUS_CHOICES } from './ticket-rules';
import { pageOf, paginationQuery, REASONS } from './validation';

export {
  canMoveTicket,
  DESK_STATUS_CHOICES,
  initialTicketPriority,
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  TICKET_SERVICES,
  TICKET_SLA_MINUTES,
  TICKET_STATUSES,
  TICKET_TIMERS,
  TICKET_TRANSITIONS,
  TICKET_WAITING_ON,
  type TicketPriority,
  type TicketService,
  type TicketStatus,
  type TicketWaitingOn,
} from './ticket-rules';
export { addServiceMinutes, isWithinServiceHours, nextServiceOpening, SERVICE_HOURS, SERVICE_MINUTES_PER_DAY, serviceMinutesBetween } from './service-hours';

export const ticketServiceSchema = z.enum(TICKET_SERVICES, { error: REASONS.invalidChoice });
export const ticketStatusSchema = z.enum(TICKET_STATUSES, { error: REASONS.invalidChoice });
export const ticketPrioritySchema = z.enum(TICKET_PRIORITIES, { error: REASONS.invalidChoice });

const objectId = z.string().regex(/^[0-9a-f]{24}$/, { error: 'invalid_id' });
export const ticketParams = z.object({ id: objectId });
export const attachmentParams = z.object({ id: objectId, attachmentId: objectId });

/**
 * What a ticket's reference points at: one of the agency's bookings (any product), as the
 * helpdesk last heard of it. A visa request or group quote joins when the visa desk publishes them.
 */
export const ticketBookingContext = z.object({
  reference: z.string(),
  product: bookingProductSchema,
  bookingId: z.string(),
  status: bookingStatusSchema,
  customer: z.string(),
  /** When the travel (flight, stay, transfer, activity) starts; null when the product did not say. */
  travelStartsAt: z.iso.datetime().nullable(),
  deadlines: bookingDeadlines.nullable(),
  /** Portal path (no language prefix) of the booking's summary. */
  link: z.string(),
});
export type TicketBookingContext = z.infer<typeof ticketBookingContext>;

/** `GET /helpdesk/references/:reference`: the agency's booking with that reference, or 404. */
export const referenceParams = z.object({ reference: z.string().trim().min(1).max(TICKET_LIMITS.referenceMax) });

export const ticketAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type TicketAttachment = z.infer<typeof ticketAttachment>;

export const ticketAuthor = z.object({
  userId: z.string(),
  name: z.string(),
  /** `agency`: the agency's users; `support`: the support team; `system`: the portal on another domain's behalf. */
  side: z.enum(['agency', 'support', 'system']),
});
export type TicketAuthor = z.infer<typeof ticketAuthor>;

export const ticketMessage = z.object({
  id: z.string(),
  author: ticketAuthor,
  body: z.string(),
  /** Only in the desk's answers: a note the agency never sees (agency answers never hold one). */
  internal: z.boolean(),
  attachments: z.array(ticketAttachment),
  createdAt: z.iso.datetime(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

/** One row of a tickets list (spec §3: number, subject, service, reference, created by, creation and update dates, status). */
export const ticketSummary = z.object({
  id: z.string(),
  /** The number people quote, e.g. `T-000123`. */
  number: z.string(),
  subject: z.string(),
  service: ticketServiceSchema,
  reference: z.string().nullable(),
  status: ticketStatusSchema,
  createdBy: ticketAuthor,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  waitingOn: z.enum(TICKET_WAITING_ON),
  /** The last public message's time and side (what the list's "last reply" shows). */
  lastReplyAt: z.iso.datetime(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

/** A ticket as the agency sees it: public messages only, oldest first. */
export const ticket = ticketSummary.extend({
  booking: ticketBookingContext.nullable(),
  messages: z.array(ticketMessage),
  /** The ticket this one continues (a reply to a ticket closed over 7 days ago), and the one continuing it. */
  previousTicket: z.object({ id: z.string(), number: z.string() }).nullable(),
  nextTicket: z.object({ id: z.string(), number: z.string() }).nullable(),
  /** Spec §1: no reply from support for 24 hours while the ticket waits on it: the help phone is shown. */
  showHelpPhone: z.boolean(),
  /** What the reader may do now. */
  canReply: z.boolean(),
  canClose: z.boolean(),
  /** Bytes of attachments left for this ticket (20 MB in all). */
  uploadBytesLeft: z.number().int(),
});
export type Ticket = z.infer<typeof ticket>;

export const TICKET_SORTS = ['updated_desc', 'updated_asc', 'created_desc', 'created_asc'] as const;

/** `GET /helpdesk/tickets`: `scope=mine` (default) or `all` (the agency admin's: every user's tickets of the agency). */
export const ticketsQuery = paginationQuery.extend({
  scope: z.enum(['mine', 'all']).default('mine'),
  status: ticketStatusSchema.optional(),
  service: ticketServiceSchema.optional(),
  /** Created on or after / before or on (dates, the reader's day). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** A ticket number (`T-000123` or `123`) or words of the subject. */
  q: z.string().trim().max(TICKET_LIMITS.searchMax).optional(),
  sort: z.enum(TICKET_SORTS).default('updated_desc'),
});
export type TicketsQuery = z.infer<typeof ticketsQuery>;
export const ticketsPage = pageOf(ticketSummary);
export type TicketsPage = z.infer<typeof ticketsPage>;

/**
 * `POST /helpdesk/tickets` (multipart/form-data: these fields, and files under `attachments`).
 * A reference must be one of the agency's bookings (404-free: refused as the field `reference`, `unknown_reference`).
 */
export const newTicketFields = z.object({
  subject: z.string({ error: REASONS.required }).trim().min(1, { error: REASONS.required }).max(TICKET_LIMITS.subjectMax, { error: REASONS.tooLong }),
  service: ticketServiceSchema,
  reference: z
    .string()
    .trim()
    .max(TICKET_LIMITS.referenceMax, { error: REASONS.tooLong })
    .optional()
    .transform((v) => (v ? v : undefined)),
  message: z.string({ error: REASONS.required }).trim().min(1, { error: 'empty_message' }).max(TICKET_LIMITS.messageMax, { error: REASONS.tooLong }),
});
export type NewTicketFields = z.infer<typeof newTicketFields>;

/** `POST /helpdesk/tickets/:id/messages` (multipart: `message`, files under `attachments`). Spec §5: "Don't send empty messages" (`empty_message`). */
export const replyFields = z.object({
  message: z.string({ error: 'empty_message' }).trim().min(1, { error: 'empty_message' }).max(TICKET_LIMITS.messageMax, { error: REASONS.tooLong }),
});
export type ReplyFields = z.infer<typeof replyFields>;

/**
 * What a reply did: added to this ticket (reopening it when it was resolved, unresolved or closed
 * within 7 days), or opened a new ticket linked to it (closed over 7 days ago, or archived).
 */
export const replyResult = z.object({ outcome: z.enum(['added', 'reopened', 'new_ticket']), ticket });
export type ReplyResult = z.infer<typeof replyResult>;

// ---------------------------------------------------------------- the support desk (operators)

export const slaState = z.object({
  /** The targets of the ticket's priority, in service minutes. */
  firstReplyTarget: z.number().int(),
  resolutionTarget: z.number().int(),
  /** Service minutes counted so far while waiting on support (paused while waiting on the agency). */
  firstReplyMinutes: z.number().int(),
  resolutionMinutes: z.number().int(),
  /** When each target falls due at the running clock; null once met or while the clock is paused. */
  firstReplyDueAt: z.iso.datetime().nullable(),
  resolutionDueAt: z.iso.datetime().nullable(),
  firstRepliedAt: z.iso.datetime().nullable(),
  firstReplyBreached: z.boolean(),
  resolutionBreached: z.boolean(),
});
export type SlaState = z.infer<typeof slaState>;

export const deskTicketSummary = ticketSummary.extend({
  agencyId: z.string(),
  agencyName: z.string(),
  priority: ticketPrioritySchema,
  assignee: z.object({ userId: z.string(), name: z.string() }).nullable(),
  sla: slaState,
});
export type DeskTicketSummary = z.infer<typeof deskTicketSummary>;

/** A ticket as the desk sees it: internal notes among the messages. */
export const deskTicket = ticket.extend(deskTicketSummary.shape).extend({
  /** The desk may move it to these statuses now. */
  statusChoices: z.array(ticketStatusSchema),
});
export type DeskTicket = z.infer<typeof deskTicket>;

export const deskTicketsQuery = paginationQuery.extend({
  status: ticketStatusSchema.optional(),
  service: ticketServiceSchema.optional(),
  priority: ticketPrioritySchema.optional(),
  /** `me`, `none` (unassigned) or a support user's id. */
  assignee: z.string().trim().max(64).optional(),
  /** Only tickets past a target. */
  breached: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  q: z.string().trim().max(TICKET_LIMITS.searchMax).optional(),
  /** `due`: the soonest SLA due first (the default queue order); otherwise as for agencies. */
  sort: z.enum(['due', ...TICKET_SORTS]).default('due'),
});
export type DeskTicketsQuery = z.infer<typeof deskTicketsQuery>;
export const deskTicketsPage = pageOf(deskTicketSummary);
export type DeskTicketsPage = z.infer<typeof deskTicketsPage>;

/** `POST /helpdesk/desk/tickets/:id/assign`: a support user's id, or `me`; null unassigns. */
export const assignRequest = z.object({ assigneeId: z.string().min(1).max(64).nullable() });

/** `POST /helpdesk/desk/tickets/:id/status`. */
export const deskStatusRequest = z.object({ status: z.enum(DESK_STATUS_CHOICES, { error: REASONS.invalidChoice }) });

/** `POST /helpdesk/desk/tickets/:id/priority`. */
export const priorityRequest = z.object({ priority: ticketPrioritySchema });

/** `POST /helpdesk/desk/tickets/:id/messages` (multipart: `message`, `internal` = `true` for a note, files under `attachments`). */
export const deskReplyFields = z.object({
  message: z.string({ error: 'empty_message' }).trim().min(1, { error: 'empty_message' }).max(TICKET_LIMITS.internalNoteMax, { error: REASONS.tooLong }),
  internal: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type DeskReplyFields = z.infer<typeof deskReplyFields>;

/** `GET /helpdesk/desk/support-users`: who tickets can be assigned to. */
export const supportUser = z.object({ userId: z.string(), name: z.string() });
export const supportUsers = z.object({ items: z.array(supportUser) });

// ---------------------------------------------------------------- dashboard

/** `GET /helpdesk/dashboard?scope=mine|all&months=12`: the spec's three charts and two rates. */
export const helpdeskDashboardQuery = z.object({
  scope: z.enum(['mine', 'all']).default('mine'),
  months: z.coerce.number().int().min(1).max(24).default(12),
});
export const helpdeskDashboard = z.object({
  byStatus: z.array(z.object({ status: ticketStatusSchema, count: z.number().int() })),
  byService: z.array(z.object({ service: ticketServiceSchema, count: z.number().int() })),
  /** Tickets created per month (`YYYY-MM`, the desk's months), oldest first, every month present. */
  monthly: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** Median first-reply time in service minutes over tickets replied to; null when none. */
  medianFirstReplyMinutes: z.number().int().nullable(),
  /** Share (0..1) of tickets ever reopened; null when there are none. */
  reopenRate: z.number().nullable(),
  total: z.number().int(),
});
export type HelpdeskDashboard = z.infer<typeof helpdeskDashboard>;

// ---------------------------------------------------------------- events

/** What the notifications domain needs to tell people of a ticket. */
export const ticketNotice = z.object({
  ticketId: z.string(),
  number: z.string(),
  subject: z.string(),
  service: ticketServiceSchema,
  status: ticketStatusSchema,
  /** The agency user who opened it (or, for a ticket opened on the agency's behalf, its admins are told). */
  createdBy: z.string().nullable(),
  assigneeId: z.string().nullable(),
  /** The message that caused the event (a public one; internal notes are never published). */
  message: z.object({ authorName: z.string(), side: z.enum(['agency', 'support', 'system']), excerpt: z.string() }).nullable(),
});
export type TicketNotice = z.infer<typeof ticketNotice>;

export const HelpdeskEvents = {
  /** A ticket was opened (by an agency user, or by the portal on the agency's behalf): the support team is told. */
  opened: defineEvent({ topic: TOPICS.helpdesk, type: 'helpdesk.ticket.opened', version: 1, data: ticketNotice }),
  /** A public reply: from support, the agency's user is told (email and bell); from the agency, the assignee (or every support user). */
  replied: defineEvent({ topic: TOPICS.helpdesk, type: 'helpdesk.ticket.replied', version: 1, data: ticketNotice }),
  /** A status change the agency should know of (resolved, unresolved, closed automatically, reopened). */
  statusChanged: defineEvent({ topic: TOPICS.helpdesk, type: 'helpdesk.ticket.status_changed', version: 1, data: ticketNotice.extend({ from: ticketStatusSchema }) }),
  /** Assigned to a support user: that user is told. */
  assigned: defineEvent({ topic: TOPICS.helpdesk, type: 'helpdesk.ticket.assigned', version: 1, data: ticketNotice }),
} as const;
