import { AccountEvents, apiKeyAttributionOf, type ApiKeyAttribution, type Balance, type LedgerEntry, type LedgerEntryType, type WalletOperationResult } from '@portal/contracts';
import { AppError, createEvent, isDuplicateKey, type Logger, type Outbox } from '@portal/service-kit';
import type { Collection } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { MODEL_OPTIONS, pagesOf } from '../models';

export interface WalletDoc {
  _id: string;
  currency: string;
  /** Pay at agency: how much the agency may owe, set by an operator. */
  creditLimit: number;
  /** The last top-up, base of the low-balance thresholds. */
  lastTopUp: number;
  /** Percentages of the last top-up under which admins are alerted. */
  alertPercents: number[];
  createdAt: Date;
}

/**
 * One movement of the append-only ledger. Its `_id` is `${agencyId}#${seq}`: the unique index on
 * `_id` is what orders movements, and the unique index on (agencyId, key) is what applies a key
 * once. The latest entry carries the balance, and an entry made through the integrator API its key.
 */
export interface LedgerDoc extends ApiKeyAttribution {
  _id: string;
  agencyId: string;
  key: string;
  seq: number;
  type: LedgerEntryType;
  amount: number;
  heldChange: number;
  /** Change of what the agency owes under pay at agency. */
  outstandingChange: number;
  availableAfter: number;
  heldAfter: number;
  outstandingAfter: number;
  currency: string;
  reference: string;
  bookingReference: string | null;
  agent: string | null;
  createdAt: Date;
}

/** Finds the ledger entry of a key by `_id`; written right after the entry, so it may lag behind it. */
export interface Movement extends ApiKeyAttribution {
  agencyId: string;
  key: string;
  type: LedgerEntryType;
  /** Change of the available amount (negative spends). */
  amount: number;
  /** Change of the held amount. */
  heldChange: number;
  /** Change of the amount owed under pay at agency (never above the credit limit). */
  outstandingChange?: number;
  currency: string;
  reference: string;
  bookingReference?: string | null;
  agent?: string | null;
}

const walletSchema = new Schema<WalletDoc>(
  { _id: String, currency: String, creditLimit: Number, lastTopUp: Number, alertPercents: [Number], createdAt: Date },
  { collection: 'wallets', ...MODEL_OPTIONS },
);

const ledgerSchema = new Schema<LedgerDoc>(
  {
    _id: String,
    agencyId: String,
    key: String,
    seq: Number,
    type: String,
    amount: Number,
    heldChange: Number,
    outstandingChange: Number,
    availableAfter: Number,
    heldAfter: Number,
    outstandingAfter: Number,
    currency: String,
    reference: String,
    bookingReference: String,
    agent: String,
    apiKeyId: String,
    apiKeyName: String,
    createdAt: Date,
  },
  { collection: 'ledger', ...MODEL_OPTIONS },
);
ledgerSchema.index({ agencyId: 1, key: 1 }, { unique: true });
ledgerSchema.index({ agencyId: 1, seq: -1 });
ledgerSchema.index({ agencyId: 1, createdAt: -1 });
ledgerSchema.index({ agencyId: 1, bookingReference: 1 });

/** Spec default: admins hear when the balance falls under 40% and 20% of the last top-up. */
export const DEFAULT_ALERT_PERCENTS = [40, 20] as const;

export interface Head {
  seq: number;
  available: number;
  held: number;
  outstanding: number;
}

export function balanceOf(wallet: WalletDoc, head: Head): Balance {
  return { currency: wallet.currency, available: head.available, held: head.held, creditLimit: wallet.creditLimit, outstanding: head.outstanding };
}

export function entryOf(doc: LedgerDoc): LedgerEntry {
  return {
    id: doc._id,
    seq: doc.seq,
    type: doc.type,
    amount: doc.amount,
    heldChange: doc.heldChange,
    outstandingChange: doc.outstandingChange ?? 0,
    availableAfter: doc.availableAfter,
    heldAfter: doc.heldAfter,
    outstandingAfter: doc.outstandingAfter ?? 0,
    currency: doc.currency,
    reference: doc.reference,
    bookingReference: doc.bookingReference,
    agent: doc.agent,
    ...apiKeyAttributionOf(doc),
    createdAt: doc.createdAt.toISOString(),
  };
}

export const creditLimitError = () => new AppError('credit_limit_exceeded', 'Pay at agency: this amount would exceed the credit limit of the agency', undefined, 409);

