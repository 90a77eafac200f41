import { randomBytes } from 'node:crypto';
import {
  canMoveGroup,
  GroupEvents,
  groupAnswerDueAt,
  groupOptionTotal,
  groupPeople,
  groupNights,
  occupantsOf,
  type GroupDeskView,
  type GroupNotice,
  type GroupOption,
  type GroupQuoteRow,
  type GroupQuoteStatus,
  type GroupQuoteView,
  type GroupRoomType,
  type createGroupQuote,
  type sendGroupQuote,
} from '@portal/contracts';
import { AppError, createEvent, fieldErrors, type Clock, type OutgoingEvent, type Outbox } from '@portal/service-kit';
import { ObjectId, type Collection, type Db, type Filter, type UpdateFilter } from 'mongodb';
import type { z } from 'zod';

export interface GroupRoomDoc {
  type: GroupRoomType;
  adults: number;
  children: number;
  babies: number;
  babyBeds: number;
  /** The rooming list: a name per occupant once filled ('' while not). */
  names: string[];
}

export type GroupOptionDoc = GroupOption;

/** A group quotation: the agency's request, the desk's quote, the agency's answer and, once accepted and paid, its kit booking. */
export interface GroupQuoteDoc {
  _id: ObjectId;
  agencyId: string;
  agentId: string;
  agentName: string;
  reference: string;
  status: GroupQuoteStatus;
  /** Bumped by every status move: a move is one update guarded on it. */
  version: number;
  groupName: string;
  groupType: GroupQuoteView['groupType'];
  destination: string;
  hotelCategories: number[];
  mealPlans: GroupQuoteView['mealPlans'];
  arrival: string;
  departure: string;
  nights: number;
  rooms: GroupRoomDoc[];
  additionalServices: GroupQuoteView['additionalServices'];
  specialRequests: string | null;
  currency: string;
  options: GroupOptionDoc[];
  quoteNote: string | null;
  quotedAt: Date | null;
  chosenOption: number | null;
  payment: 'balance' | 'agency' | null;
  answerDueAt: Date | null;
  round: number;
  declineReason: string | null;
  refusalReason: string | null;
  /** Absent on requests stored before it was kept. */
  withdrawalReason?: string | null;
  bookingId: ObjectId | null;
  roomingComplete: boolean;
  createdAt: Date;
  statusAt: Date;
  /** The desk's order: those awaiting a quote by their due time, then the rest newest first. */
  queueKey: number;
}

export interface GroupBookingRef {
  id: string;
  reference: string;
  status: NonNullable<GroupQuoteView['booking']>['status'];
  paidWith: string | null;
  total: number;
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DAY_MS = 24 * 60 * 60 * 1000;
const LATER = 9_000_000_000_000_000;

export function queueKeyOf(status: GroupQuoteStatus, answerDueAt: Date | null, createdAt: Date): number {
  return status === 'awaiting_quote' && answerDueAt ? answerDueAt.getTime() : LATER - createdAt.getTime();
}

type Parsed<T extends z.ZodType> = z.output<T>;

/** The last moment of an ISO date (UTC): a quote valid until a day may be accepted all that day. */
export function endOfDay(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS - 1;
}

/** Group quotations in the service's `group_quotes` collection; every status move guarded on the status and the version. */
export class GroupQuotes {
  readonly quotes: Collection<GroupQuoteDoc>;

  constructor(
    db: Db,
    private readonly outbox: Outbox,
    readonly clock: Clock,
  ) {
    this.quotes = db.collection<GroupQuoteDoc>('group_quotes');
  }

  async init(): Promise<void> {
    await this.quotes.createIndex({ agencyId: 1, createdAt: -1, _id: 1 });
    await this.quotes.createIndex({ queueKey: 1, _id: 1 });
    await this.quotes.createIndex({ status: 1, queueKey: 1 });
    await this.quotes.createIndex({ reference: 1 }, { unique: true });
  }

  now(): Date {
    return new Date(this.clock.now());
  }

  /** An agency's quote (another agency's is not found). */
  async get(agencyId: string, id: string): Promise<GroupQuoteDoc> {
    const doc = await this.quotes.findOne({ _id: new ObjectId(id), agencyId });
    if (!doc) throw new AppError('not_found', 'No such group quotation');
    return doc;
  }

