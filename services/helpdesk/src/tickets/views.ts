import { canMoveTicket, DESK_STATUS_CHOICES, SERVICE_HOURS, type DeskTicket, type DeskTicketSummary, type Ticket, type TicketMessage, type TicketSummary } from '@portal/contracts';
import type { People } from '../people/people';
import { slaStateOf } from './sla';
import { bytesLeft, type MessageDoc, type TicketDoc } from './tickets';

/** Names of the people a page of tickets mentions, read once for the page. */
export interface Names {
  people: Map<string, string>;
  agencies: Map<string, string>;
}

export async function namesFor(people: People, docs: readonly TicketDoc[], withMessages: boolean): Promise<Names> {
  const ids = docs.flatMap((d) => [d.createdBy.userId, ...(d.assigneeId ? [d.assigneeId] : []), ...(withMessages ? d.messages.map((m) => m.authorId) : [])]);
  const [names, agencies] = await Promise.all([people.names(ids), people.agencyNames(docs.map((d) => d.agencyId))]);
  return { people: names, agencies };
}

const nameOf = (names: Names, userId: string, fallback: string) => names.people.get(userId) ?? fallback;

export function summaryOf(doc: TicketDoc, names: Names): TicketSummary {
  return {
    id: doc._id.toHexString(),
    number: doc.number,
    subject: doc.subject,
    service: doc.service,
    reference: doc.reference,
    status: doc.status,
    createdBy: { ...doc.createdBy, name: nameOf(names, doc.createdBy.userId, doc.createdBy.name) },
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    waitingOn: doc.waitingOn,
    lastReplyAt: doc.lastReplyAt.toISOString(),
  };
}

function messageOf(message: MessageDoc, names: Names): TicketMessage {
  return {
    id: message._id.toHexString(),
    author: { userId: message.authorId, name: nameOf(names, message.authorId, message.authorName), side: message.side },
    body: message.body,
    internal: message.internal,
    attachments: message.attachments.map((a) => ({ id: a._id.toHexString(), fileName: a.fileName, contentType: a.contentType, size: a.size })),
    createdAt: message.createdAt.toISOString(),
  };
}

/** Spec §1: the help phone once support has left the ticket waiting for 24 hours. */
export function showsHelpPhone(doc: TicketDoc, now: Date): boolean {
  return doc.waitingOn === 'support' && doc.clockSince !== null && now.getTime() - doc.clockSince.getTime() >= SERVICE_HOURS.noReplyHelpAfterMs;
}

/** The agency's view: internal notes are left out here, and only here is the thread built for it. */
export function agencyTicketOf(doc: TicketDoc, names: Names, now: Date): Ticket {
  return {
    ...summaryOf(doc, names),
    booking: doc.booking,
    messages: doc.messages.filter((m) => !m.internal).map((m) => messageOf(m, names)),
    previousTicket: doc.previousTicket,
    nextTicket: doc.nextTicket,
    showHelpPhone: showsHelpPhone(doc, now),
    canReply: doc.nextTicket === null,
    canClose: canMoveTicket(doc.status, 'closed'),
    uploadBytesLeft: bytesLeft(doc),
  };
}

export function deskSummaryOf(doc: TicketDoc, names: Names, now: Date): DeskTicketSummary {
  return {
    ...summaryOf(doc, names),
    agencyId: doc.agencyId,
    agencyName: names.agencies.get(doc.agencyId) ?? doc.agencyId,
    priority: doc.priority,
    assignee: doc.assigneeId ? { userId: doc.assigneeId, name: nameOf(names, doc.assigneeId, doc.assigneeId) } : null,
    sla: slaStateOf(doc, now),
  };
}

export function deskTicketOf(doc: TicketDoc, names: Names, now: Date): DeskTicket {
  return {
    ...deskSummaryOf(doc, names, now),
    booking: doc.booking,
    messages: doc.messages.map((m) => messageOf(m, names)),
    previousTicket: doc.previousTicket,
    nextTicket: doc.nextTicket,
    showHelpPhone: showsHelpPhone(doc, now),
    canReply: doc.status !== 'archived',
    canClose: canMoveTicket(doc.status, 'closed'),
    uploadBytesLeft: bytesLeft(doc),
    statusChoices: DESK_STATUS_CHOICES.filter((s) => canMoveTicket(doc.status, s)),
  };
}
