import { randomBytes } from 'node:crypto';
import type { BookingDeadlines, BookingEvents, BookingOperation, BookingHistoryEntry, BookingProduct, BookingStatus, EventDefinition } from '@portal/contracts';
import { apiKeyAttributionOf } from '@portal/contracts';
import { AppError, createEvent, isDuplicateKey, type Logger, type OutgoingEvent, type Outbox, type SessionClaims } from '@portal/service-kit';
import type { Collection, Db, ObjectId } from 'mongodb';
import type { FilterQuery, Model, UpdateQuery } from 'mongoose';
import type { z } from 'zod';
import { refundedOnceDue, SYSTEM, type Actor, type BookingBase, type BookingModels, type HistoryDoc, type Unflushed } from './models';
import type { Transitions } from './transitions';

export interface Clock {
  now(): number;
}

/** What a product tells the store about its bookings. */
export interface ProductDefinition<Doc extends BookingBase> {
  product: BookingProduct;
  /** Starts every reference (`FL` for flights). */
  referencePrefix: string;
  transitions: Transitions;
  /** The `booking.changed` snapshot on the product's topic. */
  changed: (typeof BookingEvents)[keyof typeof BookingEvents];
  /** What the snapshot for reports reads of the product's own fields. */
  snapshot(booking: Doc): { customer: string; currency: string; purchasePrice: number };
  /** The data of a notice for people (the product's own events). */
  notice(booking: Doc): Record<string, unknown>;
}

/** When a booking's travel starts and its deadlines, as the product reads them: the snapshot carries them for helpdesk's booking context. */
export interface BookingTimeline<Doc extends BookingBase> {
  travelStartsAt(booking: Doc): Date | null;
  deadlines(booking: Doc): BookingDeadlines | null;
}

/** What a move writes and tells besides the status. */
export interface MoveOptions<Doc extends BookingBase> {
  /** A notice for people, published with the snapshot. */
  notice?: EventDefinition;
  /** Other fields written with the status. */
  set?: Partial<Doc>;
  /** No snapshot: another move follows at once in the same request (its flush writes this one's entry too). */
  quiet?: boolean;
  /** More conditions the booking must still meet (a product's own status): otherwise nothing is written and the move is refused like a racing one. */
  guard?: Record<string, unknown>;
  /** Data the notice adds to the product's `notice` (who moved it, what is asked). */
  extra?: Record<string, unknown>;
}

/** A history entry as the booking view shows it. */
export type HistoryView = BookingHistoryEntry;

/** How long a claimed move may wait for its own flush before the sweep writes it (a crash in between). */
export const FLUSH_AFTER_MS = 5_000;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A product's bookings, their status moves and their history.
 *
 * A move is atomic on the booking document (the outbox inside the aggregate): ONE conditional
 * update claims the next version and records, on the booking itself, the history entry and the
 * events the move owes (`unflushed`); `flush` then writes them where they go and clears them. The
 * history-first insert this replaces could leave, on a crash between its three writes, history
 * ahead of the booking or a snapshot never sent; here a crash after the claim leaves `flushDue`,
 * which the sweep flushes, and a crash before it changed nothing. Of two racing moves the claim of
 * one matches nothing: exactly one wins.
 */
export class BookingStore<Doc extends BookingBase> {
  readonly bookings: Model<BookingBase>;
  readonly history: Model<HistoryDoc>;
  /** The same bookings through the driver, for the shared list helper (`findPage` reads a driver collection). */
  readonly collection: Collection<Doc>;

  constructor(
    models: BookingModels,
    db: Db,
    readonly definition: ProductDefinition<Doc>,
    private readonly outbox: Outbox,
    readonly clock: Clock,
    private readonly log: Logger,
    private readonly timeline: BookingTimeline<Doc>,
    /** A user's name as the product's replicas know it now (their id while they know none). */
    private readonly agentName: (userId: string) => Promise<string>,
  ) {
    this.bookings = models.bookings;
    this.history = models.history;
    this.collection = db.collection<Doc>(models.bookings.collection.collectionName);
  }

  async init(): Promise<void> {
    await this.bookings.createIndexes();
    await this.history.createIndexes();
  }

  get transitions(): Transitions {
    return this.definition.transitions;
  }

