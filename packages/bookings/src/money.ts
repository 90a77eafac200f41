import { apiKeyAttributionOf, type ApiKeyAttribution, type BookingOperation, type CardPayment, type Language, type WalletOperationResult } from '@portal/contracts';
import { AppError, serviceHeaders, type Logger } from '@portal/service-kit';
import type { CardGateway } from './card-gateway';
import { refundedOnceDue, SYSTEM, type Actor, type BookingBase } from './models';
import type { BookingStore } from './store';

export type WalletCall = 'debit' | 'hold' | 'capture' | 'release' | 'charge-to-agency' | 'refund';

/**
 * The account service's internal wallet routes, with service credentials. Each call is idempotent
 * by its key, so a retry after a timeout is always safe; a refusal keeps the spec's error.
 */
export class WalletClient {
  constructor(private readonly baseUrl: string) {}

  async call(operation: WalletCall, body: Record<string, unknown>): Promise<WalletOperationResult> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/internal/wallet/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...serviceHeaders() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('service_unavailable', 'The account service is unavailable, you may retry');
    }
    const answer = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string; details?: unknown } } & WalletOperationResult;
    if (res.ok) return answer;
    const error = answer.error ?? { code: 'bad_gateway', message: 'Unexpected answer from the account service' };
    if (error.code === 'balance_error') throw new AppError('balance_error', 'Balance error', undefined, 409);
    if (error.code === 'credit_limit_exceeded') throw new AppError('credit_limit_exceeded', 'Balance error: the credit limit of the agency is reached', undefined, 409);
    throw new AppError(error.code, error.message, error.details, res.status >= 500 ? 502 : res.status);
  }
}

/** A refusal (a 4xx: over the balance or the credit limit): nothing was taken. */
export function isRefusal(err: unknown): boolean {
  return err instanceof AppError && err.status >= 400 && err.status < 500;
}

/**
 * The keys of a booking's money moves, from the product's key prefix and the booking id. They must
 * never change for a product with bookings: a retried booking with a new key would pay twice
 * (flights' prefix `flight` gives the keys flights used before the kit).
 */
export function moneyKeys(keyPrefix: string, bookingId: string, refundPart?: string | null) {
  const hold = `${keyPrefix}-hold:${bookingId}`;
  return {
    take: `${keyPrefix}:${bookingId}`,
    hold,
    capture: `capture:${hold}`,
    release: `release:${hold}`,
    refund: refundPart ? `refund:${bookingId}:${refundPart}` : `refund:${bookingId}`,
    card: `${keyPrefix}-card:${bookingId}`,
  };
}

/** What a booking costs the agency, in its currency (the wallet's and the gateway's amount). */
export interface Price {
  currency: string;
  purchasePrice: number;
}

/** Where the card gateway sends the browser back, and the language of its card page. */
export interface CardReturn {
  returnUrl: string;
  language: Language;
}

/**
 * A booking's money: taken from the balance or charged to the agency, held then captured or
 * released, paid by card, refunded; every move keyed by the booking, every outcome written on it.
 */
export class BookingMoney<Doc extends BookingBase> {
  constructor(
    private readonly wallet: WalletClient,
    readonly cards: CardGateway,
    private readonly store: BookingStore<Doc>,
    private readonly keyPrefix: string,
    private readonly priceOf: (booking: Doc) => Price,
    private readonly log: Logger,
  ) {}

  keys(booking: Doc) {
    return moneyKeys(this.keyPrefix, booking._id.toHexString(), booking.refundPart);
  }

  /** A movement's fields; `key` is the integrator API key the movement's call was made with (the booking's own by default). */
  private walletOf(booking: Doc, agent: string | null, key: ApiKeyAttribution = booking) {
    return { agencyId: booking.agencyId, currency: this.priceOf(booking).currency, reference: booking.reference, bookingReference: booking.reference, agent, ...apiKeyAttributionOf(key) };
  }

  /** Debits the purchase price from the balance or charges it to the agency (the caller writes `paidWith`). */
  async take(booking: Doc, method: 'balance' | 'agency'): Promise<void> {
    const body = { ...this.walletOf(booking, booking.agentId), key: this.keys(booking).take, amount: this.priceOf(booking).purchasePrice };
    await this.wallet.call(method === 'balance' ? 'debit' : 'charge-to-agency', body);
  }

