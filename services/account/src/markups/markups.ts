import type { MarkupSettings } from '@portal/contracts';
import { Schema, type Connection, type Model } from 'mongoose';
import { MODEL_OPTIONS } from '../models';

export interface MarkupDoc {
  _id: string;
  markups: MarkupSettings;
  version: number;
  updatedAt: Date;
  updatedBy: string;
}

/** Every change, kept: who, when, the settings before and after. `_id` is `${agencyId}#${version}`. */
export interface MarkupChangeDoc {
  _id: string;
  agencyId: string;
  version: number;
  changedBy: string;
  changedAt: Date;
  previous: MarkupSettings;
  current: MarkupSettings;
}

// The settings are the contract's shape, checked by zod on the way in: stored as they come.
const markupSchema = new Schema<MarkupDoc>({ _id: String, markups: Schema.Types.Mixed, version: Number, updatedAt: Date, updatedBy: String }, { collection: 'markups', ...MODEL_OPTIONS });

const markupChangeSchema = new Schema<MarkupChangeDoc>(
  { _id: String, agencyId: String, version: Number, changedBy: String, changedAt: Date, previous: Schema.Types.Mixed, current: Schema.Types.Mixed },
  { collection: 'markup_history', ...MODEL_OPTIONS },
);
markupChangeSchema.index({ agencyId: 1, version: -1 });

export class Markups {
  readonly current: Model<MarkupDoc>;
  readonly history: Model<MarkupChangeDoc>;

  constructor(connection: Connection) {
    this.current = connection.model<MarkupDoc>('Markups', markupSchema);
    this.history = connection.model<MarkupChangeDoc>('MarkupChange', markupChangeSchema);
  }

  async init(): Promise<void> {
    await this.history.createIndexes();
  }
}
