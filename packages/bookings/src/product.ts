import type { BookingDeadlines, BookingOperation, CancellationQuote, EventDefinition } from '@portal/contracts';
import { agencyOf, AppError, findPage, type IdempotentResponse, type Logger, type Outbox, type PageQuery, type SessionClaims, type Worker } from '@portal/service-kit';
import type { Collection, Db, ObjectId } from 'mongodb';
import type { CardGateway } from './card-gateway';
import { IdempotentCreate, type CreateSteps } from './idempotent-create';
import { listFilter, type ListQuery } from './list';
import { LIST_SORT, SYSTEM, type Actor, type BookingBase, type BookingModels } from './models';
import { BookingMoney, isRefusal, type Price, type WalletClient } from './money';
import { BookingStore, type BookingTimeline, type Clock, type HistoryView, type ProductDefinition } from './store';
import { SupplierError, supplierFailure, type ProductFailures } from './supplier';
import { BookingSweep, type SweepRules } from './sweep';

/** What every product's bookings are built from: the service's database, wallet, card gateway, outbox, clock and log. */
export interface BookingParts {
  models: BookingModels;
  db: Db;
  wallet: WalletClient;
  cards: CardGateway;
  outbox: Outbox;
  clock: Clock;
  log: Logger;
  /** A user's name as the product's replicas know it (`Replicas.agentName`): the history names who made each change. */
  agentName: (userId: string) => Promise<string>;
}

/** What the kit knows of a product besides its store definition. */
export interface ProductRules<Doc extends BookingBase> {
  definition: ProductDefinition<Doc>;
  /** Starts the product's money keys (`flight`, `hotel`). */
  moneyKeyPrefix: string;
  /** The price the money moves: the supplier's offer or rate as booked. */
  priceOf(booking: Doc): Price;
  /** Where the list's passenger search looks (`travellers.lastName`…). */
  passengerFields: readonly string[];
}

/** What cancelling a booking keeps (the penalty, as fees) and gives back. */
export interface Cancelling {
  fees: number;
  refund: number;
}

/** A product's words for a cancellation at its supplier: its §8 failures and who did not take it ("The hotel supplier"). */
export interface CancelWords {
  failures: ProductFailures;
  supplier: string;
}

/** What the kit's cancel-as-quoted flow needs of a product whose booking has one supplier record. */
export interface SupplierCancel<Doc> extends CancelWords {
  /** The supplier's record of the booking, once it has one. */
  referenceOf(booking: Doc): string | null;
  cancelAt(reference: string): Promise<void>;
  /** The fields a cancellation the supplier did not take keeps, for the sweep's retry. */
  retrying(cancelling: Cancelling): Partial<Doc>;
  /** Writes the booking cancelled with its fees and refund (the product's own fields and notice), and refunds. */
  cancelled(booking: Doc, cancelling: Cancelling, actor: Actor, operation: BookingOperation): Promise<Doc>;
}

/**
 * A product's bookings on the kit: the store, the money, the sweep and the idempotent create wired
 * once; the product gives its booking steps, sweep rules, summary, quote, cancel and pay.
 */
export abstract class ProductBookings<Doc extends BookingBase, View extends { history: HistoryView[] }, Request, Rule extends string> implements BookingTimeline<Doc> {
  readonly store: BookingStore<Doc>;
  readonly money: BookingMoney<Doc>;
  protected readonly clock: Clock;
  protected readonly log: Logger;
  private readonly creation: IdempotentCreate<Doc>;
  private readonly sweeper: BookingSweep<Doc, Rule>;

