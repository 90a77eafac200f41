import { randomBytes } from 'node:crypto';
import type { CardPayment, CardPaymentStatus, Language, OpenCardPaymentRequest } from '@portal/contracts';
import { AppError, isDuplicateKey } from '@portal/service-kit';
import type { Collection, Db } from 'mongodb';

export interface PaymentDoc {
  _id: string;
  key: string;
  merchantReference: string;
  amount: number;
  currency: string;
  language: Language;
  returnUrl: string;
  declines: number;
  createdAt: Date;
}

/** The one outcome of a payment: its `_id` is the payment's, so a payment is decided once. */
export interface DecisionDoc {
  _id: string;
  outcome: Exclude<CardPaymentStatus, 'pending'>;
  cardLast4: string | null;
  decidedAt: Date;
}

/** One refund, applied once per key. */
export interface RefundDoc {
  _id: string;
  paymentId: string;
  amount: number;
  createdAt: Date;
}

/**
 * The sandbox gateway's payments. A payment is decided (paid or cancelled) by inserting its
 * decision under the payment's id: of a card accepted and a cancellation racing, exactly one wins.
 */
export class Payments {
  readonly payments: Collection<PaymentDoc>;
  readonly decisions: Collection<DecisionDoc>;
  readonly refunds: Collection<RefundDoc>;

  constructor(db: Db) {
    this.payments = db.collection<PaymentDoc>('payments');
    this.decisions = db.collection<DecisionDoc>('decisions');
    this.refunds = db.collection<RefundDoc>('refunds');
  }

  async init(): Promise<void> {
    await this.payments.createIndex({ key: 1 }, { unique: true });
    await this.refunds.createIndex({ paymentId: 1 });
  }

  async open(request: Required<OpenCardPaymentRequest>): Promise<PaymentDoc> {
    const doc: PaymentDoc = { _id: `pay_${randomBytes(12).toString('hex')}`, ...request, declines: 0, createdAt: new Date() };
    try {
      await this.payments.insertOne(doc);
      return doc;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return (await this.payments.findOne({ key: request.key }))!;
    }
  }

  async get(id: string): Promise<PaymentDoc> {
    const payment = await this.payments.findOne({ _id: id });
    if (!payment) throw new AppError('not_found', 'No such payment');
    return payment;
  }

  decision(id: string): Promise<DecisionDoc | null> {
    return this.decisions.findOne({ _id: id });
  }

  /** Records the outcome unless one is there already; answers the outcome that stands. */
  async decide(id: string, outcome: DecisionDoc['outcome'], cardLast4: string | null): Promise<DecisionDoc> {
    const decision: DecisionDoc = { _id: id, outcome, cardLast4, decidedAt: new Date() };
    try {
      await this.decisions.insertOne(decision);
      return decision;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return (await this.decision(id))!;
    }
  }

  async declined(id: string): Promise<void> {
    await this.payments.updateOne({ _id: id }, { $inc: { declines: 1 } });
  }

  /** Refunds once per key, never beyond what was paid. */
  async refund(payment: PaymentDoc, key: string, amount: number): Promise<void> {
    const decision = await this.decision(payment._id);
    if (decision?.outcome !== 'succeeded') throw new AppError('not_paid', 'Only a paid payment can be refunded', undefined, 409);
    const refundId = `${payment._id}#${key}`;
    if (await this.refunds.findOne({ _id: refundId })) return;
    if ((await this.refunded(payment._id)) + amount > payment.amount) {
      throw new AppError('refund_exceeds_payment', 'A refund cannot exceed what was paid', { paid: payment.amount }, 409);
    }
    try {
      await this.refunds.insertOne({ _id: refundId, paymentId: payment._id, amount, createdAt: new Date() });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
  }

  private async refunded(paymentId: string): Promise<number> {
    const refunds = await this.refunds.find({ paymentId }).toArray();
    return refunds.reduce((sum, refund) => sum + refund.amount, 0);
  }

  async view(payment: PaymentDoc, paymentUrl: string): Promise<CardPayment> {
    const decision = await this.decision(payment._id);
    return {
      id: payment._id,
      key: payment.key,
      merchantReference: payment.merchantReference,
      amount: payment.amount,
      currency: payment.currency,
      status: decision?.outcome ?? 'pending',
      paymentUrl,
      cardLast4: decision?.cardLast4 ?? null,
      declines: payment.declines,
      refunded: await this.refunded(payment._id),
      createdAt: payment.createdAt.toISOString(),
      decidedAt: decision?.decidedAt.toISOString() ?? null,
    };
  }
}
