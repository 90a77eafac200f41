import { IdentityEvents } from '@portal/contracts';
import { literalPattern, type EventHandler } from '@portal/service-kit';
import type { Collection, Db } from 'mongodb';

interface AgencyDoc {
  _id: string;
  name: string;
}

/** Agency names as identity last said (`user.changed` carries the user's agency), for the desk's rows and search. */
export class AgencyNames {
  readonly agencies: Collection<AgencyDoc>;

  constructor(db: Db) {
    this.agencies = db.collection<AgencyDoc>('agencies');
  }

  handlers(): Record<string, EventHandler> {
    return {
      [IdentityEvents.userChanged.type]: async (event) => {
        const user = IdentityEvents.userChanged.data.parse(event.data);
        if (user.agencyId && user.agencyName) await this.agencies.replaceOne({ _id: user.agencyId }, { name: user.agencyName }, { upsert: true });
      },
    };
  }

  /** Names by agency id; an agency identity never told of is named by its id. */
  async names(agencyIds: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(agencyIds)];
    const found = unique.length > 0 ? await this.agencies.find({ _id: { $in: unique } }).toArray() : [];
    const names = new Map(found.map((agency) => [agency._id, agency.name]));
    return new Map(unique.map((id) => [id, names.get(id) ?? id]));
  }

  async nameOf(agencyId: string): Promise<string> {
    return (await this.names([agencyId])).get(agencyId)!;
  }

  /** Ids of the agencies whose name contains `text`. */
  async matching(text: string): Promise<string[]> {
    return (await this.agencies.find({ name: literalPattern(text) }, { projection: { _id: 1 } }).toArray()).map((agency) => agency._id);
  }
}