  async hold(booking: Doc): Promise<void> {
    await this.wallet.call('hold', { ...this.walletOf(booking, booking.agentId), key: this.keys(booking).hold, amount: this.priceOf(booking).purchasePrice });
  }

  /**
   * Takes a held booking's payment: the hold captured, or the amount charged to the agency and then
   * the hold released (in that order, so a refused charge leaves the hold as it was).
   */
  async payHold(booking: Doc, method: 'balance' | 'agency'): Promise<void> {
    const keys = this.keys(booking);
    const wallet = this.walletOf(booking, booking.agentId);
    if (method === 'balance') {
      await this.wallet.call('capture', { ...wallet, key: keys.capture, holdKey: keys.hold });
      return;
    }
    await this.take(booking, 'agency');
    await this.wallet.call('release', { ...wallet, key: keys.release, holdKey: keys.hold });
  }

  /**
   * Gives a held amount back (once), then marks the hold closed, so a release not taken is retried
   * by the sweep. A hold is a held booking's (`payment: 'hold'`) or one marked open (hotels' on request).
   */
  async releaseHold(booking: Doc): Promise<Doc> {
    if (booking.payment !== 'hold' && booking.holdOpen !== true) return booking;
    const keys = this.keys(booking);
    await this.wallet.call('release', { ...this.walletOf(booking, null), key: keys.release, holdKey: keys.hold }).catch((err: AppError) => {
      // A hold whose taking never went through has nothing to release.
      if (err.code !== 'not_found') throw err;
    });
    return this.store.update(booking, { holdOpen: false } as Partial<Doc>);
  }

  /** Opens the card payment (keyed by the booking) on the gateway's page, which sends the browser back with `id=`. */
  async openCard(booking: Doc, { returnUrl, language }: CardReturn): Promise<CardPayment> {
    const back = new URL(returnUrl);
    back.searchParams.set('id', booking._id.toHexString());
    const price = this.priceOf(booking);
    return this.cards.open({ key: this.keys(booking).card, merchantReference: booking.reference, amount: price.purchasePrice, currency: price.currency, language, returnUrl: back.toString() });
  }

  /**
   * The money due back (`refundDue`), once (keyed by the booking, and by `refundPart` for a part
   * of it), then `reimbursed` where the product's table allows it (a failed booking stays failed).
   * One whose payment never went through has nothing to give back. `refunded` adds up the parts.
   */
  async refund(booking: Doc, actor: Actor, operation: BookingOperation = 'refunded'): Promise<Doc> {
    const amount = booking.refundDue ?? 0;
    if (amount <= 0) return booking;
    const key = this.keys(booking).refund;
    try {
      if (booking.paidWith === 'card') await this.cards.refund(booking.card!.paymentId, key, amount);
      else await this.wallet.call('refund', { ...this.walletOf(booking, actor.userId, actor.apiKeyId ? actor : booking), key, amount });
    } catch (err) {
      const nothingPaid = !booking.paidWith && (err as AppError).code === 'refund_exceeds_payment' && (err as AppError & { details?: { paid?: number } }).details?.paid === 0;
      if (!nothingPaid) throw err;
      return this.store.update(booking, { refundDue: 0, refundPart: null } as Partial<Doc>);
    }
    const set = { refunded: refundedOnceDue(booking), refundDue: 0, refundPart: null } as Partial<Doc>;
    if (!this.store.transitions.can(booking.status, 'reimbursed')) return this.store.update(booking, set);
    return this.store.move(booking, 'reimbursed', operation, actor, { set });
  }