  protected constructor(
    parts: BookingParts,
    private readonly rules: ProductRules<Doc>,
  ) {
    this.clock = parts.clock;
    this.log = parts.log;
    // The store reads the timeline only when it publishes a move, after the product is built.
    this.store = new BookingStore(parts.models, parts.db, rules.definition, parts.outbox, parts.clock, parts.log, this, parts.agentName);
    this.money = new BookingMoney(parts.wallet, parts.cards, this.store, rules.moneyKeyPrefix, (booking) => rules.priceOf(booking), parts.log);
    this.sweeper = new BookingSweep(this.store, this.sweepRules(), parts.clock, parts.log);
    this.creation = new IdempotentCreate(parts.db, this.store, parts.clock, { view: (booking) => this.view(booking), unsettled: (booking) => this.sweeper.unsettled(booking) });
  }

  /** The sweep's rules; read once by the constructor, so its steps may use the product's own fields only when they run. */
  protected abstract sweepRules(): SweepRules<Doc, Rule>;

  /** How the product opens and places a booking for this request. */
  protected abstract steps(session: SessionClaims, actor: Actor, request: Request): CreateSteps<Doc>;

  /** When the travel starts (the first departure, check-in, the first pickup, the activity's start), for the snapshot. */
  abstract travelStartsAt(booking: Doc): Date;

  /** The booking's deadlines as its summary shows them, for the summary and the snapshot. */
  abstract deadlines(booking: Doc): BookingDeadlines;

  /** The booking as the list shows it: everything but its history. */
  abstract summaryOf(booking: Doc): Omit<View, 'history'>;

  /** What cancelling now would do, by the product's rules. */
  abstract quote(booking: Doc): CancellationQuote;

  abstract cancel(session: SessionClaims, actor: Actor, id: ObjectId): Promise<Doc>;

  /** Pays a booking not paid yet (a hold, pay-later). */
  abstract pay(session: SessionClaims, actor: Actor, id: ObjectId, method: 'balance' | 'agency'): Promise<Doc>;

  /** Refuses a cancellation its quote refuses: past the deadline, or a status that cannot be cancelled (`refusal` words it). */
  protected refuseUnquoted(booking: Doc, quote: CancellationQuote, refusal = `A booking that is ${booking.status.replace(/_/g, ' ')} cannot be cancelled`): void {
    if (quote.reason === 'cancellation_deadline_missed') throw new AppError('cancellation_deadline_missed', 'Cancellation deadline missed', { deadline: quote.deadline }, 409);
    if (quote.reason) throw new AppError('invalid_transition', refusal, { from: booking.status, to: 'cancelled' }, 409);
  }

  /**
   * Cancels at the supplier; past its deadline there, the §8 error. Any other failure moves the
   * booking to `failure_cancel` with `retry` (what the sweep's retry cancels), and says so (502).
   */
  protected async cancelOrRetry(booking: Doc, actor: Actor, cancelAt: () => Promise<void>, retry: Partial<Doc>, words: CancelWords): Promise<void> {
    try {
      await cancelAt();
    } catch (err) {
      if (err instanceof SupplierError && err.failure === 'not_cancellable') throw supplierFailure(err, words.failures);
      // The supplier did not take it: the sweep retries the cancellation, then refunds.
      await this.store.move(booking, 'failure_cancel', 'cancellation not taken by the supplier', actor, { set: retry });
      throw new AppError('error_cancelling_booking', `${words.supplier} did not take the cancellation; it is retried automatically`, { reference: booking.reference }, 502);
    }
  }

  /**
   * Cancels as the quote says: a confirmed booking at the supplier (or `failure_cancel`, retried),
   * then its fees and refund; one not confirmed yet (on request, unpaid) withdrawn at the supplier
   * (one it no longer knows is gone already), then cancelled with its hold released.
   */
  protected async cancelAsQuoted(session: SessionClaims, actor: Actor, id: ObjectId, product: SupplierCancel<Doc>): Promise<Doc> {
    const booking = await this.store.get(session, id);
    const quote = this.quote(booking);
    this.refuseUnquoted(booking, quote);
    const cancelling = { fees: quote.penalty, refund: quote.refund };
    const reference = product.referenceOf(booking);
    if (booking.status === 'confirmed') {
      await this.cancelOrRetry(booking, actor, () => product.cancelAt(reference!), product.retrying(cancelling), product);
      return product.cancelled(booking, cancelling, actor, 'cancelled');
    }
    if (reference) {
      await product.cancelAt(reference).catch((err: unknown) => {
        if (err instanceof SupplierError && err.failure === 'not_found') return;
        throw err instanceof SupplierError ? supplierFailure(err, product.failures) : err;
      });
    }
    return this.money.releaseHold(await product.cancelled(booking, cancelling, actor, 'cancelled'));
  }

