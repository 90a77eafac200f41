import { createHash } from 'node:crypto';
import {
  ActivityEvents,
  BookingEvents,
  HelpdeskEvents,
  HotelEvents,
  initialTicketPriority,
  TransferEvents,
  VisaEvents,
  type BookingProduct,
  type EventEnvelope,
  type TicketService,
} from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { HelpdeskContext } from '../context';
import { bookingContextOf, bookingKeyOf } from '../references/references';
import { clockStarted, type Actor } from '../tickets/tickets';
import { noticeText, type MissingDocument, type SystemNotice } from './notices';

/** The portal itself, author of what it writes on an agency's behalf. */
export const SYSTEM_ACTOR: Actor = { userId: 'system', name: 'Voyagr Pro', side: 'system' };

/** A message's id drawn from the event that wrote it: the same event adds it once. */
function messageIdOf(eventId: string): ObjectId {
  return new ObjectId(createHash('sha256').update(eventId).digest().subarray(0, 12));
}

/**
 * Opens a ticket for a booking another domain needs a person for, or, when one is already open for
 * that booking, adds the portal's message to it. Keyed by the event: delivered twice, it acts once.
 */
async function openOrAdd(
  context: HelpdeskContext,
  event: EventEnvelope,
  input: { product: BookingProduct; bookingId: string; reference: string; agentId: string; service: TicketService; notice: SystemNotice; missing?: MissingDocument[] },
) {
  const { tickets, references, people } = context;
  if (!event.agencyId) return;
  const agencyId = event.agencyId;
  const known = await references.byBooking(input.product, input.bookingId);
  const booking = known ? bookingContextOf(known.snapshot) : null;
  const text = noticeText(input.notice, await people.agencyLanguage(agencyId), input.reference, input.missing);
  const messageId = messageIdOf(event.id);
  const bookingKey = bookingKeyOf(input.product, input.bookingId);

  const added = await tickets.change({ agencyId, bookingKey, status: 'open' }, (doc, now) => {
    if (doc.messages.some((m) => m._id.equals(messageId))) return { set: {}, events: () => [], result: 'done' as const };
    const message = { _id: messageId, authorId: SYSTEM_ACTOR.userId, authorName: SYSTEM_ACTOR.name, side: SYSTEM_ACTOR.side, body: text.body, internal: false, attachments: [], createdAt: now };
    return {
      set: { waitingOn: 'support', ...clockStarted(doc, now), updatedAt: now, lastReplyAt: now },
      push: message,
      events: (after) => [tickets.event(HelpdeskEvents.replied, after, `${event.id}:replied`, SYSTEM_ACTOR, message)],
      result: 'added' as const,
    };
  });
  if (added) return;
  await tickets.open({
    agencyId,
    subject: text.subject,
    service: input.service,
    booking,
    reference: input.reference,
    priority: initialTicketPriority(booking?.travelStartsAt ? new Date(booking.travelStartsAt) : null, tickets.now()),
    author: SYSTEM_ACTOR,
    ownerId: input.agentId,
    message: { id: messageId, body: text.body, internal: false, files: [] },
    sourceKey: event.id,
    bookingKey,
  });
}

/** What other domains' events open tickets: supplier-side cancellations, visa requests missing documents (failed ticketing: below). */
export function systemTicketHandlers(context: HelpdeskContext): Record<string, EventHandler> {
  const cancelled = (product: BookingProduct, data: { bookingId: string; reference: string; agentId: string }, event: EventEnvelope) =>
    openOrAdd(context, event, { product, bookingId: data.bookingId, reference: data.reference, agentId: data.agentId, service: 'hospitality', notice: 'supplier_cancelled' });
  return {
    [HotelEvents.cancelled.type]: async (event) => {
      const data = HotelEvents.cancelled.data.parse(event.data);
      if (data.reason === 'supplier') await cancelled('hotels', data, event);
    },
    [TransferEvents.cancelled.type]: async (event) => {
      const data = TransferEvents.cancelled.data.parse(event.data);
      if (data.reason === 'supplier') await cancelled('transfers', data, event);
    },
    [ActivityEvents.cancelled.type]: async (event) => {
      const data = ActivityEvents.cancelled.data.parse(event.data);
      if (data.by === 'supplier') await cancelled('activities', data, event);
    },
    [VisaEvents.statusChanged.type]: async (event) => {
      const data = VisaEvents.statusChanged.data.parse(event.data);
      if (data.visaStatus !== 'missing_documents') return;
      await openOrAdd(context, event, {
        product: 'visa',
        bookingId: data.requestId,
        reference: data.reference,
        agentId: data.agentId,
        service: 'visa',
        notice: 'visa_documents_missing',
        missing: data.missing,
      });
    },
  };
}

/** A booking's new state (any product's, the visa desk's included): kept for references, and a failed ticketing opens a ticket. */
export function bookingChangedHandler(context: HelpdeskContext): EventHandler {
  return async (event) => {
    if (!(await context.references.apply(event))) return;
    const snapshot = BookingEvents.flights.data.parse(event.data);
    await context.tickets.refreshBooking(bookingKeyOf(snapshot.product, snapshot.bookingId), bookingContextOf(snapshot));
    if (snapshot.product === 'flights' && snapshot.status === 'failure_ticket') {
      await openOrAdd(context, event, {
        product: 'flights',
        bookingId: snapshot.bookingId,
        reference: snapshot.reference,
        agentId: snapshot.agentId,
        service: 'ticketing',
        notice: 'ticketing_failed',
      });
    }
  };
}
