import {
  canMoveTicket,
  HelpdeskEvents,
  initialTicketPriority,
  TICKET_LIMITS,
  TICKET_TIMERS,
  type TicketAuthor,
  type TicketBookingContext,
  type TicketPriority,
  type TicketService,
  type TicketStatus,
  type TicketWaitingOn,
} from '@portal/contracts';
import { AppError, createEvent, FileStore, type Clock, type Outbox, type OutgoingEvent, type UploadedFile } from '@portal/service-kit';
import { ObjectId, type Collection, type Db, type Filter, type UpdateFilter } from 'mongodb';
import type { ClockSegment } from './sla';

export type AuthorSide = TicketAuthor['side'];

export interface AttachmentDoc {
  _id: ObjectId;
  fileName: string;
  contentType: string;
  size: number;
}

export interface MessageDoc {
  _id: ObjectId;
  authorId: string;
  /** The name when written; the people read model's current one is shown when known. */
  authorName: string;
  side: AuthorSide;
  body: string;
  internal: boolean;
  attachments: AttachmentDoc[];
  createdAt: Date;
}

export interface TicketLink {
  id: string;
  number: string;
}

export interface TicketDoc {
  _id: ObjectId;
  seq: number;
  number: string;
  agencyId: string;
  subject: string;
  service: TicketService;
  reference: string | null;
  booking: TicketBookingContext | null;
  /** `<product>:<bookingId>` of the linked booking, and its travel start (the sweep raises the priority within 48 hours). */
  bookingKey: string | null;
  travelStartsAt: Date | null;
  status: TicketStatus;
  priority: TicketPriority;
  waitingOn: TicketWaitingOn;
  createdBy: { userId: string; name: string; side: AuthorSide };
  /** The agency user whose ticket it is: who opened it, or the agent of the booking the portal opened it for. */
  ownerId: string | null;
  assigneeId: string | null;
  messages: MessageDoc[];
  /** Bytes of every message's attachments (20 MB per ticket). */
  uploadedBytes: number;
  createdAt: Date;
  /** Changes the agency sees (an internal note leaves it as it was). */
  updatedAt: Date;
  lastReplyAt: Date;
  lastSupportReplyAt: Date | null;
  firstRepliedAt: Date | null;
  /** The SLA clock: running since (waiting on support), and the stretches it ran before. */
  clockSince: Date | null;
  clockSegments: ClockSegment[];
  statusChangedAt: Date;
  closedAt: Date | null;
  reopenCount: number;
  previousTicket: TicketLink | null;
  nextTicket: TicketLink | null;
  /** A ticket opened on the agency's behalf: the event that opened it (unique: delivered twice, it opens one ticket). */
  sourceKey?: string;
  /** Every write checks and bumps it: two concurrent replies never lose one another. */
  version: number;
}

export interface Actor {
  userId: string;
  name: string;
  side: AuthorSide;
}

export interface NewMessage {
  /** Drawn from what wrote it when that must write it once (an event). */
  id?: ObjectId;
  body: string;
  internal: boolean;
  files: readonly UploadedFile[];
}

export function ticketNumber(seq: number): string {
  return `T-${String(seq).padStart(6, '0')}`;
}

export function linkOf(doc: Pick<TicketDoc, '_id' | 'number'>): TicketLink {
  return { id: doc._id.toHexString(), number: doc.number };
}

const MAX_ATTEMPTS = 8;

/** What a write decided from the ticket it read: the update, and the events it publishes. */
interface Plan<R> {
  set: Partial<TicketDoc>;
  push?: MessageDoc;
  inc?: Partial<Record<'uploadedBytes' | 'reopenCount', number>>;
  events: (after: TicketDoc) => OutgoingEvent[];
  result: R;
}

/** Tickets, their messages and attachments, in the helpdesk's own database. */
export class Tickets {
  readonly tickets: Collection<TicketDoc>;
  readonly counters: Collection<{ _id: string; seq: number }>;
  readonly files: FileStore;

  constructor(
    db: Db,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
  ) {
    this.tickets = db.collection<TicketDoc>('tickets');
    this.counters = db.collection('counters');
    this.files = new FileStore(db, 'attachment_chunks');
  }

  async init(): Promise<void> {
    await this.tickets.createIndex({ agencyId: 1, updatedAt: -1 });
    await this.tickets.createIndex({ ownerId: 1, updatedAt: -1 });
    await this.tickets.createIndex({ seq: 1 }, { unique: true });
    await this.tickets.createIndex({ status: 1, statusChangedAt: 1 });
    await this.tickets.createIndex({ sourceKey: 1 }, { unique: true, sparse: true });
    await this.tickets.createIndex({ bookingKey: 1, status: 1 });
    await this.files.init();
  }