  /** A cancellation the supplier did not take, retried (`failure_cancel`): as agreed then (`agreed`), else everything paid back. */
  protected async retryCancel(booking: Doc, actor: Actor, operation: BookingOperation, product: SupplierCancel<Doc>, agreed: Cancelling | null | undefined): Promise<Doc> {
    await product.cancelAt(product.referenceOf(booking)!);
    return product.cancelled(booking, agreed ?? { fees: 0, refund: booking.paidWith ? this.rules.priceOf(booking).purchasePrice : 0 }, actor, operation);
  }

  /** Fails a booking stopped half-way or whose payment's outcome is unknown: cancelled at the supplier (whatever it answers), any money given back. */
  protected undoAtSupplier(booking: Doc, operation: BookingOperation, actor: Actor, product: SupplierCancel<Doc>): Promise<Doc> {
    const reference = product.referenceOf(booking);
    return this.money.undo(booking, operation, actor, {}, () => (reference ? product.cancelAt(reference).catch(() => undefined) : Promise.resolve()));
  }

  /** The supplier did not book: its failure fails the booking and is thrown as the product's §8 error; any other error is thrown as it is. */
  protected async notBooked(booking: Doc, err: unknown, actor: Actor, failures: ProductFailures): Promise<never> {
    if (!(err instanceof SupplierError)) throw err;
    await this.store.move(booking, 'failure', `supplier: ${err.failure}`, actor);
    throw supplierFailure(err, failures);
  }

  /**
   * A payment that failed once the supplier had booked: refused, the booking fails and is cancelled
   * at the supplier (`cancelAtSupplier`, whatever it answers); an unknown outcome is undone (`undo`,
   * the money given back if it was taken). The error is thrown again either way.
   */
  protected async paymentFailed(booking: Doc, err: unknown, actor: Actor, undo: (operation: BookingOperation) => Promise<unknown>, cancelAtSupplier: () => Promise<void>): Promise<never> {
    if (!isRefusal(err)) {
      await undo('payment not confirmed');
      throw err;
    }
    await this.store.move(booking, 'failure', `payment refused: ${(err as AppError).code}`, actor, { set: { holdOpen: false } as Partial<Doc> });
    await cancelAtSupplier();
    throw err;
  }

  /** A request the supplier did not answer in time (`operation`, `notice`): withdrawn at the supplier, the held amount released (an agency charge refunded). */
  protected async expireAtSupplier(booking: Doc, operation: BookingOperation, notice: EventDefinition, product: SupplierCancel<Doc>): Promise<void> {
    const moved = await this.store.move(booking, 'expired', operation, SYSTEM, { notice, set: (booking.paidWith ? { refundDue: this.rules.priceOf(booking).purchasePrice } : {}) as Partial<Doc> });
    const reference = product.referenceOf(moved);
    if (reference) await product.cancelAt(reference).catch(() => undefined);
    await this.money.refund(await this.money.releaseHold(moved), SYSTEM);
  }

  /** A request the supplier refused (`operation`, `notice`, `set`: the product's own fields): the held amount released (or an agency charge refunded). */
  protected async refused(booking: Doc, operation: BookingOperation, notice: EventDefinition, set: Partial<Doc>): Promise<void> {
    const moved = await this.store.move(booking, 'failure_confirm', operation, SYSTEM, {
      notice,
      set: { ...set, holdExpiresAt: null, ...(booking.paidWith ? { refundDue: this.rules.priceOf(booking).purchasePrice } : {}) },
    });
    await this.money.refund(await this.money.releaseHold(moved), SYSTEM);
  }

