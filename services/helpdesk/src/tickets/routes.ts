import {
  attachmentParams,
  initialTicketPriority,
  newTicketFields,
  replyFields,
  replyResult,
  ticket,
  ticketBookingContext,
  ticketParams,
  ticketsPage,
  ticketsQuery,
  referenceParams,
  HelpdeskEvents,
  type TicketsQuery,
} from '@portal/contracts';
import { agencyOf, AppError, dayRange, fieldErrors, fieldIssues, findPage, handle, literalPattern, requireSession, Router, sessionOf, type AppState, type SessionClaims } from '@portal/service-kit';
import { ObjectId, type Filter, type Sort } from 'mongodb';
import type { HelpdeskContext } from '../context';
import { bookingContextOf, bookingKeyOf } from '../references/references';
import { attachmentFile, attachmentIn, attachmentsTooLarge, filesBytes, readTicketForm, sendAttachment } from './forms';
import { agencyReplyOutcome, assertMove, bytesLeft, clockStarted, clockStopped, type Actor, type TicketDoc } from './tickets';
import { agencyTicketOf, namesFor, summaryOf } from './views';

/** What an agency user may read: their agency's tickets; an agent only their own (opened by them, or for their booking). */
export function agencyScope(session: SessionClaims): Filter<TicketDoc> {
  const agencyId = agencyOf(session);
  return session.role === 'agency_admin' ? { agencyId } : { agencyId, ownerId: session.uid };
}

export const SORTS: Record<TicketsQuery['sort'], Sort> = {
  updated_desc: { updatedAt: -1, _id: -1 },
  updated_asc: { updatedAt: 1, _id: 1 },
  created_desc: { createdAt: -1, _id: -1 },
  created_asc: { createdAt: 1, _id: 1 },
};

/** A ticket number (`T-000123`, `123`) or words of the subject. */
export function searchFilter(q: string | undefined): Filter<TicketDoc> {
  if (!q) return {};
  const number = /^(?:t-?)?0*(\d{1,9})$/i.exec(q);
  return number ? { $or: [{ seq: Number(number[1]) }, { subject: literalPattern(q) }] } : { subject: literalPattern(q) };
}

export async function actorOf(context: HelpdeskContext, session: SessionClaims, side: Actor['side']): Promise<Actor> {
  const person = await context.people.get(session.uid);
  return { userId: session.uid, name: person?.name ?? session.uid, side };
}

