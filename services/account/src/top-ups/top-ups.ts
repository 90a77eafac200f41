import type { TopUp } from '@portal/contracts';
import { FileStore } from '@portal/service-kit';
import type { Collection, ObjectId } from 'mongodb';
import { Schema, type Connection, type Model } from 'mongoose';
import { MODEL_OPTIONS, pagesOf } from '../models';

export interface TopUpDoc {
  _id: ObjectId;
  agencyId: string;
  bankReference: string;
  amount: number;
  currency: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  proofs: { index: number; fileName: string; contentType: string; size: number }[];
  declaredBy: string;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

/** The first decision on a top-up, by unique id: whoever clicks twice, it is taken once. */
export interface DecisionDoc {
  _id: ObjectId;
  decision: 'approved' | 'rejected';
  by: string;
  reason: string | null;
  at: Date;
}

const proofSchema = new Schema({ index: Number, fileName: String, contentType: String, size: Number }, { _id: false });

const topUpSchema = new Schema<TopUpDoc>(
  {
    _id: Schema.Types.ObjectId,
    agencyId: String,
    bankReference: String,
    amount: Number,
    currency: String,
    status: { type: String, enum: ['pending', 'approved', 'rejected'] },
    reason: String,
    proofs: [proofSchema],
    declaredBy: String,
    createdAt: Date,
    decidedAt: Date,
    decidedBy: String,
  },
  { collection: 'top_ups', ...MODEL_OPTIONS },
);
topUpSchema.index({ agencyId: 1, createdAt: -1 });
topUpSchema.index({ status: 1, createdAt: -1 });

const decisionSchema = new Schema<DecisionDoc>(
  { _id: Schema.Types.ObjectId, decision: { type: String, enum: ['approved', 'rejected'] }, by: String, reason: String, at: Date },
  { collection: 'top_up_decisions', ...MODEL_OPTIONS },
);

export class TopUps {
  readonly topUps: Model<TopUpDoc>;
  /** Proof files, by `<topUpId>:<index>`. */
  readonly proofs: FileStore;
  readonly decisions: Model<DecisionDoc>;
  /** The same top-ups through the driver, for the shared list helper (`findPage` reads a driver collection). */
  readonly topUpPages: Collection<TopUpDoc>;

  constructor(connection: Connection) {
    this.topUps = connection.model<TopUpDoc>('TopUp', topUpSchema);
    this.proofs = new FileStore(connection.db!, 'top_up_proofs');
    this.decisions = connection.model<DecisionDoc>('TopUpDecision', decisionSchema);
    this.topUpPages = pagesOf(this.topUps);
  }

  async init(): Promise<void> {
    await this.topUps.createIndexes();
    await this.proofs.init();
  }
}

export function proofFileId(topUpId: ObjectId, index: number): string {
  return `${topUpId.toHexString()}:${index}`;
}

export function topUpOf(doc: TopUpDoc, agencyName: string | null = null): TopUp {
  return {
    id: doc._id.toHexString(),
    agencyId: doc.agencyId,
    agencyName,
    bankReference: doc.bankReference,
    amount: doc.amount,
    currency: doc.currency,
    status: doc.status,
    reason: doc.reason,
    proofs: doc.proofs,
    declaredBy: doc.declaredBy,
    createdAt: doc.createdAt.toISOString(),
    decidedAt: doc.decidedAt?.toISOString() ?? null,
  };
}
