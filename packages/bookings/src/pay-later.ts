import type { EventDefinition } from '@portal/contracts';
import { AppError, type Logger } from '@portal/service-kit';
import { SYSTEM, type Actor, type BookingBase } from './models';
import { isRefusal, type BookingMoney } from './money';
import type { BookingStore } from './store';

const DAY_MS = 86_400_000;

/** A pay-later booking's terms: the agent's payment deadline and the reminders (days before it) already sent. */
export interface PayLaterTerms {
  deadline: Date;
  reminded: number[];
}

/** What a product's booking carries to be paid later (null or absent: paid at booking). */
export interface PayLaterFields {
  payLater?: PayLaterTerms | null;
}

/** The terms of a booking made now: the reminders whose day has already passed count as sent, so only those still ahead are. */
export function payLaterTerms(deadline: Date, now: number, reminderDays: readonly number[]): PayLaterTerms {
  return { deadline, reminded: reminderDays.filter((days) => now >= deadline.getTime() - days * DAY_MS) };
}

/**
 * The reminder due now, if any: the nearest day passed and not yet sent (`daysLeft`), with every
 * day passed counted as sent (a sweep that missed the 7-day mark does not send it after the 3-day one).
 */
export function dueReminder(terms: PayLaterTerms, now: number, reminderDays: readonly number[]): { daysLeft: number; reminded: number[] } | null {
  if (now >= terms.deadline.getTime()) return null;
  const passed = reminderDays.filter((days) => now >= terms.deadline.getTime() - days * DAY_MS);
  const fresh = passed.filter((days) => !terms.reminded.includes(days));
  if (fresh.length === 0) return null;
  return { daysLeft: Math.min(...fresh), reminded: [...new Set([...terms.reminded, ...passed])].sort((a, b) => b - a) };
}

/** What a product tells the kit about its pay-later bookings. */
export interface PayLaterSteps<Doc> {
  /** Days before the deadline a reminder is sent, each once. */
  reminderDays: readonly number[];
  /** The reminder notice; its data is the product's notice with `daysLeft`. */
  reminder: EventDefinition;
  /** The notice of a booking paid (by the agent, or from the balance at the deadline). */
  paid: EventDefinition;
  /** At the deadline with the money short: the booking cancelled at the supplier before its penalties start. */
  lapse(booking: Doc): Promise<unknown>;
}

/**
 * Book now, pay by a deadline, whatever the product: the booking waits in `awaiting_payment` with
 * nothing taken; reminders go out before the deadline, each once; the agent may pay meanwhile; at
 * the deadline the balance is charged if it covers the amount (`confirmed`), else the booking
 * lapses. Paying claims `pending` first (`settling` says how), so the agent and the sweep pay
 * once; a payment whose outcome is unknown stays `pending` for the recovery's `settle`.
 */
export class PayLater<Doc extends BookingBase & PayLaterFields> {
  constructor(
    private readonly store: BookingStore<Doc>,
    private readonly money: BookingMoney<Doc>,
    private readonly steps: PayLaterSteps<Doc>,
    private readonly log: Logger,
  ) {}

  /** The sweep's look at the bookings waiting for their payment: reminders due, deadlines passed. */
  async watch(waiting: Doc[]): Promise<void> {
    const now = this.store.clock.now();
    for (const booking of waiting) {
      const terms = booking.payLater;
      if (booking.status !== 'awaiting_payment' || !terms) continue;
      try {
        if (now >= terms.deadline.getTime()) await this.atDeadline(booking);
        else await this.remind(booking, terms, now);
      } catch (err) {
        this.log.warn({ bookingId: booking._id.toHexString(), err: (err as Error).message }, 'pay-later step failed; the next sweep retries');
      }
    }
  }

  /** The agent pays before the deadline (or again the same way after an unknown outcome). */
  async pay(booking: Doc, method: 'balance' | 'agency', actor: Actor): Promise<Doc> {
    const resuming = booking.status === 'pending' && !booking.paidWith && booking.settling === method;
    if (!resuming) {
      if (!booking.payLater || booking.status !== 'awaiting_payment') this.store.transitions.assert(booking.status, 'pending');
      if (booking.payLater && booking.payLater.deadline.getTime() <= this.store.clock.now()) {
        throw new AppError('payment_deadline_passed', 'The payment deadline has passed', undefined, 409);
      }
      booking = await this.store.move(booking, 'pending', 'paying', actor, { set: { settling: method } as Partial<Doc> });
    }
    return (await this.collect(booking, method, actor, true))!;
  }

  /** The recovery of a booking left paying (`pending` with `settling`): the keyed payment again. */
  async settle(booking: Doc): Promise<Doc | undefined> {
    if (!booking.settling) return booking;
    return this.collect(booking, booking.settling, SYSTEM, false);
  }

  private async remind(booking: Doc, terms: { deadline: Date; reminded: number[] }, now: number): Promise<void> {
    const due = dueReminder(terms, now, this.steps.reminderDays);
    if (!due) return;
    // Sent before it is recorded: a crash in between sends it again under the same id, which the outbox keeps once.
    await this.store.announce(booking, this.steps.reminder, `reminder-${due.daysLeft}`, { daysLeft: due.daysLeft });
    await this.store.update(booking, { payLater: { ...terms, reminded: due.reminded } } as Partial<Doc>);
  }

  private async atDeadline(booking: Doc): Promise<void> {
    const paying = await this.store.move(booking, 'pending', 'payment deadline: charging the balance', SYSTEM, { set: { settling: 'balance' } as Partial<Doc> });
    const outcome = await this.collect(paying, 'balance', SYSTEM, false);
    if (outcome?.status === 'awaiting_payment') await this.steps.lapse(outcome);
  }

  /** Takes the money: paid → `confirmed`; refused → back to `awaiting_payment` (thrown when `loud`); unknown → left for the recovery. */
  private async collect(booking: Doc, method: 'balance' | 'agency', actor: Actor, loud: boolean): Promise<Doc | undefined> {
    try {
      await this.money.take(booking, method);
    } catch (err) {
      if (isRefusal(err)) {
        const back = await this.store.move(booking, 'awaiting_payment', `payment refused: ${(err as AppError).code}`, actor, { set: { settling: null } as Partial<Doc> });
        if (loud) throw err;
        return back;
      }
      if (loud) throw err;
      this.log.warn({ bookingId: booking._id.toHexString(), err: (err as Error).message }, 'pay-later payment not taken yet');
      return undefined;
    }
    return this.store.move(booking, 'confirmed', method === 'balance' ? 'paid from the balance' : 'charged to the agency', actor, {
      notice: this.steps.paid,
      set: { paidWith: method, settling: null } as Partial<Doc>,
    });
  }
}