  reference(): string {
    return `${this.definition.referencePrefix}${Array.from(randomBytes(7), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
  }

  /** Writes a new booking with its first history entry pending (flushed with its first move, or by the sweep). */
  async insert(booking: Doc, operation: BookingOperation, actor: Actor): Promise<Doc> {
    const created = { ...booking, version: 0, flushDue: true, unflushed: [{ entry: this.entry(booking, 0, booking.status, operation, actor), events: [] }] };
    await this.bookings.insertMany([created], { lean: true });
    return created;
  }

  async find(id: ObjectId): Promise<Doc | null> {
    return (await this.bookings.findById(id).lean()) as Doc | null;
  }

  async findOne(filter: FilterQuery<BookingBase>): Promise<Doc | null> {
    return (await this.bookings.findOne(filter).lean()) as Doc | null;
  }

  async findMany(filter: FilterQuery<BookingBase>): Promise<Doc[]> {
    return (await this.bookings.find(filter).lean()) as Doc[];
  }

  /** A booking of the session's agency (by `_id` alone, then the agency's check). */
  async get(session: SessionClaims, id: ObjectId): Promise<Doc> {
    const found = await this.find(id);
    if (!found || found.agencyId !== session.aid) throw new AppError('not_found', 'No such booking');
    return found;
  }

  /** Writes fields that do not change the status (a PNR, a hold's mark); the version stays. */
  async update(booking: Doc, set: Partial<Doc>): Promise<Doc> {
    await this.bookings.updateOne({ _id: booking._id }, { $set: set } as UpdateQuery<BookingBase>);
    return { ...booking, ...set };
  }

  /**
   * Writes fields that do not change the status only if the booking has not moved since it was
   * read (a sweep's finding racing an agent's move); undefined when it has, for the next sweep.
   */
  async updateUnmoved(booking: Doc, set: Partial<Doc>): Promise<Doc | undefined> {
    const written = await this.bookings.updateOne({ _id: booking._id, version: booking.version }, { $set: set } as UpdateQuery<BookingBase>);
    return written.matchedCount === 0 ? undefined : { ...booking, ...set };
  }

  /** Moves a booking by the product's transition table: the claim, then its flush (see the class). */
  async move(booking: Doc, to: BookingStatus, operation: BookingOperation, actor: Actor, options: MoveOptions<Doc> = {}): Promise<Doc> {
    const moved = await this.claim(booking, to, operation, actor, options);
    // A quiet move is followed at once by another, whose flush writes both.
    if (options.quiet && !options.notice) return moved;
    return this.flush(moved);
  }

  /** The first step of a move, alone: the booking at its next version with what it owes recorded on it. */
  async claim(booking: Doc, to: BookingStatus, operation: BookingOperation, actor: Actor, options: MoveOptions<Doc> = {}): Promise<Doc> {
    this.transitions.assert(booking.status, to);
    return this.claimAt(booking, to, operation, actor, options);
  }

  /**
   * A change of the product's own state that leaves the booking's status as it is (a visa request's
   * visa status): claimed and flushed as a move is, so it has its history entry, its snapshot and
   * its notice, and of two racing changes exactly one wins.
   */
  async record(booking: Doc, operation: BookingOperation, actor: Actor, options: Omit<MoveOptions<Doc>, 'quiet'> = {}): Promise<Doc> {
    return this.flush(await this.claimAt(booking, booking.status, operation, actor, options));
  }

  private async claimAt(booking: Doc, to: BookingStatus, operation: BookingOperation, actor: Actor, { notice, set, quiet = false, guard = {}, extra = {} }: MoveOptions<Doc>): Promise<Doc> {
    const version = booking.version + 1;
    const movedAt = new Date(this.clock.now());
    const moved = { ...booking, ...set, status: to, version, movedAt, flushDue: true };
    const owed: Unflushed = { entry: this.entry(booking, version, to, operation, actor), events: quiet && !notice ? [] : this.events(moved, notice, extra) };
    const claimed = await this.bookings.updateOne({ ...guard, _id: booking._id, version: booking.version }, {
      $set: { ...set, status: to, version, movedAt, flushDue: true },
      $push: { unflushed: owed },
    } as UpdateQuery<BookingBase>);
    if (claimed.matchedCount === 0) throw new AppError('booking_changed', 'The booking changed meanwhile; reload it', undefined, 409);
    return { ...moved, unflushed: [...(booking.unflushed ?? []), owed] };
  }

  /**
   * Writes what the booking's claimed moves owe: their history entries (an entry already written
   * is kept), their events (the outbox keeps an id recorded once), then clears them if no move
   * came since (a later move's flush writes them again, harmlessly, and clears).
   */
  async flush(booking: Doc): Promise<Doc> {
    const owed = booking.unflushed ?? [];
    if (owed.length > 0) {
      try {
        await this.history.insertMany(
          owed.map((o) => o.entry),
          { ordered: false, lean: true },
        );
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      await this.outbox.add(owed.flatMap((o) => o.events));
    }
    await this.bookings.updateOne({ _id: booking._id, version: booking.version }, { $unset: { unflushed: 1, flushDue: 1 } });
    const { unflushed: _written, flushDue: _cleared, ...flushed } = booking;
    return flushed as Doc;
  }

  /**
   * A notice for people that goes with no status move (a payment reminder): its id is the
   * booking's and `occasion`'s, so a notice announced again (a retried sweep) is sent once.
   */
  async announce(booking: Doc, notice: EventDefinition, occasion: string, extra: Record<string, unknown> = {}): Promise<void> {
    const id = booking._id.toHexString();
    const data = { ...this.definition.notice(booking), ...extra } as z.input<typeof notice.data>;
    await this.outbox.add([createEvent(notice, { id: `${id}:${occasion}`, agencyId: booking.agencyId, actor: { kind: 'service', id: this.definition.product }, data })]);
  }

  /** The sweep's part: moves claimed by a process that stopped before flushing them. */
  async flushLeft(): Promise<void> {
    const cutoff = this.clock.now() - FLUSH_AFTER_MS;
    const due = await this.findMany({ flushDue: true });
    for (const booking of due) {
      if (booking.movedAt && booking.movedAt.getTime() > cutoff) continue;
      await this.flush(booking).catch((err: Error) => this.log.warn({ bookingId: booking._id.toHexString(), err: err.message }, 'could not flush a booking move'));
    }
  }

  /** The history, oldest first, with the entries of moves not flushed yet. */
  async historyOf(booking: Doc): Promise<HistoryView[]> {
    const written = (await this.history.find({ bookingId: booking._id }).sort({ version: 1 }).lean()) as HistoryDoc[];
    const seen = new Set(written.map((h) => h._id));
    const entries = [...written, ...(booking.unflushed ?? []).map((o) => o.entry).filter((entry) => !seen.has(entry._id))].sort((a, b) => a.version - b.version);
    return Promise.all(
      entries.map(async (h) => ({
        operation: h.operation,
        status: h.status,
        ...(await this.whoDid(h)),
        ipAddress: h.ipAddress,
        date: new Date(h.date).toISOString(),
        ...apiKeyAttributionOf(h),
      })),
    );
  }

  /**
   * Who made a change, by name, never by id: the agent as named now, and the user name as written
   * (resolved now when the replica did not know it yet at the time, and an id was written).
   */
  private async whoDid(entry: HistoryDoc): Promise<{ agent: string; userName: string }> {
    if (entry.agent === SYSTEM.userId) return { agent: SYSTEM.userName, userName: SYSTEM.userName };
    const now = await this.agentName(entry.agent);
    const known = now !== entry.agent ? now : entry.userName;
    return { agent: known, userName: entry.userName !== entry.agent ? entry.userName : known };
  }

  private entry(booking: Doc, version: number, status: BookingStatus, operation: BookingOperation, actor: Actor): HistoryDoc {
    return {
      _id: `${booking._id.toHexString()}#${version}`,
      bookingId: booking._id,
      version,
      operation,
      status,
      agent: actor.userId,
      userName: actor.userName,
      ipAddress: actor.ip,
      date: new Date(this.clock.now()),
      ...apiKeyAttributionOf(actor),
    };
  }

  /** The snapshot account keeps for reports, and a notice for people where one is due; ids are the version's. */
  private events(booking: Doc, notice?: EventDefinition, extra: Record<string, unknown> = {}): OutgoingEvent[] {
    const id = booking._id.toHexString();
    const actor = { kind: 'service' as const, id: this.definition.product };
    const snapshot = this.definition.snapshot(booking);
    const events = [
      createEvent(this.definition.changed, {
        id: `${id}#${booking.version}`,
        agencyId: booking.agencyId,
        actor,
        key: id,
        data: {
          bookingId: id,
          reference: booking.reference,
          product: this.definition.product,
          status: booking.status,
          agentId: booking.agentId,
          agentName: booking.agentName,
          ...snapshot,
          salePrice: booking.salePrice,
          fees: booking.fees,
          paid: booking.paidWith !== null && booking.paidWith !== undefined,
          bookedAt: booking.createdAt.toISOString(),
          holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
          travelStartsAt: this.timeline.travelStartsAt(booking)?.toISOString() ?? null,
          deadlines: this.timeline.deadlines(booking),
        },
      }),
    ];
    if (notice) {
      // Written with the move, before the refund step gives back what the move made due: it tells that amount (a hold never paid is released, not refunded).
      const refunded = booking.paidWith ? refundedOnceDue(booking) : booking.refunded;
      const data = { ...this.definition.notice({ ...booking, refunded }), ...extra } as z.input<typeof notice.data>;
      events.push(createEvent(notice, { id: `${id}#${booking.version}:notice`, agencyId: booking.agencyId, actor, data }));
    }
    return events;
  }
}
