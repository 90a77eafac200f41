import { AccountEvents, type Balance, type LedgerEntry, type LedgerEntryType, type WalletOperationResult } from '@portal/contracts';
import { AppError, createEvent, isDuplicateKey, type Logger, type Outbox } from '@portal/service-kit';
import type { Collection, Db } from 'mongodb';

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
 * once. The latest entry carries the balance.
 */
export interface LedgerDoc {
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
interface LedgerKeyDoc {
  _id: string;
  entryId: string;
}

export interface Movement {
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
    createdAt: doc.createdAt.toISOString(),
  };
}

export const creditLimitError = () => new AppError('credit_limit_exceeded', 'Pay at agency: this amount would exceed the credit limit of the agency', undefined, 409);

export const balanceError = () => new AppError('balance_error', 'Balance error: the available balance does not cover this amount', undefined, 409);

/**
 * An agency's prepaid balance as an append-only ledger. A movement reads the latest entry, checks
 * that neither amount goes below zero, and inserts the next entry with the balances after it.
 * Correctness rests only on unique indexes, the one primitive that is atomic on every MongoDB-wire
 * database (FerretDB v1 loses concurrent `$inc` updates): two movements can never take the same
 * place in the sequence, and a key can never be applied twice. Within one process, movements of
 * an agency queue up so that they rarely collide.
 */
export class Wallets {
  readonly wallets: Collection<WalletDoc>;
  readonly ledger: Collection<LedgerDoc>;
  private readonly keys: Collection<LedgerKeyDoc>;
  private readonly queues = new Map<string, Promise<unknown>>();
  /** The latest entry this process saw per agency: where the search for the head starts. */
  private readonly heads = new Map<string, LedgerDoc>();

  constructor(
    db: Db,
    private readonly log: Logger,
    /** Where each movement is announced (the header balance refreshes from it); none in unit use. */
    private readonly outbox?: Outbox,
  ) {
    this.wallets = db.collection<WalletDoc>('wallets');
    this.ledger = db.collection<LedgerDoc>('ledger');
    this.keys = db.collection<LedgerKeyDoc>('ledger_keys');
  }

  async init(): Promise<void> {
    await this.ledger.createIndex({ agencyId: 1, key: 1 }, { unique: true });
    await this.ledger.createIndex({ agencyId: 1, seq: -1 });
    await this.ledger.createIndex({ agencyId: 1, createdAt: -1 });
    await this.ledger.createIndex({ agencyId: 1, bookingReference: 1 });
  }

  /** Opens the wallet of an agency once; later calls keep it as it is. */
  async open(agencyId: string, currency: string, now = new Date()): Promise<WalletDoc> {
    try {
      await this.wallets.insertOne({ _id: agencyId, currency, creditLimit: 0, lastTopUp: 0, alertPercents: [...DEFAULT_ALERT_PERCENTS], createdAt: now });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    return (await this.wallets.findOne({ _id: agencyId }))!;
  }

  async get(agencyId: string): Promise<WalletDoc> {
    const wallet = await this.wallets.findOne({ _id: agencyId });
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
   * The latest entry, by `_id` lookups only: FerretDB v1 answers any other query by reading the
   * whole collection. Sequences are contiguous from 1, so from the last entry this process saw it
   * walks forward (another instance may have appended); the first time it searches exponentially,
   * then by halves. Correctness never rests on this: the next insert is what claims a place.
   */
  private async lastEntry(agencyId: string): Promise<LedgerDoc | null> {
    const at = (seq: number) => this.ledger.findOne({ _id: `${agencyId}#${seq}` });
    let last = this.heads.get(agencyId) ?? null;
    if (last && !(await at(last.seq))) last = null;
    if (!last) {
      let high = 1;
      let below: LedgerDoc | null = null;
      for (let probe = await at(high); probe; probe = await at(high)) {
        below = probe;
        high *= 2;
      }
      let low = below?.seq ?? 0;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        const probe = await at(middle);
        if (probe) {
          below = probe;
          low = middle;
        } else {
          high = middle;
        }
      }
      last = below;
    }
    for (let next = last ? await at(last.seq + 1) : null; next; next = await at(next.seq + 1)) last = next;
    if (last) this.heads.set(agencyId, last);
    return last;
  }

  /** Applies a movement once per key; a retry answers the first result with `applied: false`. */
  async move(movement: Movement): Promise<WalletOperationResult> {
    const wallet = await this.get(movement.agencyId);
    if (wallet.currency !== movement.currency) {
      throw new AppError('validation_failed', undefined, { fields: [{ field: 'currency', reason: `wallet_currency_is_${wallet.currency}` }] });
    }
    return this.queued(movement.agencyId, () => this.append(wallet, movement));
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
    for (let attempt = 0; ; attempt += 1) {
      const existing = await this.findApplied(movement.agencyId, movement.key, attempt > 0);
      if (existing) return { entry: entryOf(existing), balance: balanceOf(wallet, await this.head(movement.agencyId)), applied: false };
      const head = await this.head(movement.agencyId);
      const available = head.available + movement.amount;
      const held = head.held + movement.heldChange;
      const outstandingChange = movement.outstandingChange ?? 0;
      const outstanding = head.outstanding + outstandingChange;
      if (available < 0 || held < 0) throw balanceError();
      if (outstanding < 0 || (outstandingChange > 0 && outstanding > wallet.creditLimit)) throw creditLimitError();
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
        createdAt: new Date(),
      };
      try {
        await this.ledger.insertOne(entry);
        this.heads.set(movement.agencyId, entry);
        await this.keys.insertOne({ _id: `${movement.agencyId}#${movement.key}`, entryId: entry._id }).catch((err: unknown) => {
          if (!isDuplicateKey(err)) throw err;
        });
      } catch (err) {
        // Another instance took this place in the sequence, or applied this key: look again.
        if (!isDuplicateKey(err) || attempt > 1000) throw err;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** attempt)));
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

  /**
   * The ledger entry of a key, if applied: by its key document, or, when that is missing and
   * `thorough` (the entry may have been written just before it, or by an instance that stopped
   * in between), by reading the ledger.
   */
  async findApplied(agencyId: string, key: string, thorough = true): Promise<LedgerDoc | null> {
    const known = await this.keys.findOne({ _id: `${agencyId}#${key}` });
    if (known) return this.ledger.findOne({ _id: known.entryId });
    return thorough ? this.ledger.findOne({ agencyId, key }) : null;
  }
}