  /**
   * Pays a held booking before its hold ends, then `fulfil`s it (tickets, vouchers). The move is
   * claimed first, so the expiry sweep cannot release the hold under the payment; a refused
   * payment puts the booking back on hold, one whose outcome is unknown is retried by the sweep,
   * or by the agent paying again the same way.
   */
  async payHeld(booking: Doc, method: 'balance' | 'agency', actor: Actor, fulfil: (paid: Doc) => Promise<Doc>): Promise<Doc> {
    const resuming = booking.status === 'ticket_in_progress' && !booking.paidWith && booking.settling === method;
    if (!resuming) {
      if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= this.store.clock.now()) throw new AppError('hold_expired', 'The hold has expired', undefined, 409);
      this.store.transitions.assert(booking.status, 'ticket_in_progress');
      booking = await this.store.move(booking, 'ticket_in_progress', 'paying the hold', actor, { set: { settling: method } as Partial<Doc> });
    }
    const paid = await this.collectHold(booking, method, actor, true);
    return paid ? fulfil(paid) : booking;
  }

  /**
   * Takes a held booking's payment (`payHold`). A refusal moves the booking back to
   * `awaiting_payment` and, when `loud`, is thrown; an unknown outcome is thrown when `loud`, else
   * answered undefined for the next sweep.
   */
  async collectHold(booking: Doc, method: 'balance' | 'agency', actor: Actor, loud = false): Promise<Doc | undefined> {
    try {
      await this.payHold(booking, method);
    } catch (err) {
      if (isRefusal(err)) await this.store.move(booking, 'awaiting_payment', 'payment refused, hold kept', actor, { set: { settling: null } as Partial<Doc> });
      if (loud) throw err;
      this.log.warn({ bookingId: booking._id.toHexString(), err: (err as Error).message }, 'held booking payment not taken');
      return undefined;
    }
    return this.store.update(booking, { paidWith: method === 'balance' ? 'hold' : 'agency', holdOpen: false, settling: null } as Partial<Doc>);
  }

  /**
   * Fails a booking whose payment's outcome is unknown, or which stopped half-way: whatever money
   * may have moved is marked due back (a hold released, a debit or a charge to the agency
   * refunded), now or by the sweep while the account service is down. `set` adds the product's fields.
   */
  async undo(booking: Doc, operation: BookingOperation, actor: Actor, set: Partial<Doc>, beforeMoney: () => Promise<unknown>): Promise<Doc> {
    const taken = !booking.paidWith && (booking.payment === 'balance' || booking.payment === 'agency');
    const moved = await this.store.move(booking, 'failure', operation, actor, {
      set: { ...set, settling: null, ...(booking.payment === 'hold' ? { holdOpen: true } : {}), ...(taken || booking.paidWith ? { refundDue: this.priceOf(booking).purchasePrice } : {}) },
    });
    await beforeMoney();
    try {
      return await this.refund(moved.holdOpen ? await this.releaseHold(moved) : moved, actor);
    } catch (err) {
      this.log.warn({ bookingId: booking._id.toHexString(), err: (err as Error).message }, 'money not returned yet; the sweep retries');
      return moved;
    }
  }

  /**
   * Reads a card booking's payment at the gateway: once paid, it is `fulfil`led (the move is
   * claimed first, so the page's return, a reload and the sweep settle it once).
   */
  async settleCard(booking: Doc, fulfil: (paid: Doc) => Promise<Doc>, actor: Actor = SYSTEM): Promise<Doc> {
    if (!awaitsCard(booking)) return booking;
    const payment = await this.cards.get(booking.card!.paymentId);
    if (payment.status !== 'succeeded') return booking;
    try {
      booking = await this.store.move(booking, 'ticket_in_progress', 'paid by card', actor, { set: { paidWith: 'card' } as Partial<Doc> });
    } catch (err) {
      if ((err as AppError).code === 'booking_changed') return (await this.store.find(booking._id))!;
      throw err;
    }
    return fulfil(booking).catch(async (err: unknown) => {
      this.log.warn({ bookingId: booking._id.toHexString(), err: (err as Error).message }, 'fulfilment after card payment failed');
      return (await this.store.find(booking._id))!;
    });
  }

  /** Ends the gateway payment of a card booking about to be cancelled or expired; a card accepted meanwhile wins (settled, and the caller told). */
  async closeCard(booking: Doc, fulfil: (paid: Doc) => Promise<Doc>): Promise<void> {
    if (!booking.card) return;
    const payment = await this.cards.cancel(booking.card.paymentId);
    if (payment.status === 'succeeded') {
      await this.settleCard(booking, fulfil);
      throw new AppError('booking_changed', 'The card payment went through meanwhile; the booking is paid', undefined, 409);
    }
  }
}

/** A card booking whose seats are kept and whose card payment has not arrived yet. */
export function awaitsCard(booking: BookingBase): boolean {
  return Boolean(booking.card) && !booking.paidWith && (booking.status === 'awaiting_payment' || booking.status === 'confirmed');
}
