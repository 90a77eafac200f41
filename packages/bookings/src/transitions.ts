import { BOOKING_STATUSES, type BookingStatus } from '@portal/contracts';
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

/**
 * What is wrong with a product's status tables (empty when nothing): a status outside spec §4, or
 * one a booking can leave with no way out, neither a recovery rule nor a clock of its own (`waiting`).
 */
export function statusTableIssues(table: TransitionTable, recovery: Partial<Record<BookingStatus, string>>, waiting: readonly BookingStatus[]): string[] {
  const named = Object.entries(table).flatMap(([from, targets]) => [from, ...(targets ?? [])]);
  const unknown = [...new Set(named)].filter((status) => !(BOOKING_STATUSES as readonly string[]).includes(status)).map((status) => `${status} is not a spec status`);
  const stuck = (Object.keys(table) as BookingStatus[]).filter((status) => !recovery[status] && !waiting.includes(status)).map((status) => `${status} has no way out`);
  return [...unknown, ...stuck];
}
