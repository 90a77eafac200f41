import { TICKET_SERVICES, TICKET_SORTS, TICKET_STATUSES, type TicketService, type TicketStatus } from '@portal/contracts';
import { oneOf, positiveOr, DATE_PRESETS, presetRange, type DatePreset } from '@portal/ui';
import type { TicketsQuery } from './api';

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[1];
type TicketSort = (typeof TICKET_SORTS)[number];
const DEFAULT_SORT: TicketSort = 'updated_desc';

/** A tickets list's filters, page and order as the URL keeps them, so a reload or a shared link shows the same list. */
export interface TicketsFilters {
  q: string;
  status?: TicketStatus;
  service?: TicketService;
  dates?: DatePreset;
  sort: TicketSort;
  page: number;
  pageSize: number;
}

/** The filters a URL query holds; a value the list does not offer is dropped, not sent. */
export function filtersFromSearch(search: string): TicketsFilters {
  const params = new URLSearchParams(search);
  const pageSize = Number(params.get('pageSize'));
  return {
    q: params.get('q')?.trim() ?? '',
    status: oneOf(TICKET_STATUSES, params.get('status')),
    service: oneOf(TICKET_SERVICES, params.get('service')),
    dates: oneOf(DATE_PRESETS, params.get('dates')),
    sort: oneOf(TICKET_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: positiveOr(params.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them rather than to open a ticket). */
export const isFiltered = (filters: TicketsFilters) => Boolean(filters.q || filters.status || filters.service || filters.dates);

/** The URL query of some filters, defaults left out so an unfiltered list keeps a clean address; other parameters (e.g. `create`) are kept. */
export function searchOfFilters(filters: TicketsFilters, keep = ''): string {
  const params = new URLSearchParams(keep);
  const entries: [string, string | undefined][] = [
    ['q', filters.q.trim() || undefined],
    ['status', filters.status],
    ['service', filters.service],
    ['dates', filters.dates],
    ['sort', filters.sort !== DEFAULT_SORT ? filters.sort : undefined],
    ['page', filters.page > 1 ? String(filters.page) : undefined],
    ['pageSize', filters.pageSize !== DEFAULT_PAGE_SIZE ? String(filters.pageSize) : undefined],
  ];
  for (const [name, value] of entries) {
    if (value === undefined) params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The list call for some filters; the date preset (spec §9) becomes its days, counted where the user lives. */
export function ticketsQueryOf(filters: TicketsFilters, scope: 'mine' | 'all', timeZone: string, now = new Date()): TicketsQuery {
  return {
    scope,
    page: filters.page,
    pageSize: filters.pageSize,
    sort: filters.sort,
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.service ? { service: filters.service } : {}),
    ...(filters.dates ? presetRange(filters.dates, timeZone, now) : {}),
  };
}

/** The sort a table column's order asks for (created or updated, newest or oldest first); no order falls back to the default. */
export function sortOf(column: 'createdAt' | 'updatedAt', order: 'ascend' | 'descend' | null | undefined): TicketSort {
  if (!order) return DEFAULT_SORT;
  return `${column === 'createdAt' ? 'created' : 'updated'}_${order === 'ascend' ? 'asc' : 'desc'}`;
}

/** The order a column shows for the current sort. */
export function orderOf(sort: TicketSort, column: 'createdAt' | 'updatedAt'): 'ascend' | 'descend' | null {
  const [field, direction] = sort.split('_');
  if ((field === 'created') !== (column === 'createdAt')) return null;
  return direction === 'asc' ? 'ascend' : 'descend';
}
