import type { CancellationQuote } from '@portal/contracts';
import { agencyOf, AppError, findPage, type IdempotentResponse, type Logger, type Outbox, type PageQuery, type SessionClaims, type Worker } from '@portal/service-kit';
import type { Collection, Db, ObjectId } from 'mongodb';
import type { CardGateway } from './card-gateway';
import { IdempotentCreate, type CreateSteps } from './idempotent-create';
import { listFilter, type ListQuery } from './list';
import { LIST_SORT, type Actor, type BookingBase, type BookingModels } from './models';
import { BookingMoney, type Price, type WalletClient } from './money';
import { BookingStore, type Clock, type HistoryView, type ProductDefinition } from './store';
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

/**
 * A product's bookings on the kit: the store, the money, the sweep and the idempotent create wired
 * once; the product gives its booking steps, sweep rules, summary, quote, cancel and pay.
 */
export abstract class ProductBookings<Doc extends BookingBase, View extends { history: HistoryView[] }, Request, Rule extends string> {
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
    this.store = new BookingStore(parts.models, parts.db, rules.definition, parts.outbox, parts.clock, parts.log);
    this.money = new BookingMoney(parts.wallet, parts.cards, this.store, rules.moneyKeyPrefix, (booking) => rules.priceOf(booking), parts.log);
    this.sweeper = new BookingSweep(this.store, this.sweepRules(), parts.clock, parts.log);
    this.creation = new IdempotentCreate(parts.db, this.store, parts.clock, { view: (booking) => this.view(booking), unsettled: (booking) => this.sweeper.unsettled(booking) });
  }

  /** The sweep's rules; read once by the constructor, so its steps may use the product's own fields only when they run. */
  protected abstract sweepRules(): SweepRules<Doc, Rule>;

  /** How the product opens and places a booking for this request. */
  protected abstract steps(session: SessionClaims, actor: Actor, request: Request): CreateSteps<Doc>;

  /** The booking as the list shows it: everything but its history. */
  abstract summaryOf(booking: Doc): Omit<View, 'history'>;

  /** What cancelling now would do, by the product's rules. */
  abstract quote(booking: Doc): CancellationQuote;

  abstract cancel(session: SessionClaims, actor: Actor, id: ObjectId): Promise<Doc>;

  /** Pays a booking not paid yet (a hold, pay-later). */
  abstract pay(session: SessionClaims, actor: Actor, id: ObjectId, method: 'balance' | 'agency'): Promise<Doc>;

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