/** The agency side of the helpdesk: its users open tickets, read their threads, reply and close. */
export function ticketRoutes(context: HelpdeskContext): Router<AppState> {
  const router = new Router<AppState>();
  const { tickets, references, people } = context;
  const agencyUser = requireSession('agency_admin', 'agent');

  async function view(doc: TicketDoc) {
    return agencyTicketOf(doc, await namesFor(people, [doc], true), tickets.now());
  }

  router.post(
    '/helpdesk/tickets',
    agencyUser,
    handle({ response: ticket }, async (ctx) => {
      const session = sessionOf(ctx);
      const agencyId = agencyOf(session);
      const { fields, files } = await readTicketForm(ctx);
      const parsed = newTicketFields.safeParse(fields);
      const issues = parsed.success ? [] : fieldIssues(parsed.error);
      const reference = parsed.success ? parsed.data.reference : undefined;
      const booking = reference ? await references.find(agencyId, reference) : null;
      if (reference && !booking) issues.push({ field: 'reference', reason: 'unknown_reference' });
      if (!parsed.success || issues.length > 0) throw fieldErrors(issues);
      if (filesBytes(files) > bytesLeft({ uploadedBytes: 0 })) throw attachmentsTooLarge();
      const linked = booking ? bookingContextOf(booking.snapshot) : null;
      const now = tickets.now();
      const doc = await tickets.open({
        agencyId,
        subject: parsed.data.subject,
        service: parsed.data.service,
        booking: linked,
        bookingKey: booking ? bookingKeyOf(booking.snapshot.product, booking.snapshot.bookingId) : null,
        priority: initialTicketPriority(linked?.travelStartsAt ? new Date(linked.travelStartsAt) : null, now),
        author: await actorOf(context, session, 'agency'),
        message: { body: parsed.data.message, internal: false, files },
      });
      ctx.status = 201;
      ctx.body = await view(doc);
    }),
  );

  router.get(
    '/helpdesk/tickets',
    agencyUser,
    handle({ query: ticketsQuery, response: ticketsPage }, async (ctx, { query }) => {
      const session = sessionOf(ctx);
      if (query.scope === 'all' && session.role !== 'agency_admin') throw new AppError('forbidden', "Only the agency's admins see every ticket of the agency");
      const filter: Filter<TicketDoc> = query.scope === 'all' ? { agencyId: agencyOf(session) } : { agencyId: agencyOf(session), ownerId: session.uid };
      if (query.status) filter.status = query.status;
      if (query.service) filter.service = query.service;
      const created = dayRange(query.from, query.to);
      if (created) filter.createdAt = created;
      const page = await findPage(tickets.tickets, { ...filter, ...searchFilter(query.q) }, SORTS[query.sort], query, (doc) => doc, { projection: { messages: 0 } });
      const names = await namesFor(people, page.items, false);
      ctx.body = { ...page, items: page.items.map((doc) => summaryOf(doc, names)) };
    }),
  );

  router.get(
    '/helpdesk/tickets/:id',
    agencyUser,
    handle({ params: ticketParams, response: ticket }, async (ctx, { params }) => {
      const doc = await tickets.tickets.findOne({ _id: new ObjectId(params.id), ...agencyScope(sessionOf(ctx)) });
      if (!doc) throw new AppError('not_found', 'No such ticket');
      ctx.body = await view(doc);
    }),
  );

  /**
   * A reply: added to an open ticket; reopens a resolved or unresolved one, or one closed within 7
   * days; to one closed longer ago or archived it opens a new ticket linked to it.
   */
  router.post(
    '/helpdesk/tickets/:id/messages',
    agencyUser,
    handle({ params: ticketParams, response: replyResult }, async (ctx, { params }) => {
      const session = sessionOf(ctx);
      const filter = { _id: new ObjectId(params.id), ...agencyScope(session) };
      const current = await tickets.tickets.findOne(filter, { projection: { messages: 0 } });
      if (!current) throw new AppError('not_found', 'No such ticket');
      const { fields, files } = await readTicketForm(ctx);
      const parsed = replyFields.safeParse(fields);
      if (!parsed.success) throw fieldErrors(fieldIssues(parsed.error));
      const actor = await actorOf(context, session, 'agency');
      const message = { body: parsed.data.message, internal: false, files };
      if (current.nextTicket) throw new AppError('ticket_continued', `This ticket continues as ${current.nextTicket.number}`, { nextTicket: current.nextTicket }, 409);

      if (agencyReplyOutcome(current, tickets.now()) === 'new_ticket') {
        if (filesBytes(files) > bytesLeft({ uploadedBytes: 0 })) throw attachmentsTooLarge();
        const next = await tickets.continueAs(current, actor, message);
        ctx.status = 201;
        ctx.body = { outcome: 'new_ticket', ticket: await view(next) };
        return;
      }
      if (filesBytes(files) > bytesLeft(current)) throw attachmentsTooLarge();
      const written = await tickets.message(actor, message, tickets.now());
      const changed = await tickets.change(filter, (doc, now) => {
        const outcome = agencyReplyOutcome(doc, now);
        // Closed for 7 days or archived meanwhile (the sweep): the reply is sent again and opens a new ticket.
        if (outcome === 'new_ticket' || doc.nextTicket) throw new AppError('conflict', 'The ticket was closed meanwhile; send the reply again');
        if (written.attachments.reduce((sum, a) => sum + a.size, 0) > bytesLeft(doc)) throw attachmentsTooLarge();
        const reopened = outcome === 'reopened';
        return {
          set: {
            status: 'open',
            waitingOn: 'support',
            ...clockStarted(doc, now),
            updatedAt: now,
            lastReplyAt: now,
            ...(reopened ? { statusChangedAt: now, closedAt: null } : {}),
          },
          push: { ...written, createdAt: now },
          inc: { uploadedBytes: written.attachments.reduce((sum, a) => sum + a.size, 0), ...(reopened ? { reopenCount: 1 } : {}) },
          events: (after) => [
            tickets.event(HelpdeskEvents.replied, after, `${written._id.toHexString()}:replied`, actor, written),
            ...(reopened ? [tickets.statusEvent(after, doc.status, actor)] : []),
          ],
          result: outcome,
        };
      });
      if (!changed) throw new AppError('not_found', 'No such ticket');
      ctx.body = { outcome: changed.result, ticket: await view(changed.doc) };
    }),
  );

  router.post(
    '/helpdesk/tickets/:id/close',
    agencyUser,
    handle({ params: ticketParams, response: ticket }, async (ctx, { params }) => {
      const session = sessionOf(ctx);
      const actor = await actorOf(context, session, 'agency');
      const changed = await tickets.change({ _id: new ObjectId(params.id), ...agencyScope(session) }, (doc, now) => {
        assertMove(doc.status, 'closed');
        return {
          set: { status: 'closed', waitingOn: 'nobody', ...clockStopped(doc, now), closedAt: now, statusChangedAt: now, updatedAt: now },
          events: (after) => [tickets.statusEvent(after, doc.status, actor)],
          result: undefined,
        };
      });
      if (!changed) throw new AppError('not_found', 'No such ticket');
      ctx.body = await view(changed.doc);
    }),
  );

  router.get(
    '/helpdesk/tickets/:id/attachments/:attachmentId',
    agencyUser,
    handle({ params: attachmentParams, response: attachmentFile }, async (ctx, { params }) => {
      const doc = await tickets.tickets.findOne({ _id: new ObjectId(params.id), ...agencyScope(sessionOf(ctx)) });
      const attachment = doc && attachmentIn(doc, params.attachmentId, false);
      if (!attachment) throw new AppError('not_found', 'No such attachment');
      await sendAttachment(ctx, tickets.files, attachment);
    }),
  );

  router.get(
    '/helpdesk/references/:reference',
    agencyUser,
    handle({ params: referenceParams, response: ticketBookingContext }, async (ctx, { params }) => {
      const booking = await references.find(agencyOf(sessionOf(ctx)), params.reference);
      if (!booking) throw new AppError('not_found', 'No booking of your agency has this reference');
      ctx.body = bookingContextOf(booking.snapshot);
    }),
  );

  return router;
}
