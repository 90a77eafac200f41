import {
  assignRequest,
  attachmentParams,
  deskReplyFields,
  deskStatusRequest,
  deskTicket,
  deskTicketsPage,
  deskTicketsQuery,
  HelpdeskEvents,
  priorityRequest,
  REASONS,
  supportUsers,
  TICKET_LIMITS,
  ticketParams,
  type DeskTicketsQuery,
} from '@portal/contracts';
import { AppError, fieldErrors, fieldIssues, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { ObjectId, type Filter } from 'mongodb';
import type { HelpdeskContext } from '../context';
import { attachmentFile, attachmentIn, attachmentsTooLarge, filesBytes, readTicketForm, sendAttachment } from '../tickets/forms';
import { actorOf, searchFilter, SORTS } from '../tickets/routes';
import { nextDueAt } from '../tickets/sla';
import { assertMove, bytesLeft, clockStopped, type TicketDoc } from '../tickets/tickets';
import { deskSummaryOf, deskTicketOf, namesFor } from '../tickets/views';

/** The queue's filters that the database applies (the SLA's are computed per ticket). */
function queueFilter(query: DeskTicketsQuery, uid: string): Filter<TicketDoc> {
  const filter: Filter<TicketDoc> = { ...searchFilter(query.q) };
  if (query.status) filter.status = query.status;
  if (query.service) filter.service = query.service;
  if (query.priority) filter.priority = query.priority;
  if (query.assignee === 'me') filter.assigneeId = uid;
  else if (query.assignee === 'none') filter.assigneeId = null;
  else if (query.assignee) filter.assigneeId = query.assignee;
  return filter;
}

/** The support team's desk: every agency's tickets, assignment, priority, status, replies and internal notes. */
export function deskRoutes(context: HelpdeskContext): Router<AppState> {
  const router = new Router<AppState>();
  const { tickets, people } = context;
  const operator = requireSession('operator');

  async function view(doc: TicketDoc) {
    return deskTicketOf(doc, await namesFor(people, [doc], true), tickets.now());
  }

  async function changed(result: { doc: TicketDoc } | undefined) {
    if (!result) throw new AppError('not_found', 'No such ticket');
    return view(result.doc);
  }

  /**
   * The queue. The SLA (due times, breaches) depends on service hours at read time, so the
   * matching tickets are read without their threads, ordered and paged here.
   */
  router.get(
    '/helpdesk/desk/tickets',
    operator,
    handle({ query: deskTicketsQuery, response: deskTicketsPage }, async (ctx, { query }) => {
      const now = tickets.now();
      const docs = await tickets.tickets
        .find(queueFilter(query, sessionOf(ctx).uid), { projection: { messages: 0 } })
        .sort(SORTS[query.sort === 'due' ? 'updated_desc' : query.sort])
        .toArray();
      const names = await namesFor(people, docs, false);
      let items = docs.map((doc) => deskSummaryOf(doc, names, now));
      if (query.breached !== undefined) items = items.filter((t) => (t.sla.firstReplyBreached || t.sla.resolutionBreached) === query.breached);
      // Tickets whose clock runs, soonest due first; the others after, as last updated.
      if (query.sort === 'due')
        items = items
          .map((t, index) => ({ t, index, due: nextDueAt(t.sla) ?? Infinity }))
          .sort((a, b) => a.due - b.due || a.index - b.index)
          .map(({ t }) => t);
      const start = (query.page - 1) * query.pageSize;
      ctx.body = { items: items.slice(start, start + query.pageSize), total: items.length, page: query.page, pageSize: query.pageSize };
    }),
  );

  router.get(
    '/helpdesk/desk/tickets/:id',
    operator,
    handle({ params: ticketParams, response: deskTicket }, async (ctx, { params }) => {
      const doc = await tickets.tickets.findOne({ _id: new ObjectId(params.id) });
      if (!doc) throw new AppError('not_found', 'No such ticket');
      ctx.body = await view(doc);
    }),
  );

  /** Takes (`me`), reassigns (a support user's id) or unassigns (null). */
  router.post(
    '/helpdesk/desk/tickets/:id/assign',
    operator,
    handle({ params: ticketParams, body: assignRequest, response: deskTicket }, async (ctx, { params, body }) => {
      const session = sessionOf(ctx);
      const assigneeId = body.assigneeId === 'me' ? session.uid : body.assigneeId;
      if (assigneeId && assigneeId !== session.uid) {
        const person = await people.get(assigneeId);
        if (person?.role !== 'operator' || person.status !== 'active') throw fieldErrors([{ field: 'assigneeId', reason: 'unknown_support_user' }]);
      }
      const actor = await actorOf(context, session, 'support');
      ctx.body = await changed(
        await tickets.change({ _id: new ObjectId(params.id) }, (doc) => {
          if (doc.status === 'archived') throw archived();
          return {
            set: { assigneeId },
            events: (after) => (assigneeId && assigneeId !== doc.assigneeId ? [tickets.event(HelpdeskEvents.assigned, after, `${params.id}:assigned:${after.version}`, actor, null)] : []),
            result: undefined,
          };
        }),
      );
    }),
  );

  router.post(
    '/helpdesk/desk/tickets/:id/status',
    operator,
    handle({ params: ticketParams, body: deskStatusRequest, response: deskTicket }, async (ctx, { params, body }) => {
      const actor = await actorOf(context, sessionOf(ctx), 'support');
      ctx.body = await changed(
        await tickets.change({ _id: new ObjectId(params.id) }, (doc, now) => {
          assertMove(doc.status, body.status);
          return {
            set: { status: body.status, waitingOn: 'nobody', ...clockStopped(doc, now), statusChangedAt: now, updatedAt: now, ...(body.status === 'closed' ? { closedAt: now } : {}) },
            events: (after) => [tickets.statusEvent(after, doc.status, actor)],
            result: undefined,
          };
        }),
      );
    }),
  );

  router.post(
    '/helpdesk/desk/tickets/:id/priority',
    operator,
    handle({ params: ticketParams, body: priorityRequest, response: deskTicket }, async (ctx, { params, body }) => {
      ctx.body = await changed(
        await tickets.change({ _id: new ObjectId(params.id) }, (doc) => {
          if (doc.status === 'archived') throw archived();
          return { set: { priority: body.priority }, events: () => [], result: undefined };
        }),
      );
    }),
  );

  /** A public reply (the ticket then waits on the agency) or an internal note (`internal=true`: the agency never sees it). */
  router.post(
    '/helpdesk/desk/tickets/:id/messages',
    operator,
    handle({ params: ticketParams, response: deskTicket }, async (ctx, { params }) => {
      const filter = { _id: new ObjectId(params.id) };
      const current = await tickets.tickets.findOne(filter, { projection: { messages: 0 } });
      if (!current) throw new AppError('not_found', 'No such ticket');
      const { fields, files } = await readTicketForm(ctx);
      const parsed = deskReplyFields.safeParse(fields);
      if (!parsed.success) throw fieldErrors(fieldIssues(parsed.error));
      // Spec §9's 500 characters for what the agency reads; a note may say more.
      if (!parsed.data.internal && parsed.data.message.length > TICKET_LIMITS.messageMax) throw fieldErrors([{ field: 'message', reason: REASONS.tooLong }]);
      if (current.status === 'archived') throw archived();
      if (filesBytes(files) > bytesLeft(current)) throw attachmentsTooLarge();
      const actor = await actorOf(context, sessionOf(ctx), 'support');
      const written = await tickets.message(actor, { body: parsed.data.message, internal: parsed.data.internal, files }, tickets.now());
      const bytes = filesBytes(files);
      ctx.body = await changed(
        await tickets.change(filter, (doc, now) => {
          if (doc.status === 'archived') throw archived();
          if (bytes > bytesLeft(doc)) throw attachmentsTooLarge();
          const message = { ...written, createdAt: now };
          if (message.internal) return { set: {}, push: message, inc: { uploadedBytes: bytes }, events: () => [], result: undefined };
          return {
            set: {
              ...(doc.status === 'open' ? { waitingOn: 'agency' as const, ...clockStopped(doc, now) } : {}),
              firstRepliedAt: doc.firstRepliedAt ?? now,
              lastSupportReplyAt: now,
              lastReplyAt: now,
              updatedAt: now,
            },
            push: message,
            inc: { uploadedBytes: bytes },
            events: (after) => [tickets.event(HelpdeskEvents.replied, after, `${message._id.toHexString()}:replied`, actor, message)],
            result: undefined,
          };
        }),
      );
    }),
  );

  router.get(
    '/helpdesk/desk/tickets/:id/attachments/:attachmentId',
    operator,
    handle({ params: attachmentParams, response: attachmentFile }, async (ctx, { params }) => {
      const doc = await tickets.tickets.findOne({ _id: new ObjectId(params.id) });
      const attachment = doc && attachmentIn(doc, params.attachmentId, true);
      if (!attachment) throw new AppError('not_found', 'No such attachment');
      await sendAttachment(ctx, tickets.files, attachment);
    }),
  );

  router.get(
    '/helpdesk/desk/support-users',
    operator,
    handle({ response: supportUsers }, async (ctx) => {
      ctx.body = { items: (await people.supportUsers()).map((p) => ({ userId: p._id, name: p.name })) };
    }),
  );

  return router;
}

function archived(): AppError {
  return new AppError('ticket_archived', 'An archived ticket is read-only', undefined, 409);
}
