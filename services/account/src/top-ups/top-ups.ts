import type { TopUp } from '@portal/contracts';
import type { Binary, Collection, Db, ObjectId } from 'mongodb';

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

/** Proof files in 1 MiB pieces (a document may not exceed 16 MiB; the upload may reach 20 MB). */
export interface ProofChunkDoc {
  _id: string;
  topUpId: ObjectId;
  index: number;
  n: number;
  data: Binary;
}

/** The first decision on a top-up, by unique id: whoever clicks twice, it is taken once. */
export interface DecisionDoc {
  _id: ObjectId;
  decision: 'approved' | 'rejected';
  by: string;
  reason: string | null;
  at: Date;
}

export class TopUps {
  readonly topUps: Collection<TopUpDoc>;
  readonly chunks: Collection<ProofChunkDoc>;
  readonly decisions: Collection<DecisionDoc>;

  constructor(db: Db) {
    this.topUps = db.collection<TopUpDoc>('top_ups');
    this.chunks = db.collection<ProofChunkDoc>('top_up_proofs');
    this.decisions = db.collection<DecisionDoc>('top_up_decisions');
  }

  async init(): Promise<void> {
    await this.topUps.createIndex({ agencyId: 1, createdAt: -1 });
    await this.topUps.createIndex({ status: 1, createdAt: -1 });
    await this.chunks.createIndex({ topUpId: 1, index: 1, n: 1 });
  }
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