export const balanceError = () => new AppError('balance_error', 'Balance error: the available balance does not cover this amount', undefined, 409);

/**
 * An agency's prepaid balance as an append-only ledger. A movement takes the latest entry, checks
 * that neither amount goes below zero, and inserts the next entry with the balances after it.
 * Correctness rests only on unique indexes, the one primitive that is atomic on every MongoDB-wire
 * database (FerretDB v1 lost concurrent `$inc` updates): two movements can never take the same
 * place in the sequence (`_id` is `<agency>#<seq>`), and a key can never be applied twice
 * (`{agencyId, key}`). Within one process, movements of an agency queue up so that they rarely
 * collide; the latest entry this process wrote is where the next one starts, and an insert
 * refused because another instance took that place sends it back to read the ledger.
 */
export class Wallets {
  readonly wallets: Model<WalletDoc>;
  readonly ledger: Model<LedgerDoc>;
  /** The same collection through the driver, for lists (see `pagesOf`). */
  readonly ledgerPages: Collection<LedgerDoc>;
  private readonly queues = new Map<string, Promise<unknown>>();
  /** The latest entry this process saw per agency: where the search for the head starts. */
  private readonly heads = new Map<string, LedgerDoc>();

  constructor(
    connection: Connection,
    private readonly log: Logger,
    /** Where each movement is announced (the header balance refreshes from it); none in unit use. */
    private readonly outbox?: Outbox,
  ) {
    this.wallets = connection.model<WalletDoc>('Wallet', walletSchema);
    this.ledger = connection.model<LedgerDoc>('LedgerEntry', ledgerSchema);
    this.ledgerPages = pagesOf(this.ledger);
  }

  async init(): Promise<void> {
    await this.ledger.createIndexes();
  }

