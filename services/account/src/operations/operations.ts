import type { ApiKeyAttribution, LedgerEntryType, WalletOperationResult } from '@portal/contracts';
import { AppError, type Outbox } from '@portal/service-kit';
import { lowBalanceEvents } from '../alerts/alerts';
import type { LedgerDoc, WalletDoc, Wallets } from '../wallet/wallet';

interface Common extends ApiKeyAttribution {
  agencyId: string;
  key: string;
  currency: string;
  reference: string;
  bookingReference: string | null;
  agent: string | null;
}

/** The movements product services ask for; each is idempotent by its key. */
export class WalletOperations {
  constructor(
    readonly wallets: Wallets,
    private readonly outbox: Outbox,
  ) {}

  /** Each threshold the available balance crossed downwards raises one alert. */
  private readonly alertIfLow = (wallet: WalletDoc, result: WalletOperationResult): Promise<void> => this.outbox.add(lowBalanceEvents(wallet, result));

  async debit(op: Common & { amount: number; kind: 'booking_debit' | 'fee' }): Promise<WalletOperationResult> {
    return this.wallets.move({ ...op, type: op.kind, amount: -op.amount, heldChange: 0 }, this.alertIfLow);
  }

  async hold(op: Common & { amount: number }): Promise<WalletOperationResult> {
    return this.wallets.move({ ...op, type: 'hold', amount: -op.amount, heldChange: op.amount }, this.alertIfLow);
  }

  capture(op: Common & { holdKey: string }): Promise<WalletOperationResult> {
    return this.settle(op, 'hold_capture');
  }

  release(op: Common & { holdKey: string }): Promise<WalletOperationResult> {
    return this.settle(op, 'hold_release');
  }

  /** A hold ends once: captured (spent) or released (back to available), never both. */
  private async settle(op: Common & { holdKey: string }, type: 'hold_capture' | 'hold_release'): Promise<WalletOperationResult> {
    const hold = await this.wallets.findApplied(op.agencyId, op.holdKey);
    if (!hold || hold.type !== 'hold') throw new AppError('not_found', 'No hold with this key');
    const settleKey = `settle:${op.holdKey}`;
    const settled = await this.wallets.findApplied(op.agencyId, settleKey);
    if (settled && settled.type !== type) {
      throw new AppError('hold_already_settled', `This hold was already ${settled.type === 'hold_capture' ? 'captured' : 'released'}`, undefined, 409);
    }
    const held = hold.heldChange;
    return this.wallets.move({ ...op, key: settleKey, type, amount: type === 'hold_release' ? held : 0, heldChange: -held });
  }

  /**
   * Money back for a booking, never more than it cost: to the balance when it was prepaid, off the
   * amount owed when it was charged to the agency.
   */
  async refund(op: Common & { amount: number }): Promise<WalletOperationResult> {
    if (!op.bookingReference) throw new AppError('validation_failed', undefined, { fields: [{ field: 'bookingReference', reason: 'required' }] });
    const replay = await this.wallets.findApplied(op.agencyId, op.key);
    if (replay) return this.wallets.move({ ...op, type: 'refund', amount: replay.amount, heldChange: 0, outstandingChange: replay.outstandingChange });
    const moves = await this.wallets.ledger
      .find({ agencyId: op.agencyId, bookingReference: op.bookingReference }, { type: 1, amount: 1, heldChange: 1, outstandingChange: 1 })
      .lean<Pick<LedgerDoc, 'type' | 'amount' | 'heldChange' | 'outstandingChange'>[]>();
    const prepaid = moves.reduce((sum, m) => sum + prepaidBy(m.type, m.amount, m.heldChange), 0);
    // Charged to the agency and not yet refunded (settlements are not tied to a booking).
    const owed = moves.reduce((sum, m) => sum + (m.outstandingChange ?? 0), 0);
    if (owed > 0) {
      if (op.amount > owed) throw refundTooLarge(op.amount, owed);
      return this.wallets.move({ ...op, type: 'refund', amount: 0, heldChange: 0, outstandingChange: -op.amount });
    }
    if (op.amount > prepaid) throw refundTooLarge(op.amount, prepaid);
    return this.wallets.move({ ...op, type: 'refund', amount: op.amount, heldChange: 0 });
  }

  /** Pay at agency: the agency owes the amount, within its credit limit. */
  chargeToAgency(op: Common & { amount: number }): Promise<WalletOperationResult> {
    return this.wallets.move({ ...op, type: 'pay_at_agency', amount: 0, heldChange: 0, outstandingChange: op.amount });
  }

  /** An operator records that the agency paid what it owed. */
  settleAgency(op: Common & { amount: number }): Promise<WalletOperationResult> {
    return this.wallets.move({ ...op, type: 'agency_settlement', amount: 0, heldChange: 0, outstandingChange: -op.amount });
  }

  credit(op: Common & { amount: number; type: 'top_up' | 'adjustment' }): Promise<WalletOperationResult> {
    return this.wallets.move({ ...op, amount: op.amount, heldChange: 0 });
  }
}

const refundTooLarge = (amount: number, paid: number) => new AppError('refund_exceeds_payment', `A refund of ${amount} exceeds the ${paid} paid for this booking`, { paid }, 409);

/** What a movement cost the agency's balance for its booking (debits and captured holds), less refunds. */
function prepaidBy(type: LedgerEntryType, amount: number, heldChange: number): number {
  switch (type) {
    case 'booking_debit':
    case 'fee':
      return -amount;
    case 'hold_capture':
      return -heldChange;
    case 'refund':
      return -amount;
    default:
      return 0;
  }
}
