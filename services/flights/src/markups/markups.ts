import { AccountEvents, IdentityEvents, type EventEnvelope } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import { Schema, type Connection, type Model } from 'mongoose';
import { TtlCache } from '../ttl-cache';

interface MarkupCopyDoc {
  _id: string;
  serviceChargePerTicket: number;
  version: number;
}

interface AgentDoc {
  _id: string;
  name: string;
}

interface AgencyCurrencyDoc {
  _id: string;
  currency: string;
}

/** A replica keyed by the other domain's id; collections are made by the first write, as the kit's are. */
function replicaSchema<T>(collection: string, fields: Record<string, unknown>): Schema<T> {
  return new Schema<T>({ _id: String, ...fields }, { collection, versionKey: false, autoIndex: false, autoCreate: false });
}

/**
 * What flights keeps from other domains, from their events: each agency's service charge per
 * ticket (account's markups), its contract currency and agents' names (identity), never read
 * from their databases.
 */
export class Replicas {
  readonly markups: Model<MarkupCopyDoc>;
  readonly agents: Model<AgentDoc>;
  readonly currencies: Model<AgencyCurrencyDoc>;

  /** Read on every search; a change reaches prices within seconds. */
  private readonly charges: TtlCache<number>;
  /** Read on every booking move by an agent; a change arrives by event and replaces it at once. */
  private readonly names: TtlCache<string>;
  /** Read on every search; set once, when the agency is approved. */
  private readonly currenciesOf: TtlCache<string>;

  constructor(connection: Connection) {
    this.markups = connection.model<MarkupCopyDoc>('MarkupCopy', replicaSchema<MarkupCopyDoc>('markup_copy', { serviceChargePerTicket: Number, version: Number }));
    this.agents = connection.model<AgentDoc>('Agent', replicaSchema<AgentDoc>('agents', { name: String }));
    this.currencies = connection.model<AgencyCurrencyDoc>('AgencyCurrency', replicaSchema<AgencyCurrencyDoc>('agency_currencies', { currency: String }));
    this.charges = new TtlCache(5_000, async (agencyId) => (await this.markups.findById(agencyId).lean())?.serviceChargePerTicket ?? 0);
    this.names = new TtlCache(60_000, async (userId) => (await this.agents.findById(userId).lean())?.name ?? userId);
    this.currenciesOf = new TtlCache(60_000, async (agencyId) => (await this.currencies.findById(agencyId).lean())?.currency ?? 'EUR');
  }

  serviceCharge(agencyId: string): Promise<number> {
    return this.charges.get(agencyId);
  }

  agentName(userId: string): Promise<string> {
    return this.names.get(userId);
  }

  currency(agencyId: string): Promise<string> {
    return this.currenciesOf.get(agencyId);
  }

  accountHandlers(): Record<string, EventHandler> {
    return {
      [AccountEvents.markupsChanged.type]: async (event: EventEnvelope) => {
        if (!event.agencyId) return;
        const data = AccountEvents.markupsChanged.data.parse(event.data);
        const current = await this.markups.findById(event.agencyId).lean();
        if (current && current.version >= data.version) return;
        await this.markups.replaceOne({ _id: event.agencyId }, { serviceChargePerTicket: data.markups.flights.serviceChargePerTicket, version: data.version }, { upsert: true });
        this.charges.forget(event.agencyId);
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