  async find(id: string): Promise<GroupQuoteDoc> {
    const doc = await this.quotes.findOne({ _id: new ObjectId(id) });
    if (!doc) throw new AppError('not_found', 'No such group quotation');
    return doc;
  }

  /** Writes a new request, awaiting its quote for 24 hours. */
  async submit(agencyId: string, agent: { id: string; name: string }, request: Parsed<typeof createGroupQuote>, currency: string, id = new ObjectId()): Promise<GroupQuoteDoc> {
    const now = this.now();
    if (request.arrival < now.toISOString().slice(0, 10)) throw fieldErrors([{ field: 'arrival', reason: 'date_in_past' }]);
    const doc: GroupQuoteDoc = {
      _id: id,
      agencyId,
      agentId: agent.id,
      agentName: agent.name,
      reference: `GQ${Array.from(randomBytes(7), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`,
      status: 'awaiting_quote',
      version: 0,
      groupName: request.groupName,
      groupType: request.groupType,
      destination: request.destination,
      hotelCategories: [...new Set(request.hotelCategories)].sort(),
      mealPlans: [...new Set(request.mealPlans)],
      arrival: request.arrival,
      departure: request.departure,
      nights: groupNights(request.arrival, request.departure),
      rooms: request.rooms.map((room) => ({ ...room, names: Array.from({ length: occupantsOf(room) }, () => '') })),
      additionalServices: [...new Set(request.additionalServices)],
      specialRequests: request.specialRequests || null,
      currency,
      options: [],
      quoteNote: null,
      quotedAt: null,
      chosenOption: null,
      payment: null,
      answerDueAt: groupAnswerDueAt(now),
      round: 1,
      declineReason: null,
      refusalReason: null,
      withdrawalReason: null,
      bookingId: null,
      roomingComplete: false,
      createdAt: now,
      statusAt: now,
      queueKey: groupAnswerDueAt(now).getTime(),
    };
    await this.quotes.insertOne(doc);
    await this.outbox.add([this.event(GroupEvents.submitted, doc, `${doc._id.toHexString()}:submitted:1`, { kind: 'user', id: agent.id }, { round: 1 })]);
    return doc;
  }

  /**
   * Moves a quote from its current status (checked against the table), in one update guarded on
   * the status and version; of two racing moves one wins, the other is a 409.
   */
  async move(doc: GroupQuoteDoc, to: GroupQuoteStatus, set: Partial<GroupQuoteDoc>, events: (moved: GroupQuoteDoc) => OutgoingEvent[]): Promise<GroupQuoteDoc> {
    if (!canMoveGroup(doc.status, to)) {
      throw new AppError('invalid_transition', `A group quotation that is ${doc.status.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`, { from: doc.status, to }, 409);
    }
    const queueKey = queueKeyOf(to, set.answerDueAt !== undefined ? set.answerDueAt : doc.answerDueAt, doc.createdAt);
    const update: UpdateFilter<GroupQuoteDoc> = { $set: { ...set, status: to, statusAt: this.now(), queueKey }, $inc: { version: 1 } };
    const moved = await this.quotes.findOneAndUpdate({ _id: doc._id, status: doc.status, version: doc.version } as Filter<GroupQuoteDoc>, update, { returnDocument: 'after' });
    if (!moved) throw new AppError('conflict', 'The group quotation changed meanwhile; reload it', undefined, 409);
    const owed = events(moved);
    if (owed.length > 0) await this.outbox.add(owed);
    return moved;
  }

  /** The desk's quote: one to three options, each totalled by the service for the rooms asked. */
  async quote(doc: GroupQuoteDoc, answer: Parsed<typeof sendGroupQuote>, operatorId: string): Promise<GroupQuoteDoc> {
    const today = this.now().toISOString().slice(0, 10);
    const issues: { field: string; reason: string }[] = [];
    const options = answer.options.map((option, index) => {
      const totals = groupOptionTotal(option, doc.rooms, doc.nights);
      if (!totals) issues.push({ field: `options.${index}.rates`, reason: 'missing_rate' });
      if (option.freeRooms > doc.rooms.length) issues.push({ field: `options.${index}.freeRooms`, reason: 'too_many_free_rooms' });
      if (option.validUntil < today || option.validUntil > doc.arrival) issues.push({ field: `options.${index}.validUntil`, reason: 'validity_out_of_range' });
      if (option.releaseDate > doc.arrival) issues.push({ field: `options.${index}.releaseDate`, reason: 'validity_out_of_range' });
      return {
        ...option,
        rates: option.rates.map((rate) => ({ roomType: rate.roomType, perNight: rate.perNight })),
        roomsTotal: totals?.roomsTotal ?? 0,
        freeRoomsValue: totals?.freeRoomsValue ?? 0,
        total: totals?.total ?? 0,
      };
    });
    if (issues.length > 0) throw fieldErrors(issues);
    return this.move(doc, 'quoted', { options, quoteNote: answer.note || null, quotedAt: this.now(), answerDueAt: null, refusalReason: null, chosenOption: null }, (moved) => [
      this.event(GroupEvents.quoted, moved, `${moved._id.toHexString()}:quoted:${moved.round}`, { kind: 'user', id: operatorId }, quotedData(moved)),
    ]);
  }