  /** Cancelled on the supplier's side (`notice`, `set`: the product's own fields): everything paid comes back (the claimed move makes it happen once). */
  protected async supplierCancelled(booking: Doc, notice: EventDefinition, set: Partial<Doc>): Promise<void> {
    const moved = await this.store.move(booking, 'cancelled', 'cancelled by the supplier', SYSTEM, {
      notice,
      set: { ...set, refundDue: booking.paidWith ? this.rules.priceOf(booking).purchasePrice : 0 },
    });
    await this.money.refund(moved, SYSTEM);
  }

  /** A request the supplier confirmed: its held amount captured (nothing to do for one charged to the agency). */
  protected async captureHold(booking: Doc): Promise<Doc> {
    if (booking.paidWith) return booking;
    await this.money.payHold(booking, 'balance');
    return this.store.update(booking, { paidWith: 'hold', holdOpen: false } as Partial<Doc>);
  }

  /** Writes an agent's cancellation with its fees and refund due (`set`: the product's own fields), then refunds once. */
  protected async cancelledWith(booking: Doc, { fees, refund }: Cancelling, actor: Actor, operation: BookingOperation, notice: EventDefinition, set: Partial<Doc>): Promise<Doc> {
    const moved = await this.store.move(booking, 'cancelled', operation, actor, {
      notice,
      set: { ...set, fees, feeDate: fees > 0 ? new Date(this.clock.now()) : null, refundDue: refund, holdExpiresAt: null },
    });
    return this.money.refund(moved, actor);
  }

  /** The bookings through the driver: the shared list helper `findPage` reads a driver collection, not a model. */
  get bookings(): Collection<Doc> {
    return this.store.collection;
  }

  init(): Promise<void> {
    return this.store.init();
  }

  sweep(): Promise<void> {
    return this.sweeper.sweep();
  }

  get(session: SessionClaims, id: ObjectId): Promise<Doc> {
    return this.store.get(session, id);
  }

  /** Any agency's booking, for service-to-service routes. */
  async find(id: ObjectId): Promise<Doc> {
    const booking = await this.store.find(id);
    if (!booking) throw new AppError('not_found', 'No such booking');
    return booking;
  }

  /** Books once per idempotency key; nothing is kept for a request refused before its booking exists (an expired or changed price). */
  create(session: SessionClaims, actor: Actor, idempotencyKey: string, request: Request): Promise<IdempotentResponse & { replayed: boolean }> {
    return this.creation.create(session, actor, idempotencyKey, request, this.steps(session, actor, request));
  }

  /** A page of the session's agency's bookings, newest first, by the list's filters. */
  list(session: SessionClaims, query: ListQuery & PageQuery) {
    // A booking always has its `_id`: the driver's `WithId<Doc>` is the `Doc` itself.
    return findPage(this.bookings, listFilter<Doc>(agencyOf(session), query, this.rules.passengerFields), LIST_SORT, query, (booking) => this.summaryOf(booking as Doc));
  }

  async quoteFor(session: SessionClaims, id: ObjectId): Promise<CancellationQuote> {
    return this.quote(await this.store.get(session, id));
  }

  async view(booking: Doc): Promise<View> {
    // The summary and the history are the whole answer: the contract's `View` less `history`, plus it.
    return { ...this.summaryOf(booking), history: await this.store.historyOf(booking) } as View;
  }
}

/** The service's worker running a product's booking sweep every `everyMs`; a failed sweep is logged and the next one runs. */
export function sweepWorker(bookings: { sweep(): Promise<void> }, everyMs: number, log: Logger): Worker {
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      timer = setInterval(() => {
        void bookings.sweep().catch((err: Error) => log.warn({ err: err.message }, 'booking sweep failed'));
      }, everyMs);
    },
    async stop() {
      clearInterval(timer);
    },
  };
}
