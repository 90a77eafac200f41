import { AccountEvents, IdentityEvents, type EventEnvelope } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import type { Collection, Db } from 'mongodb';
import { TtlCache } from './ttl-cache';

interface MarkupCopyDoc {
  _id: string;
  serviceChargePerTicket: number;
  version: number;
}

interface AgentDoc {
  _id: string;
  name: string;
}

/**
 * What flights keeps from other domains, from their events: each agency's service charge per
 * ticket (account's markups) and agents' names (identity), never read from their databases.
 */
export class Replicas {
  readonly markups: Collection<MarkupCopyDoc>;
  readonly agents: Collection<AgentDoc>;

  /** Read on every search; a change reaches prices within seconds. */
  private readonly charges: TtlCache<number>;
  /** Read on every booking move by an agent; a change arrives by event and replaces it at once. */
  private readonly names: TtlCache<string>;

  constructor(db: Db) {
    this.markups = db.collection<MarkupCopyDoc>('markup_copy');
    this.agents = db.collection<AgentDoc>('agents');
    this.charges = new TtlCache(5_000, async (agencyId) => (await this.markups.findOne({ _id: agencyId }))?.serviceChargePerTicket ?? 0);
    this.names = new TtlCache(60_000, async (userId) => (await this.agents.findOne({ _id: userId }))?.name ?? userId);
  }

  serviceCharge(agencyId: string): Promise<number> {
    return this.charges.get(agencyId);
  }

  agentName(userId: string): Promise<string> {
    return this.names.get(userId);
  }

  accountHandlers(): Record<string, EventHandler> {
    return {
      [AccountEvents.markupsChanged.type]: async (event: EventEnvelope) => {
        if (!event.agencyId) return;
        const data = AccountEvents.markupsChanged.data.parse(event.data);
        const current = await this.markups.findOne({ _id: event.agencyId });
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
    };
  }
}
