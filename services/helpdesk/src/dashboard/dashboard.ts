import { TICKET_SERVICES, TICKET_STATUSES, SERVICE_HOURS, type HelpdeskDashboard } from '@portal/contracts';
import type { Filter } from 'mongodb';
import { slaStateOf } from '../tickets/sla';
import type { TicketDoc, Tickets } from '../tickets/tickets';

/** `YYYY-MM` of an instant in the desk's time zone. */
export function monthOf(at: Date, timeZone: string = SERVICE_HOURS.timeZone): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

/** The `count` months ending with `now`'s, oldest first. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = monthOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The spec's three charts (by status, by service, per month) and first-reply time and reopen rate, over the tickets `filter` selects. */
export async function dashboardOf(tickets: Tickets, filter: Filter<TicketDoc>, months: number): Promise<HelpdeskDashboard> {
  const now = tickets.now();
  const docs = await tickets.tickets.find(filter, { projection: { status: 1, service: 1, createdAt: 1, priority: 1, clockSince: 1, clockSegments: 1, firstRepliedAt: 1, reopenCount: 1 } }).toArray();
  const monthly = new Map(lastMonths(now, months).map((m) => [m, 0]));
  for (const doc of docs) {
    const month = monthOf(doc.createdAt);
    if (monthly.has(month)) monthly.set(month, monthly.get(month)! + 1);
  }
  const replied = docs.filter((d) => d.firstRepliedAt);
  return {
    byStatus: TICKET_STATUSES.map((status) => ({ status, count: docs.filter((d) => d.status === status).length })),
    byService: TICKET_SERVICES.map((service) => ({ service, count: docs.filter((d) => d.service === service).length })),
    monthly: [...monthly].map(([month, count]) => ({ month, count })),
    medianFirstReplyMinutes: median(replied.map((d) => slaStateOf(d, now).firstReplyMinutes)),
    reopenRate: docs.length > 0 ? docs.filter((d) => d.reopenCount > 0).length / docs.length : null,
    total: docs.length,
  };
}
