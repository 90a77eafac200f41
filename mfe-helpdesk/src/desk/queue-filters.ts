import { TICKET_PRIORITIES, TICKET_SERVICES, TICKET_STATUSES, type TicketPriority, type TicketService, type TicketStatus } from '@portal/contracts';
import type { DeskTicketsQuery } from './api';
import { oneOf, positiveOr } from '@portal/ui';

export const QUEUE_PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 20;

/** The queue's orders: `due` (the soonest SLA due first) is the desk's default. */
export const QUEUE_SORTS = ['due', 'updated_desc', 'updated_asc', 'created_desc', 'created_asc'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];

/** The queue's filters and page as the URL keeps them, so a reload or a shared link shows the same queue. */
export interface QueueFilters {
  status?: TicketStatus;
  service?: TicketService;
  priority?: TicketPriority;
  /** `me`, `none` (unassigned) or a support user's id; absent: anyone. */
  assignee?: string;
  breached: boolean;
  q: string;
  sort: QueueSort;
  page: number;
  pageSize: number;
}

/** The filters a URL query holds; a value the queue does not offer is dropped, not sent. */
export function queueFiltersFromSearch(search: string): QueueFilters {
  const params = new URLSearchParams(search);
  const assignee = params.get('assignee')?.trim().slice(0, 64);
  const pageSize = Number(params.get('pageSize'));
  return {
    status: oneOf(TICKET_STATUSES, params.get('status')),
    service: oneOf(TICKET_SERVICES, params.get('service')),
    priority: oneOf(TICKET_PRIORITIES, params.get('priority')),
    assignee: assignee || undefined,
    breached: params.get('breached') === 'true',
    q: params.get('q')?.trim() ?? '',
    sort: oneOf(QUEUE_SORTS, params.get('sort')) ?? 'due',
    page: positiveOr(params.get('page'), 1),
    pageSize: (QUEUE_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The URL query of some filters, defaults left out so the plain queue keeps a clean address. */
export function searchOfQueueFilters(filters: QueueFilters): string {
  const entries: [string, string | undefined][] = [
    ['status', filters.status],
    ['service', filters.service],
    ['priority', filters.priority],
    ['assignee', filters.assignee],
    ['breached', filters.breached ? 'true' : undefined],
    ['q', filters.q.trim() || undefined],
    ['sort', filters.sort !== 'due' ? filters.sort : undefined],
    ['page', filters.page > 1 ? String(filters.page) : undefined],
    ['pageSize', filters.pageSize !== DEFAULT_PAGE_SIZE ? String(filters.pageSize) : undefined],
  ];
  const query = new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return query ? `?${query}` : '';
}

/** The queue call for some filters: only what is set is sent. */
export function deskTicketsQueryOf(filters: QueueFilters): DeskTicketsQuery {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    sort: filters.sort,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.service ? { service: filters.service } : {}),
    ...(filters.priority ? { priority: filters.priority } : {}),
    ...(filters.assignee ? { assignee: filters.assignee } : {}),
    ...(filters.breached ? { breached: 'true' as const } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}
