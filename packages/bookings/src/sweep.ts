import type { BookingStatus } from '@portal/contracts';
import type { Logger } from '@portal/service-kit';
import type { BookingBase } from './models';
import type { BookingStore, Clock } from './store';

/** Spec §4 and §9: holds are released 30 minutes after being made. */
export const HOLD_MS = 30 * 60 * 1000;

/** How long a booking may stay in a status it only passes through before the sweep resolves it. */
export const STRANDED_MS = 2 * 60 * 1000;

/** How the sweep resolves a booking left in a status it only passes through; `refund` counts only while money is due back. */
export type RecoveryTable<Rule extends string> = Partial<Record<BookingStatus, Rule | 'refund'>>;

/** The recovery rows every product with supplier cancellations shares: a cancellation not taken is retried, money due after a cancellation or a failure is refunded. */
export const CANCEL_RECOVERY = { failure_cancel: 'cancel', cancelled: 'refund', failure: 'refund' } as const satisfies RecoveryTable<'cancel'>;

/** What a product tells the sweep. */
export interface SweepRules<Doc extends BookingBase, Rule extends string> {
  /** Statuses whose hold runs out at `holdExpiresAt`. */
  holding: readonly BookingStatus[];
  /** Ended statuses in which a hold still open must be given back (a crash or an outage between the move and the release). */
  holdEnded: readonly BookingStatus[];
  /** Statuses the product looks at on every sweep (`watch`), besides the holds. */
  watched: readonly BookingStatus[];
  /** Ends a hold that ran out: moved to expired, its amount released. */
  expire(booking: Doc): Promise<unknown>;
  /** Gives back a hold an ended booking left open. */
  releaseHold(booking: Doc): Promise<unknown>;
  /** The product's own look at its waiting bookings (an airline's PNR, a card paid meanwhile). */
  watch(open: Doc[]): Promise<void>;
  /** How long a booking may stay in a passing status before it counts as stranded. */
  strandedMs: number;
  recovery: RecoveryTable<Rule>;
  /** What each rule does; every step keyed or claimed, so two sweeps at once act once. */
  recover: Record<Rule | 'refund', (booking: Doc) => Promise<unknown>>;
}

/**
 * The booking sweeper (every few seconds, on every instance): moves a crashed process left
 * unflushed, holds an ended booking left open, holds that ran out, the product's own checks, then
 * bookings stranded in a passing status, each resolved by its recovery rule. A sweep still
 * running when the next is due is joined, not doubled; several instances are safe because every
 * move is claimed and every money move keyed.
 */
export class BookingSweep<Doc extends BookingBase, Rule extends string> {
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly store: BookingStore<Doc>,
    private readonly rules: SweepRules<Doc, Rule>,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  /** Still in a status the sweep resolves, or with money still due back. */
  unsettled(booking: Doc): boolean {
    const rule = this.rules.recovery[booking.status];
    return (rule !== undefined && rule !== 'refund') || (booking.refundDue ?? 0) > 0;
  }

  private async sweepOnce(): Promise<void> {
    const { holding, holdEnded, watched } = this.rules;
    await this.store.flushLeft();
    const moving = await this.store.findMany({ $or: [{ status: { $in: [...new Set([...holding, ...watched])] } }, { status: { $in: holdEnded }, holdOpen: true }] });
    for (const booking of moving.filter((b) => holdEnded.includes(b.status) && b.holdOpen === true)) {
      await this.attempt(booking, 'could not release a hold', () => this.rules.releaseHold(booking));
    }
    const now = this.clock.now();
    const expired = new Set<string>();
    for (const booking of moving.filter((b) => holding.includes(b.status) && b.holdExpiresAt && b.holdExpiresAt.getTime() <= now)) {
      if (await this.attempt(booking, 'could not expire a hold', () => this.rules.expire(booking))) expired.add(booking._id.toHexString());
    }
    await this.rules.watch(moving.filter((b) => watched.includes(b.status) && !expired.has(b._id.toHexString())));
    await this.recoverStranded();
  }

  /** Bookings left longer than `strandedMs` in a passing status, each resolved by its rule. */
  private async recoverStranded(): Promise<void> {
    const cutoff = new Date(this.clock.now() - this.rules.strandedMs);
    const byStatus = (Object.entries(this.rules.recovery) as [BookingStatus, Rule | 'refund'][]).filter(([, rule]) => rule !== 'refund').map(([status]) => status);
    const stranded = await this.store.findMany({
      $or: [
        { status: { $in: byStatus }, movedAt: { $lte: cutoff } },
        { refundDue: { $gt: 0 }, movedAt: { $lte: cutoff } },
      ],
    });
    for (const booking of stranded) {
      const rule = this.rules.recovery[booking.status];
      if (rule) await this.attempt(booking, 'could not resolve a stranded booking', () => this.rules.recover[rule](booking));
    }
  }

  private async attempt(booking: Doc, failure: string, step: () => Promise<unknown>): Promise<boolean> {
    try {
      await step();
      return true;
    } catch (err) {
      this.log.warn({ bookingId: booking._id.toHexString(), status: booking.status, err: (err as Error).message }, failure);
      return false;
    }
  }
}
