import { AccountEvents, DEFAULT_MARKUPS, IdentityEvents, TOPICS, type EventEnvelope, type MarkupSettings } from '@portal/contracts';
import type { ConsumerOptions, EventHandler } from '@portal/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';
import { TtlCache } from './ttl-cache';

/** What a product keeps of an agency's markups (flights: the service charge per ticket; hotels: the hotel rule), stored as the copy's own fields. */
export interface MarkupCopy<M extends object> {
  /** The part of account's markup settings the product prices with. */
  keep(settings: MarkupSettings): M;
}

type MarkupCopyDoc<M> = M & { _id: string; version: number };

interface AgentDoc {
  _id: string;
  name: string;
}

interface AgencyCurrencyDoc {
  _id: string;
  currency: string;
}

/** A replica keyed by the other domain's id; collections are made by the first write, as the kit's are. */
function replicaSchema<T>(collection: string, fields: Record<string, unknown>, strict = true): Schema<T> {
  return new Schema<T>({ _id: String, ...fields }, { collection, versionKey: false, autoIndex: false, autoCreate: false, strict });
}

/**
 * What a product service keeps from other domains, from their events: each agency's markups (the
 * part the product prices with), its contract currency and agents' names (identity), never read
 * from their databases.
 */
export class Replicas<M extends object> {
  readonly markups: Model<MarkupCopyDoc<M>>;
  readonly agents: Model<AgentDoc>;
  readonly currencies: Model<AgencyCurrencyDoc>;

  /** Read on every search; a change reaches prices within seconds. */
  private readonly markupsOf: TtlCache<M>;
  /** Read on every booking move by an agent; a change arrives by event and replaces it at once. */
  private readonly names: TtlCache<string>;
  /** Read on every search; set once, when the agency is approved. */
  private readonly currenciesOf: TtlCache<string>;

  constructor(
    connection: Connection,
    private readonly copy: MarkupCopy<M>,
  ) {
    // The product's fields sit beside `version` at the top of the copy, as stored before the kit had it.
    this.markups = connection.model<MarkupCopyDoc<M>>('MarkupCopy', replicaSchema<MarkupCopyDoc<M>>('markup_copy', { version: Number }, false));
    this.agents = connection.model<AgentDoc>('Agent', replicaSchema<AgentDoc>('agents', { name: String }));
    this.currencies = connection.model<AgencyCurrencyDoc>('AgencyCurrency', replicaSchema<AgencyCurrencyDoc>('agency_currencies', { currency: String }));
    const defaults = copy.keep(DEFAULT_MARKUPS);
    this.markupsOf = new TtlCache(5_000, async (agencyId) => {
      const stored = await this.markups.findById(agencyId).lean();
      if (!stored) return defaults;
      const { _id, version, ...kept } = stored as MarkupCopyDoc<M>;
      return kept as unknown as M;
    });
    this.names = new TtlCache(60_000, async (userId) => (await this.agents.findById(userId).lean())?.name ?? userId);
    this.currenciesOf = new TtlCache(60_000, async (agencyId) => (await this.currencies.findById(agencyId).lean())?.currency ?? 'EUR');
  }

  /** The agency's markups as the product keeps them (account's defaults until its first change). */
  markup(agencyId: string): Promise<M> {
    return this.markupsOf.get(agencyId);
  }

  agentName(userId: string): Promise<string> {
    return this.names.get(userId);
  }

  currency(agencyId: string): Promise<string> {
    return this.currenciesOf.get(agencyId);
  }

  /** The service's consumers of account's and identity's events, one group each in the service's database `dbName`. */
  consumers(dbName: string): ConsumerOptions[] {
    return [
      { groupId: `${dbName}.account`, topics: [TOPICS.account], handlers: this.accountHandlers() },
      { groupId: `${dbName}.identity`, topics: [TOPICS.identity], handlers: this.identityHandlers() },
    ];
  }

  accountHandlers(): Record<string, EventHandler> {
    return {
      [AccountEvents.markupsChanged.type]: async (event: EventEnvelope) => {
        if (!event.agencyId) return;
        const data = AccountEvents.markupsChanged.data.parse(event.data);
        const current = await this.markups.findById(event.agencyId).lean();
        if (current && current.version >= data.version) return;
        await this.markups.replaceOne({ _id: event.agencyId }, { ...this.copy.keep(data.markups), version: data.version }, { upsert: true });
        this.markupsOf.forget(event.agencyId);
      },
    };
  }

  identityHandlers(): Record<string, EventHandler> {
    return {
      [IdentityEvents.userChanged.type]: async (event: EventEnvelope) => {
        const data = IdentityEvents.userChanged.data.parse(event.data);
        await this.agents.replaceOne({ _id: data.userId }, { name: `${data.firstName} ${data.lastName}` }, { upsert: true });
        this.names.forget(data.userId);
      },
      [IdentityEvents.agencyApproved.type]: async (event: EventEnvelope) => {
        const data = IdentityEvents.agencyApproved.data.parse(event.data);
        if (!event.agencyId) return;
        await this.currencies.replaceOne({ _id: event.agencyId }, { currency: data.contractCurrency }, { upsert: true });
        this.currenciesOf.forget(event.agencyId);
      },
    };
  }
}
