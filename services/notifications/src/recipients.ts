import type { Language, Role } from '@portal/contracts';
import type { Collection } from 'mongodb';

/** Who a user is, as identity last said: how other domains' events reach people. */
export interface RecipientDoc {
  _id: string;
  agencyId: string | null;
  agencyName: string | null;
  email: string;
  name: string;
  langId: Language;
  role: Role;
  status: 'active' | 'disabled' | 'invited';
  /** The user's time zone and `dateTimeFormat`, as identity last said (absent for people recorded before it did). */
  timeZone?: string;
  dateTimeFormat?: string;
}

export class Recipients {
  constructor(readonly people: Collection<RecipientDoc>) {}

  async init(): Promise<void> {
    await this.people.createIndex({ agencyId: 1, role: 1 });
  }

  async upsert(doc: RecipientDoc): Promise<void> {
    await this.people.replaceOne({ _id: doc._id }, doc, { upsert: true });
  }

  get(userId: string): Promise<RecipientDoc | null> {
    return this.people.findOne({ _id: userId });
  }

  activeAdminsOf(agencyId: string): Promise<RecipientDoc[]> {
    return this.people.find({ agencyId, role: 'agency_admin', status: 'active' }).toArray();
  }
}
