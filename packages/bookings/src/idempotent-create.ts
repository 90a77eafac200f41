import { apiKeyAttributionOf } from '@portal/contracts';
import { IdempotencyKeys, isDuplicateKey, type IdempotentResponse, type SessionClaims } from '@portal/service-kit';
import { ObjectId, type Db } from 'mongodb';
import type { Actor, BookingBase } from './models';
import type { BookingStore, Clock } from './store';

/** The fields the kit fills in on a new booking; the product gives the rest. */
type KitFields =
  | '_id'
  | 'agencyId'
  | 'idempotencyKey'
  | 'reference'
  | 'product'
  | 'version'
  | 'paidWith'
  | 'card'
  | 'fees'
  | 'feeDate'
  | 'refunded'
  | 'holdExpiresAt'
  | 'agentId'
  | 'agentName'
  | 'createdAt'
  | 'movedAt';
export type ProductFields<Doc extends BookingBase> = Omit<Doc, KitFields>;

/** How a product books, as the kit runs it once per idempotency key. */
export interface CreateSteps<Doc extends BookingBase> {
  /** Checks the request and answers the booking's own fields; a refusal here leaves nothing behind (the key is free again). */
  open(): Promise<ProductFields<Doc>>;
  /** Books with the supplier and takes the money; the booking is written and its key begun. */
  place(booking: Doc): Promise<Doc>;
}

export interface IdempotentCreateOptions<Doc extends BookingBase> {
  /** The answer's body for a booking. */
  view(booking: Doc): Promise<unknown>;
  /** A booking still being resolved (by its request or the sweep): a retry waits for it. */
  unsettled(booking: Doc): boolean;
}

/**
 * Books once per `Idempotency-Key`, with the service kit's semantics (a retry meanwhile answers 409
 * `request_in_progress`, after it the first answer again, another request with the key 422). A
 * request whose process stopped after writing its booking is answered from that booking once it rests.
 */
export class IdempotentCreate<Doc extends BookingBase> {
  readonly keys: IdempotencyKeys;

  constructor(
    db: Db,
    private readonly store: BookingStore<Doc>,
    private readonly clock: Clock,
    private readonly options: IdempotentCreateOptions<Doc>,
  ) {
    this.keys = IdempotencyKeys.on(db, () => this.clock.now());
  }

  create(session: SessionClaims, actor: Actor, idempotencyKey: string, request: unknown, steps: CreateSteps<Doc>): Promise<IdempotentResponse & { replayed: boolean }> {
    const agencyId = session.aid!;
    return this.keys.run(
      { scope: `${this.store.definition.product}.bookings:${agencyId}`, key: idempotencyKey, request },
      async (begin) => {
        const { booking, fresh } = await this.open(session, actor, idempotencyKey, steps);
        await begin(booking._id.toHexString());
        if (!fresh) return { status: 200, body: await this.options.view(booking) };
        return { status: 201, body: await this.options.view(await steps.place(booking)) };
      },
      (bookingId) => this.outcome(bookingId),
    );
  }

  /** The booking written with its first history entry, or the one this key already wrote. */
  private async open(session: SessionClaims, actor: Actor, idempotencyKey: string, steps: CreateSteps<Doc>): Promise<{ booking: Doc; fresh: boolean }> {
    const agencyId = session.aid!;
    const fields = await steps.open();
    const now = new Date(this.clock.now());
    const booking = {
      ...fields,
      _id: new ObjectId(),
      agencyId,
      idempotencyKey,
      reference: this.store.reference(),
      product: this.store.definition.product,
      version: 0,
      paidWith: null,
      card: null,
      fees: 0,
      feeDate: null,
      refunded: 0,
      holdExpiresAt: null,
      agentId: session.uid,
      agentName: actor.userName,
      ...apiKeyAttributionOf(actor),
      createdAt: now,
      movedAt: now,
    } as Doc;
    try {
      return { booking: await this.store.insert(booking, 'created', actor), fresh: true };
    } catch (err) {
      // A key whose first request stopped after writing its booking: that booking is the answer (the sweep resolves it).
      if (!isDuplicateKey(err)) throw err;
      return { booking: (await this.store.findOne({ agencyId, idempotencyKey }))!, fresh: false };
    }
  }

  private async outcome(bookingId: string): Promise<IdempotentResponse | undefined> {
    const booking = await this.store.find(new ObjectId(bookingId));
    if (!booking || this.options.unsettled(booking)) return undefined;
    return { status: 201, body: await this.options.view(booking) };
  }
}
