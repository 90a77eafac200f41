import { VISA_REQUEST_STATUSES, type VisaDeskQuery, type VisaRequestsQuery, type VisaRequestStatus } from '@portal/contracts';
import { DATE_PRESETS, oneOf, positiveOr, presetRange, type DatePreset } from '@portal/ui';

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = 10;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOr = (value: string | null) => (value && ISO_DAY.test(value) ? value : undefined);
const pageSizeOf = (value: string | null, fallback: number) => ((PAGE_SIZES as readonly number[]).includes(Number(value)) ? Number(value) : fallback);

/** The visa reservations' filters and page as the URL keeps them, so a reload or a shared link shows the same list. */
export interface RequestsFilters {
  reference: string;
  passenger: string;
  visaStatus?: VisaRequestStatus;
  /** Booking date preset (spec §9). */
  dates?: DatePreset;
  /** Start of journey range, `YYYY-MM-DD`. */
  travelFrom?: string;
  travelTo?: string;
  page: number;
  pageSize: number;
}

/** A value the list does not offer is dropped, not sent. */
export function requestsFiltersFromSearch(search: string): RequestsFilters {
  const params = new URLSearchParams(search);
  return {
    reference: params.get('reference')?.trim() ?? '',
    passenger: params.get('passenger')?.trim() ?? '',
    visaStatus: oneOf(VISA_REQUEST_STATUSES, params.get('visaStatus')),
    dates: oneOf(DATE_PRESETS, params.get('dates')),
    travelFrom: dayOr(params.get('travelFrom')),
    travelTo: dayOr(params.get('travelTo')),
    page: positiveOr(params.get('page'), 1),
    pageSize: pageSizeOf(params.get('pageSize'), DEFAULT_PAGE_SIZE),
  };
}

function queryString(entries: [string, string | undefined][]): string {
  const query = new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return query ? `?${query}` : '';
}

/** Defaults left out so an unfiltered list keeps a clean address. */
export function searchOfRequestsFilters(filters: RequestsFilters): string {
  return queryString([
    ['reference', filters.reference.trim() || undefined],
    ['passenger', filters.passenger.trim() || undefined],
    ['visaStatus', filters.visaStatus],
    ['dates', filters.dates],
    ['travelFrom', filters.travelFrom],
    ['travelTo', filters.travelTo],
    ['page', filters.page > 1 ? String(filters.page) : undefined],
    ['pageSize', filters.pageSize !== DEFAULT_PAGE_SIZE ? String(filters.pageSize) : undefined],
  ]);
}

/** The list call; the date preset becomes its days, counted where the user lives. */
export function requestsQueryOf(filters: RequestsFilters, timeZone: string, now = new Date()): VisaRequestsQuery {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(filters.reference ? { reference: filters.reference } : {}),
    ...(filters.passenger ? { passenger: filters.passenger } : {}),
    ...(filters.visaStatus ? { visaStatus: filters.visaStatus } : {}),
    ...(filters.travelFrom ? { travelFrom: filters.travelFrom } : {}),
    ...(filters.travelTo ? { travelTo: filters.travelTo } : {}),
    ...(filters.dates ? presetRange(filters.dates, timeZone, now) : {}),
  };
}

/** The operators' queue filters as the URL keeps them. */
export interface DeskFilters {
  visaStatus?: VisaRequestStatus;
  destination?: string;
  q: string;
  sort: 'waiting' | 'travel' | 'created_desc';
  page: number;
  pageSize: number;
}

export const DESK_SORTS = ['waiting', 'travel', 'created_desc'] as const;
const DESK_PAGE_SIZE = 20;

export function deskFiltersFromSearch(search: string): DeskFilters {
  const params = new URLSearchParams(search);
  const destination = params.get('destination')?.trim().toUpperCase();
  return {
    visaStatus: oneOf(VISA_REQUEST_STATUSES, params.get('visaStatus')),
    destination: destination && /^[A-Z]{2}$/.test(destination) ? destination : undefined,
    q: params.get('q')?.trim() ?? '',
    sort: oneOf(DESK_SORTS, params.get('sort')) ?? 'waiting',
    page: positiveOr(params.get('page'), 1),
    pageSize: pageSizeOf(params.get('pageSize'), DESK_PAGE_SIZE),
  };
}

export function searchOfDeskFilters(filters: DeskFilters): string {
  return queryString([
    ['visaStatus', filters.visaStatus],
    ['destination', filters.destination],
    ['q', filters.q.trim() || undefined],
    ['sort', filters.sort !== 'waiting' ? filters.sort : undefined],
    ['page', filters.page > 1 ? String(filters.page) : undefined],
    ['pageSize', filters.pageSize !== DESK_PAGE_SIZE ? String(filters.pageSize) : undefined],
  ]);
}

export function deskQueryOf(filters: DeskFilters): VisaDeskQuery {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    sort: filters.sort,
    ...(filters.visaStatus ? { visaStatus: filters.visaStatus } : {}),
    ...(filters.destination ? { destination: filters.destination } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}