  now(): Date {
    return new Date(this.clock.now());
  }

  private async nextSeq(): Promise<number> {
    const counter = await this.counters.findOneAndUpdate({ _id: 'tickets' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
    return counter!.seq;
  }

  /** Stores the files first (a message never points at a missing file), answering their records. */
  async storeFiles(files: readonly UploadedFile[]): Promise<AttachmentDoc[]> {
    const docs: AttachmentDoc[] = [];
    for (const file of files) {
      const doc = { _id: new ObjectId(), fileName: file.fileName, contentType: file.contentType, size: file.bytes.length };
      await this.files.put(doc._id.toHexString(), file.bytes);
      docs.push(doc);
    }
    return docs;
  }

  async message(actor: Actor, message: NewMessage, at: Date): Promise<MessageDoc> {
    return {
      _id: message.id ?? new ObjectId(),
      authorId: actor.userId,
      authorName: actor.name,
      side: actor.side,
      body: message.body,
      internal: message.internal,
      attachments: await this.storeFiles(message.files),
      createdAt: at,
    };
  }

  /** Opens a ticket waiting on support, its first message written, and tells the support team. */
  async open(input: {
    agencyId: string;
    subject: string;
    service: TicketService;
    booking: TicketBookingContext | null;
    bookingKey: string | null;
    /** When no booking is known (yet) for it. */
    reference?: string;
    priority: TicketPriority;
    author: Actor;
    /** For a ticket the portal opens: the agent of its booking. */
    ownerId?: string;
    message: NewMessage;
    previous?: TicketLink;
    sourceKey?: string;
    /** Taken beforehand when another ticket links to this one first. */
    id?: { _id: ObjectId; seq: number };
  }): Promise<TicketDoc> {
    const now = this.now();
    const first = await this.message(input.author, input.message, now);
    const { _id, seq } = input.id ?? { _id: new ObjectId(), seq: await this.nextSeq() };
    const doc: TicketDoc = {
      _id,
      seq,
      number: ticketNumber(seq),
      agencyId: input.agencyId,
      subject: input.subject,
      service: input.service,
      reference: input.booking?.reference ?? input.reference ?? null,
      booking: input.booking,
      bookingKey: input.bookingKey,
      travelStartsAt: input.booking?.travelStartsAt ? new Date(input.booking.travelStartsAt) : null,
      status: 'open',
      priority: input.priority,
      waitingOn: 'support',
      createdBy: { userId: input.author.userId, name: input.author.name, side: input.author.side },
      ownerId: input.author.side === 'agency' ? input.author.userId : (input.ownerId ?? null),
      assigneeId: null,
      messages: [first],
      uploadedBytes: first.attachments.reduce((sum, a) => sum + a.size, 0),
      createdAt: now,
      updatedAt: now,
      lastReplyAt: now,
      lastSupportReplyAt: null,
      firstRepliedAt: null,
      clockSince: now,
      clockSegments: [],
      statusChangedAt: now,
      closedAt: null,
      reopenCount: 0,
      previousTicket: input.previous ?? null,
      nextTicket: null,
      ...(input.sourceKey ? { sourceKey: input.sourceKey } : {}),
      version: 0,
    };
    await this.tickets.insertOne(doc);
    await this.outbox.add([this.event(HelpdeskEvents.opened, doc, `${doc._id.toHexString()}:opened`, input.author, first)]);
    return doc;
  }

  /** A reply to a ticket closed over 7 days ago or archived: a new ticket linked to it (one, however many replies race). */
  async continueAs(previous: TicketDoc, author: Actor, message: NewMessage): Promise<TicketDoc> {
    const id = { _id: new ObjectId(), seq: await this.nextSeq() };
    const link = { id: id._id.toHexString(), number: ticketNumber(id.seq) };
    const claimed = await this.tickets.updateOne({ _id: previous._id, nextTicket: null }, { $set: { nextTicket: link }, $inc: { version: 1 } });
    if (claimed.modifiedCount === 0) throw new AppError('ticket_continued', 'This ticket already continues as another one', undefined, 409);
    const travel = previous.booking?.travelStartsAt;
    return this.open({
      agencyId: previous.agencyId,
      subject: previous.subject,
      service: previous.service,
      booking: previous.booking,
      bookingKey: previous.bookingKey,
      priority: initialTicketPriority(travel ? new Date(travel) : null, this.now()),
      author,
      ownerId: previous.ownerId ?? undefined,
      message,
      previous: linkOf(previous),
      id,
    });
  }

  /** A linked booking changed: the tickets not archived show its new state. */
  async refreshBooking(bookingKey: string, booking: TicketBookingContext): Promise<void> {
    await this.tickets.updateMany(
      { bookingKey, status: { $ne: 'archived' } },
      { $set: { booking, travelStartsAt: booking.travelStartsAt ? new Date(booking.travelStartsAt) : null }, $inc: { version: 1 } },
    );
  }

  /**
   * Reads the ticket, decides, and writes only if nobody wrote in between (the version guard);
   * a lost race reads again and decides again. Undefined when no ticket matches `filter`.
   */
  async change<R>(filter: Filter<TicketDoc>, decide: (doc: TicketDoc, now: Date) => Plan<R> | Promise<Plan<R>>): Promise<{ doc: TicketDoc; result: R } | undefined> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const doc = await this.tickets.findOne(filter);
      if (!doc) return undefined;
      const now = this.now();
      const plan = await decide(doc, now);
      const update: UpdateFilter<TicketDoc> = { $inc: { version: 1, ...plan.inc } };
      if (Object.keys(plan.set).length > 0) update.$set = plan.set;
      if (plan.push) update.$push = { messages: plan.push };
      const after = await this.tickets.findOneAndUpdate({ _id: doc._id, version: doc.version }, update, { returnDocument: 'after' });
      if (after) {
        await this.outbox.add(plan.events(after));
        return { doc: after, result: plan.result };
      }
    }
    throw new AppError('conflict', 'The ticket changed meanwhile; try again');
  }

