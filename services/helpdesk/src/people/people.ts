import { IdentityEvents, type Language, type Role } from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import type { Collection, Db } from 'mongodb';

export interface PersonDoc {
  _id: string;
  name: string;
  role: Role;
  agencyId: string | null;
  agencyName: string | null;
  langId: Language;
  status: string;
}

/** Who people are, as identity last said (`user.changed`): authors' names, agency names, the support team. */
export class People {
  readonly people: Collection<PersonDoc>;

  constructor(db: Db) {
    this.people = db.collection<PersonDoc>('people');
  }

  async init(): Promise<void> {
    await this.people.createIndex({ role: 1, status: 1 });
    await this.people.createIndex({ agencyId: 1 });
  }

  handlers(): Record<string, EventHandler> {
    return {
      [IdentityEvents.userChanged.type]: async (event) => {
        const user = IdentityEvents.userChanged.data.parse(event.data);
        const person: Omit<PersonDoc, '_id'> = {
          name: `${user.firstName} ${user.lastName}`.trim() || user.email,
          role: user.role,
          agencyId: user.agencyId,
          agencyName: user.agencyName,
          langId: user.langId,
          status: user.status,
        };
        // The latest state wins whatever the order: each event carries the whole user.
        await this.people.replaceOne({ _id: user.userId }, person, { upsert: true });
      },
    };
  }

  /** Names by user id; someone identity never told of keeps their id as a name. */
  async names(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const found = unique.length > 0 ? await this.people.find({ _id: { $in: unique } }, { projection: { name: 1 } }).toArray() : [];
    return new Map(found.map((p) => [p._id, p.name]));
  }

  /** Agency names by agency id, from any of its people. */
  async agencyNames(agencyIds: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(agencyIds)];
    if (unique.length === 0) return new Map();
    const found = await this.people.find({ agencyId: { $in: unique } }, { projection: { agencyId: 1, agencyName: 1 } }).toArray();
    const names = new Map<string, string>();
    for (const p of found) if (p.agencyId && p.agencyName) names.set(p.agencyId, p.agencyName);
    return names;
  }

  /** Active operators: who tickets can be assigned to. */
  supportUsers(): Promise<PersonDoc[]> {
    return this.people.find({ role: 'operator', status: 'active' }).sort({ name: 1 }).toArray();
  }

  get(id: string): Promise<PersonDoc | null> {
    return this.people.findOne({ _id: id });
  }

  /** The language of the agency's admins (the first one identity told of), for messages written on its behalf. */
  async agencyLanguage(agencyId: string): Promise<Language | undefined> {
    const admin = await this.people.findOne({ agencyId, role: 'agency_admin', status: 'active' });
    return admin?.langId;
  }
}