  /** Opens the wallet of an agency once; later calls keep it as it is. */
  async open(agencyId: string, currency: string, now = new Date()): Promise<WalletDoc> {
    try {
      await this.wallets.insertMany([{ _id: agencyId, currency, creditLimit: 0, lastTopUp: 0, alertPercents: [...DEFAULT_ALERT_PERCENTS], createdAt: now }], { lean: true });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    return (await this.wallets.findOne({ _id: agencyId }).lean<WalletDoc>())!;
  }

  async get(agencyId: string): Promise<WalletDoc> {
    const wallet = await this.wallets.findOne({ _id: agencyId }).lean<WalletDoc>();
    if (!wallet) throw new AppError('not_found', 'This agency has no wallet yet');
    return wallet;
  }

  async head(agencyId: string): Promise<Head> {
    const last = await this.lastEntry(agencyId);
    return last ? { seq: last.seq, available: last.availableAfter, held: last.heldAfter, outstanding: last.outstandingAfter ?? 0 } : { seq: 0, available: 0, held: 0, outstanding: 0 };
  }

  async balance(agencyId: string): Promise<Balance> {
    const wallet = await this.get(agencyId);
    return balanceOf(wallet, await this.head(agencyId));
  }

  /**
   * The latest entry. Sequences are contiguous from 1, so from the last entry this process saw it
   * walks forward by `_id` (another instance may have appended); the first time it asks the
   * ledger's `{agencyId, seq}` index. Correctness never rests on this: the next insert is what
   * claims a place.
   */
  private async lastEntry(agencyId: string): Promise<LedgerDoc | null> {
    const at = (seq: number) => this.ledger.findOne({ _id: `${agencyId}#${seq}` }).lean<LedgerDoc>();
    let last = this.heads.get(agencyId) ?? (await this.ledger.findOne({ agencyId }).sort({ seq: -1 }).lean<LedgerDoc>());
    for (let next = last ? await at(last.seq + 1) : null; next; next = await at(next.seq + 1)) last = next;
    if (last) this.heads.set(agencyId, last);
    return last;
  }

  private static headOf(last: LedgerDoc | null | undefined): Head {
    return last ? { seq: last.seq, available: last.availableAfter, held: last.heldAfter, outstanding: last.outstandingAfter ?? 0 } : { seq: 0, available: 0, held: 0, outstanding: 0 };
  }

  /**
   * Applies a movement once per key; a retry answers the first result with `applied: false`.
   * `then` runs after a movement is applied, with the wallet as this movement read it.
   */
  async move(movement: Movement, then?: (wallet: WalletDoc, result: WalletOperationResult) => Promise<void>): Promise<WalletOperationResult> {
    const wallet = await this.get(movement.agencyId);
    if (wallet.currency !== movement.currency) {
      throw new AppError('validation_failed', undefined, { fields: [{ field: 'currency', reason: `wallet_currency_is_${wallet.currency}` }] });
    }
    const result = await this.queued(movement.agencyId, () => this.append(wallet, movement));
    if (then && result.applied) await then(wallet, result);
    return result;
  }

  private queued<T>(agencyId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(agencyId) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    this.queues.set(agencyId, settled);
    void settled.then(() => {
      if (this.queues.get(agencyId) === settled) this.queues.delete(agencyId);
    });
    return run;
  }

  private async append(wallet: WalletDoc, movement: Movement): Promise<WalletOperationResult> {
    // The entry this process wrote last is taken as the head at first: an insert in its place
    // fails if another instance appended since, and the head is then read from the ledger.
    const cached = this.heads.get(movement.agencyId);
    let head = cached ? Wallets.headOf(cached) : await this.head(movement.agencyId);
    let verified = !cached;
    const replay = async (existing: LedgerDoc): Promise<WalletOperationResult> => ({ entry: entryOf(existing), balance: balanceOf(wallet, await this.head(movement.agencyId)), applied: false });
    for (let attempt = 0; ; attempt += 1) {
      const available = head.available + movement.amount;
      const held = head.held + movement.heldChange;
      const outstandingChange = movement.outstandingChange ?? 0;
      const outstanding = head.outstanding + outstandingChange;
      const refused = available < 0 || held < 0 ? balanceError() : outstanding < 0 || (outstandingChange > 0 && outstanding > wallet.creditLimit) ? creditLimitError() : null;
      if (refused) {
        // A refusal is decided on the ledger as it is, and a key already applied answers as it did.
        if (!verified) {
          head = await this.head(movement.agencyId);
          verified = true;
          continue;
        }
        const existing = await this.findApplied(movement.agencyId, movement.key);
        if (existing) return replay(existing);
        throw refused;
      }
      const seq = head.seq + 1;
      const entry: LedgerDoc = {
        _id: `${movement.agencyId}#${seq}`,
        agencyId: movement.agencyId,
        key: movement.key,
        seq,
        type: movement.type,
        amount: movement.amount,
        heldChange: movement.heldChange,
        outstandingChange,
        availableAfter: available,
        heldAfter: held,
        outstandingAfter: outstanding,
        currency: movement.currency,
        reference: movement.reference,
        bookingReference: movement.bookingReference ?? null,
        agent: movement.agent ?? null,
        ...apiKeyAttributionOf(movement),
        createdAt: new Date(),
      };
      try {
        // `lean`: the entry goes as built, one insert, neither cast nor hydrated.
        await this.ledger.insertMany([entry], { lean: true });
        this.heads.set(movement.agencyId, entry);
      } catch (err) {
        // This key was applied already (a retry: its first result is the answer), or another
        // instance took this place in the sequence (read the ledger and try the next place).
        if (!isDuplicateKey(err) || attempt > 1000) throw err;
        const existing = await this.findApplied(movement.agencyId, movement.key);
        if (existing) return replay(existing);
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
        // The walk goes forward by `_id` from the entry this process knew to the one now last.
        head = await this.head(movement.agencyId);
        verified = true;
        continue;
      }
      await this.outbox?.add([
        createEvent(AccountEvents.walletMoved, {
          id: entry._id,
          agencyId: movement.agencyId,
          actor: { kind: 'service', id: 'account' },
          data: {
            entryType: entry.type,
            amount: entry.amount,
            heldChange: entry.heldChange,
            outstandingChange: entry.outstandingChange,
            availableAfter: entry.availableAfter,
            heldAfter: entry.heldAfter,
            outstandingAfter: entry.outstandingAfter,
            currency: entry.currency,
            reference: entry.reference,
            bookingReference: entry.bookingReference,
          },
        }),
      ]);
      if (movement.type === 'top_up') await this.wallets.updateOne({ _id: movement.agencyId }, { $set: { lastTopUp: movement.amount } });
      return { entry: entryOf(entry), balance: balanceOf(wallet, { seq, available, held, outstanding }), applied: true };
    }
  }

  /** The ledger entry of a key, if applied (the `{agencyId, key}` unique index). */
  async findApplied(agencyId: string, key: string): Promise<LedgerDoc | null> {
    return this.ledger.findOne({ agencyId, key }).lean<LedgerDoc>();
  }
}