  event(definition: (typeof HelpdeskEvents)['opened' | 'replied' | 'assigned'], doc: TicketDoc, id: string, actor: Actor | null, message: MessageDoc | null): OutgoingEvent {
    return createEvent(definition, {
      id,
      agencyId: doc.agencyId,
      actor: actor && actor.side !== 'system' ? { kind: 'user', id: actor.userId } : { kind: 'system', id: 'helpdesk' },
      key: doc._id.toHexString(),
      data: noticeOf(doc, message),
    });
  }

  statusEvent(doc: TicketDoc, from: TicketStatus, actor: Actor | null): OutgoingEvent {
    return createEvent(HelpdeskEvents.statusChanged, {
      id: `${doc._id.toHexString()}:status:${doc.version}`,
      agencyId: doc.agencyId,
      actor: actor && actor.side !== 'system' ? { kind: 'user', id: actor.userId } : { kind: 'system', id: 'helpdesk' },
      key: doc._id.toHexString(),
      data: { ...noticeOf(doc, null), from },
    });
  }
}

function noticeOf(doc: TicketDoc, message: MessageDoc | null) {
  return {
    ticketId: doc._id.toHexString(),
    number: doc.number,
    subject: doc.subject,
    service: doc.service,
    status: doc.status,
    createdBy: doc.createdBy.side === 'agency' ? doc.createdBy.userId : null,
    assigneeId: doc.assigneeId,
    message: message && !message.internal ? { authorName: message.authorName, side: message.side, excerpt: message.body.slice(0, 200) } : null,
  };
}

/** The clock starts when the ticket waits on support (it keeps running if it already did). */
export function clockStarted(doc: Pick<TicketDoc, 'clockSince'>, now: Date): Pick<TicketDoc, 'clockSince'> {
  return { clockSince: doc.clockSince ?? now };
}

/** The clock pauses (waiting on the agency) or stops (resolved, closed): the running stretch is kept. */
export function clockStopped(doc: Pick<TicketDoc, 'clockSince' | 'clockSegments'>, now: Date): Pick<TicketDoc, 'clockSince' | 'clockSegments'> {
  if (!doc.clockSince) return { clockSince: null, clockSegments: doc.clockSegments };
  return { clockSince: null, clockSegments: [...doc.clockSegments, { from: doc.clockSince, to: now }] };
}

/** A move the rules refuse, with the code screens and tests read. */
export function refusedMove(from: TicketStatus, to: TicketStatus): AppError {
  return new AppError('invalid_transition', `A ${from} ticket cannot become ${to}`, { from, to }, 409);
}

export function assertMove(from: TicketStatus, to: TicketStatus): void {
  if (!canMoveTicket(from, to)) throw refusedMove(from, to);
}

/** What a reply from the agency does to a ticket in this status, `closedAt` `now`. */
export function agencyReplyOutcome(doc: Pick<TicketDoc, 'status' | 'closedAt'>, now: Date): 'added' | 'reopened' | 'new_ticket' {
  if (doc.status === 'open') return 'added';
  if (doc.status === 'resolved' || doc.status === 'unresolved') return 'reopened';
  if (doc.status === 'closed' && doc.closedAt && now.getTime() - doc.closedAt.getTime() <= TICKET_TIMERS.reopenWithinMs) return 'reopened';
  return 'new_ticket';
}

export function bytesLeft(doc: Pick<TicketDoc, 'uploadedBytes'>): number {
  return Math.max(0, TICKET_LIMITS.uploadTotalBytes - doc.uploadedBytes);
}
