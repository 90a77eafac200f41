import type { BookingStatus } from '@portal/contracts';
import { AppError } from '@portal/service-kit';

/** Every move a product's booking can make; anything else is refused. */
export type TransitionTable = Partial<Record<BookingStatus, readonly BookingStatus[]>>;

/** A product's transition table, asked before every move. */
export class Transitions {
  constructor(readonly table: TransitionTable) {}

  can(from: BookingStatus, to: BookingStatus): boolean {
    return this.table[from]?.includes(to) ?? false;
  }

  assert(from: BookingStatus, to: BookingStatus): void {
    if (!this.can(from, to)) {
      throw new AppError('invalid_transition', `A booking that is ${from.replace(/_/g, ' ')} cannot become ${to.replace(/_/g, ' ')}`, { from, to }, 409);
    }
  }
}