  refuse(doc: GroupQuoteDoc, reason: string, operatorId: string): Promise<GroupQuoteDoc> {
    return this.move(doc, 'refused', { refusalReason: reason, answerDueAt: null }, (moved) => [
      this.event(GroupEvents.quoted, moved, `${moved._id.toHexString()}:refused`, { kind: 'user', id: operatorId }, quotedData(moved)),
    ]);
  }

  /** Declined; asked again, it is back in the desk's queue for a new 24 hours (two guarded moves). */
  async decline(doc: GroupQuoteDoc, reason: string | null, askAgain: boolean, agentId: string): Promise<GroupQuoteDoc> {
    const declined = await this.move(doc, 'declined', { declineReason: reason }, (moved) => [
      this.event(GroupEvents.declined, moved, `${moved._id.toHexString()}:declined:${moved.round}`, { kind: 'user', id: agentId }, { reason, askAgain }),
    ]);
    if (!askAgain) return declined;
    return this.askAgain(declined, agentId);
  }

  /** The agency withdraws its request (awaiting a quote, or quoted): the desk is told; a booked group is cancelled through the desk. */
  cancel(doc: GroupQuoteDoc, reason: string | null, agentId: string): Promise<GroupQuoteDoc> {
    return this.move(doc, 'cancelled', { answerDueAt: null, withdrawalReason: reason }, (moved) => [
      this.event(GroupEvents.cancelled, moved, `${moved._id.toHexString()}:cancelled`, { kind: 'user', id: agentId }, { reason }),
    ]);
  }

  askAgain(doc: GroupQuoteDoc, agentId: string): Promise<GroupQuoteDoc> {
    const round = doc.round + 1;
    return this.move(doc, 'awaiting_quote', { round, options: [], quotedAt: null, answerDueAt: groupAnswerDueAt(this.now()) }, (moved) => [
      this.event(GroupEvents.submitted, moved, `${moved._id.toHexString()}:submitted:${round}`, { kind: 'user', id: agentId }, { round }),
    ]);
  }

  /** The rooming list saved (names per room, in the rooms' order); its completion is told once. */
  async saveRooming(doc: GroupQuoteDoc, rooms: { names: string[] }[], bookingReference: string, agentId: string): Promise<GroupQuoteDoc> {
    if (doc.status !== 'booked') throw new AppError('invalid_transition', 'The rooming list is filled once the group is booked', { from: doc.status, to: 'booked' }, 409);
    if (rooms.length !== doc.rooms.length) throw fieldErrors([{ field: 'rooms', reason: 'rooms_count' }]);
    const issues: { field: string; reason: string }[] = [];
    const filled = doc.rooms.map((room, index) => {
      const names = rooms[index]!.names;
      if (names.length > room.names.length) issues.push({ field: `rooms.${index}.names`, reason: 'room_too_full' });
      return { ...room, names: Array.from({ length: room.names.length }, (_, at) => names[at] ?? '') };
    });
    if (issues.length > 0) throw fieldErrors(issues);
    const complete = filled.every((room) => room.names.every((name) => name.length > 0));
    const saved = await this.quotes.findOneAndUpdate({ _id: doc._id, status: 'booked' }, { $set: { rooms: filled, roomingComplete: complete } }, { returnDocument: 'after' });
    if (!saved) throw new AppError('conflict', 'The group quotation changed meanwhile; reload it', undefined, 409);
    // Told once: the event's id is the quote's.
    if (complete) await this.outbox.add([this.event(GroupEvents.roomingCompleted, saved, `${saved._id.toHexString()}:rooming`, { kind: 'user', id: agentId }, { bookingReference })]);
    return saved;
  }

