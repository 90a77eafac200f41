import { BOOKING_STATUSES, type BookingStatus } from '@portal/contracts';
import { DATE_PRESETS, presetRange, type DatePreset } from '../date-range';
import { oneOf, positiveOr } from '../url-filters';

export const PAGE_SIZES = [10, 20, 50] as const;
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** A bookings list's filters and page as the URL keeps them, so a reload or a shared link shows the same list. */
export interface BookingsFilters {
  reference: string;
  passenger: string;
  status?: BookingStatus;
  agentId?: string;
  dates?: DatePreset;
  page: number;
  pageSize: number;
}

/** What a product's bookings list call takes (every product service reads the same query). */
export interface BookingsQuery {
  page: number;
  pageSize: number;
  reference?: string;
  passenger?: string;
  status?: BookingStatus;
  agentId?: string;
  /** Booking day range (`YYYY-MM-DD`, both ends included) of the date preset, in the user's time zone. */
  from?: string;
  to?: string;
}

/** The filters a URL query holds; a value that is not one the list offers is dropped, not sent. */
export function filtersFromSearch(search: string): BookingsFilters {
  const params = new URLSearchParams(search);
  const agentId = params.get('agent')?.trim();
  return {
    reference: params.get('reference')?.trim() ?? '',
    passenger: params.get('passenger')?.trim() ?? '',
    status: oneOf(BOOKING_STATUSES, params.get('status')),
    agentId: agentId || undefined,
    dates: oneOf(DATE_PRESETS, params.get('dates')),
    page: positiveOr(params.get('page'), 1),
    pageSize: oneOf(PAGE_SIZES.map(String), params.get('pageSize')) ? Number(params.get('pageSize')) : DEFAULT_PAGE_SIZE,
  };
}

/** The URL query of some filters, defaults left out so an unfiltered list keeps a clean address. */
export function searchOfFilters(filters: BookingsFilters): string {
  const entries: [string, string | undefined][] = [
    ['reference', filters.reference.trim() || undefined],
    ['passenger', filters.passenger.trim() || undefined],
    ['status', filters.status],
    ['agent', filters.agentId],
    ['dates', filters.dates],
    ['page', filters.page > 1 ? String(filters.page) : undefined],
    ['pageSize', filters.pageSize !== DEFAULT_PAGE_SIZE ? String(filters.pageSize) : undefined],
  ];
  const query = new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return query ? `?${query}` : '';
}

/** The list call for some filters; the date preset becomes its days, counted where the user lives. */
export function bookingsQueryOf(filters: BookingsFilters, timeZone: string, now = new Date()): BookingsQuery {
  return {
    page: filters.page,
    pageSize: filters.pageSize,
    ...(filters.reference ? { reference: filters.reference } : {}),
    ...(filters.passenger ? { passenger: filters.passenger } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.agentId ? { agentId: filters.agentId } : {}),
    ...(filters.dates ? presetRange(filters.dates, timeZone, now) : {}),
  };
}
