import type { MarkupSettings } from '@portal/contracts';
import type { Collection, Db } from 'mongodb';

interface MarkupDoc {
  _id: string;
  markups: MarkupSettings;
  version: number;
  updatedAt: Date;
  updatedBy: string;
}

/** Every change, kept: who, when, the settings before and after. `_id` is `${agencyId}#${version}`. */
interface MarkupChangeDoc {
  _id: string;
  agencyId: string;
  version: number;
  changedBy: string;
  changedAt: Date;
  previous: MarkupSettings;
  current: MarkupSettings;
}

export class Markups {
  readonly current: Collection<MarkupDoc>;
  readonly history: Collection<MarkupChangeDoc>;

  constructor(db: Db) {
    this.current = db.collection<MarkupDoc>('markups');
    this.history = db.collection<MarkupChangeDoc>('markup_history');
  }

  async init(): Promise<void> {
    await this.history.createIndex({ agencyId: 1, version: -1 });
  }
}
