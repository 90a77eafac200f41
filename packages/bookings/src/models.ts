import type { ApiKeyAttribution, BookingProduct, BookingStatus } from '@portal/contracts';
import { apiKeyAttributionOf } from '@portal/contracts';
import { modelConnection, type OutgoingEvent, type SessionClaims } from '@portal/service-kit';
import { Schema, type Model } from 'mongoose';
import type { Db, IndexSpecification, MongoClient, ObjectId } from 'mongodb';

export type Payment = 'balance' | 'agency' | 'card' | 'hold';

/** Who made a change, as the history shows it (spec §3: agent, user name, IP address), and the integrator API key it was made with (the session's `kid` and `kname`). */
export interface Actor extends ApiKeyAttribution {
  userId: string;
  userName: string;
  ip: string;
}

/** Who acts in a request, by its session: an integrator API call's session names its key (`kid`, `kname`). */
export function sessionActor(session: Pick<SessionClaims, 'uid' | 'kid' | 'kname'>, userName: string, ip: string): Actor {
  return { userId: session.uid, userName, ip, ...apiKeyAttributionOf({ apiKeyId: session.kid, apiKeyName: session.kname }) };
}

/** The portal itself: the sweep's changes. */
export const SYSTEM: Actor = { userId: 'system', userName: 'Voyagr Pro', ip: '127.0.0.1' };

export interface HistoryDoc extends ApiKeyAttribution {
  /** `${bookingId}#${version}`: one entry per version. */
  _id: string;
  bookingId: ObjectId;
  version: number;
  operation: string;
  status: BookingStatus;
  agent: string;
  userName: string;
  ipAddress: string;
  date: Date;
}

/** A move claimed on the booking whose history entry and events are not yet written where they go. */
export interface Unflushed {
  entry: HistoryDoc;
  events: OutgoingEvent[];
}

/**
 * What the booking has refunded once its due refund is given back: a part adds to the parts before,
 * a whole replaces. The refund step writes it, a move's notice tells it.
 */
export function refundedOnceDue(booking: Pick<BookingBase, 'refunded' | 'refundDue' | 'refundPart'>): number {
  const due = booking.refundDue ?? 0;
  if (due <= 0) return booking.refunded;
  return (booking.refundPart ? booking.refunded : 0) + due;
}

/** What every product's booking has; the product adds its own fields. */
export interface BookingBase {
  _id: ObjectId;
  agencyId: string;
  idempotencyKey: string;
  /** The product's prefix and seven characters (`FL…`). */
  reference: string;
  /** Absent on flight bookings written before the kit. */
  product?: BookingProduct;
  status: BookingStatus;
  /** Bumped by every move; the history entry `${id}#${version}` is unique. */
  version: number;
  payment: Payment;
  /** How the money was finally taken: balance, agency, card, or a captured hold. */
  paidWith: Payment | null;
  /** Card payment: the gateway's payment and its card page (absent on bookings before cards). */
  card?: { paymentId: string; paymentUrl: string } | null;
  salePrice: number;
  fees: number;
  feeDate: Date | null;
  refunded: number;
  /** Money still to go back (a void, a cancellation, a failed payment), cleared once refunded. */
  refundDue?: number;
  /** The part of the booking `refundDue` is for (a transfer's cancelled trips): each part's refund is keyed apart, so a booking refunds once per part. */
  refundPart?: string | null;
  holdExpiresAt: Date | null;
  /** The hold's amount is still held in the wallet (absent on bookings that never held). */
  holdOpen?: boolean;
  /** A held booking's payment under way, retried by the sweep when its outcome was not known. */
  settling?: 'balance' | 'agency' | null;
  /** When the booking entered its status: the sweep resolves one left too long in a passing status. */
  movedAt?: Date;
  agentId: string;
  agentName: string;
  /** The integrator API key the booking was made with: its money movements carry it too. */
  apiKeyId?: string;
  apiKeyName?: string;
  createdAt: Date;
  /** Set by a move's claim, cleared once its history entry and events are written (see BookingStore.move). */
  flushDue?: boolean;
  unflushed?: Unflushed[];
}

/**
 * The bookings list: the agency first, then what a filter pins, then the sort (`_id` breaks ties),
 * so a page is read from an index in order and counted on it, and its cost depends on the page
 * and the agency's own bookings.
 */
export const LIST_SORT = { createdAt: -1, _id: 1 } as const;
export const LIST_INDEXES: IndexSpecification[] = [
  { agencyId: 1, createdAt: -1, _id: 1 },
  { agencyId: 1, status: 1, createdAt: -1, _id: 1 },
  { agencyId: 1, agentId: 1, createdAt: -1, _id: 1 },
  { agencyId: 1, reference: 1 },
];

/** The product's fields are its own (strict off); the common ones are typed and indexed. */
function bookingSchema(collection: string): Schema {
  const schema = new Schema(
    {
      _id: Schema.Types.ObjectId,
      agencyId: String,
      idempotencyKey: String,
      reference: String,
      product: String,
      status: String,
      version: Number,
      payment: String,
      paidWith: String,
      card: Schema.Types.Mixed,
      salePrice: Number,
      fees: Number,
      feeDate: Date,
      refunded: Number,
      refundDue: Number,
      refundPart: String,
      holdExpiresAt: Date,
      holdOpen: Boolean,
      settling: String,
      movedAt: Date,
      agentId: String,
      agentName: String,
      apiKeyId: String,
      apiKeyName: String,
      createdAt: Date,
      flushDue: Boolean,
      unflushed: [Schema.Types.Mixed],
    },
    // Indexes are created by `init` (autoIndex off), collections by the first write; no `__v`: `version` is ours.
    { collection, strict: false, versionKey: false, autoIndex: false, autoCreate: false },
  );
  schema.index({ agencyId: 1, idempotencyKey: 1 }, { unique: true });
  for (const index of LIST_INDEXES) schema.index(index as Record<string, 1 | -1>);
  schema.index({ status: 1, holdExpiresAt: 1 });
  schema.index({ status: 1, movedAt: 1 });
  schema.index({ refundDue: 1, movedAt: 1 });
  // The sweep's flush: the local database answers an equality on a non-unique index's first field.
  schema.index({ flushDue: 1 });
  return schema;
}

function historySchema(collection: string): Schema {
  const schema = new Schema(
    {
      _id: String,
      bookingId: Schema.Types.ObjectId,
      version: Number,
      operation: String,
      status: String,
      agent: String,
      userName: String,
      ipAddress: String,
      date: Date,
      apiKeyId: String,
      apiKeyName: String,
    },
    { collection, versionKey: false, autoIndex: false, autoCreate: false },
  );
  schema.index({ bookingId: 1, version: 1 });
  return schema;
}

export interface BookingModels {
  bookings: Model<BookingBase>;
  history: Model<HistoryDoc>;
}

/** The kit's mongoose models on the service's own MongoClient (one pool for the service). */
export async function bookingModels(client: MongoClient, db: Db, collections = { bookings: 'bookings', history: 'booking_history' }): Promise<BookingModels> {
  const connection = await modelConnection({ client, db });
  // One model name per collection: a service keeping several kinds of bookings (visa requests, hotel visa reservations) registers each on the same cached connection.
  const named = (base: string, collection: string, defaultCollection: string) => (collection === defaultCollection ? base : `${base}:${collection}`);
  return {
    bookings: connection.model<BookingBase>(named('Booking', collections.bookings, 'bookings'), bookingSchema(collections.bookings)),
    history: connection.model<HistoryDoc>(named('BookingHistory', collections.history, 'booking_history'), historySchema(collections.history)),
  };
}