  /** Quotes past every option's validity, and accepted ones never paid by then, expire. */
  async expireDue(): Promise<number> {
    const now = this.clock.now();
    let expired = 0;
    for (const doc of await this.quotes.find({ status: { $in: ['quoted', 'accepted'] } }).toArray()) {
      const lastValid = Math.max(...doc.options.map((option) => endOfDay(option.validUntil)));
      if (doc.options.length > 0 && lastValid >= now) continue;
      // An accepted quote being paid right now is left to its request: only one accepted a while ago expires.
      if (doc.status === 'accepted' && now - doc.statusAt.getTime() < 2 * 60 * 1000) continue;
      await this.move(doc, 'expired', {}, (moved) => [this.event(GroupEvents.expired, moved, `${moved._id.toHexString()}:expired`, { kind: 'service', id: 'visa' }, {})]).then(
        () => (expired += 1),
        (err: AppError) => {
          if (err.code !== 'conflict') throw err;
        },
      );
    }
    return expired;
  }

  event<D extends (typeof GroupEvents)[keyof typeof GroupEvents]>(
    definition: D,
    doc: GroupQuoteDoc,
    id: string,
    actor: { kind: 'user' | 'service'; id: string },
    extra: Record<string, unknown>,
  ): OutgoingEvent {
    return createEvent(definition, { id, agencyId: doc.agencyId, actor, key: doc._id.toHexString(), data: { ...noticeOf(doc), ...extra } as never });
  }
}

function quotedData(doc: GroupQuoteDoc) {
  const totals = doc.options.map((option) => option.total);
  return {
    options: doc.options.length,
    lowestTotal: totals.length > 0 ? Math.min(...totals) : null,
    validUntil: doc.options.length > 0 ? doc.options.map((option) => option.validUntil).sort()[0]! : null,
    refusalReason: doc.refusalReason,
  };
}

export function noticeOf(doc: GroupQuoteDoc): GroupNotice {
  return {
    quoteId: doc._id.toHexString(),
    reference: doc.reference,
    agencyId: doc.agencyId,
    agentId: doc.agentId,
    groupName: doc.groupName,
    destination: doc.destination,
    arrival: doc.arrival,
    departure: doc.departure,
    people: groupPeople(doc.rooms),
    status: doc.status,
    answerDueAt: doc.answerDueAt?.toISOString() ?? null,
    currency: doc.currency,
  };
}

export function rowOf(doc: GroupQuoteDoc, booking: GroupBookingRef | null): GroupQuoteRow {
  return {
    id: doc._id.toHexString(),
    reference: doc.reference,
    status: doc.status,
    groupName: doc.groupName,
    groupType: doc.groupType,
    destination: doc.destination,
    arrival: doc.arrival,
    departure: doc.departure,
    nights: doc.nights,
    people: groupPeople(doc.rooms),
    answerDueAt: doc.answerDueAt?.toISOString() ?? null,
    agentName: doc.agentName,
    createdAt: doc.createdAt.toISOString(),
    statusAt: doc.statusAt.toISOString(),
    booking,
  };
}

export function viewOf(doc: GroupQuoteDoc, booking: GroupBookingRef | null): GroupQuoteView {
  return {
    ...rowOf(doc, booking),
    hotelCategories: doc.hotelCategories,
    mealPlans: doc.mealPlans,
    rooms: doc.rooms,
    additionalServices: doc.additionalServices,
    specialRequests: doc.specialRequests,
    currency: doc.currency,
    options: doc.options,
    quoteNote: doc.quoteNote,
    quotedAt: doc.quotedAt?.toISOString() ?? null,
    chosenOption: doc.chosenOption,
    round: doc.round,
    declineReason: doc.declineReason,
    refusalReason: doc.refusalReason,
    withdrawalReason: doc.withdrawalReason ?? null,
    roomingComplete: doc.roomingComplete,
  };
}

/** Past its 24 hours without the desk's answer. */
export function isOverdue(doc: Pick<GroupQuoteDoc, 'answerDueAt'>, now: number): boolean {
  return doc.answerDueAt !== null && doc.answerDueAt.getTime() < now;
}

export function deskViewOf(doc: GroupQuoteDoc, booking: GroupBookingRef | null, now: number, agencyName: string): GroupDeskView {
  return { ...viewOf(doc, booking), agencyId: doc.agencyId, agencyName, overdue: isOverdue(doc, now) };
}
