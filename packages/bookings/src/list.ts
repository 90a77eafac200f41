import type { BookingStatus } from '@portal/contracts';
import { dayRange, literalPattern } from '@portal/service-kit';
import type { Filter } from 'mongodb';
import type { BookingBase } from './models';

/** The bookings list's filters of spec §9 (reference, booking dates, status, agent, passenger). */
export interface ListQuery {
  reference?: string;
  status?: BookingStatus;
  agentId?: string;
  passenger?: string;
  from?: string;
  to?: string;
}

/**
 * The list's filter, always scoped to the session's agency. The passenger search looks in the
 * product's own name fields (`travellers.lastName`…), within the agency's entries only.
 */
export function listFilter<Doc extends BookingBase>(agencyId: string, query: ListQuery, passengerFields: readonly string[]): Filter<Doc> {
  const filter: Filter<BookingBase> & Record<string, unknown> = { agencyId };
  if (query.reference) filter.reference = query.reference.toUpperCase();
  if (query.status) filter.status = query.status;
  if (query.agentId) filter.agentId = query.agentId;
  if (query.passenger) {
    const pattern = literalPattern(query.passenger);
    filter.$or = passengerFields.map((field) => ({ [field]: pattern }));
  }
  const created = dayRange(query.from, query.to);
  if (created) filter.createdAt = created;
  return filter as Filter<Doc>;
}
