import { hotelStay, nightsBetween, type FieldIssue, type HotelDestination, type HotelFilters, type HotelSearchRequest, type HotelSort, type HotelStay } from '@portal/contracts';

/** One room as the search form holds it: a child's age stays empty until chosen. */
export interface RoomDraft {
  adults: number;
  childrenAges: (number | null | undefined)[];
}

/** The search form's values, before the contract's rules have passed. */
export interface StayDraft {
  destination?: string;
  checkIn?: string;
  checkOut?: string;
  rooms: RoomDraft[];
  nationality?: string;
}

/** How the results are shown: the service filters, sorts and pages them. */
export interface ResultsView {
  filters: HotelFilters;
  sort: HotelSort;
  page: number;
  pageSize: number;
}

export const DEFAULT_VIEW: ResultsView = { filters: { refundableOnly: false }, sort: 'price_asc', page: 1, pageSize: 10 };

/** The stay a draft describes; a missing text is sent empty so the contract names its own reason. */
export function stayOf(draft: StayDraft): HotelStay {
  return {
    destination: draft.destination ?? '',
    checkIn: draft.checkIn ?? '',
    checkOut: draft.checkOut ?? '',
    rooms: draft.rooms.map((room) => ({ adults: room.adults, childrenAges: room.childrenAges.map((age) => age ?? -1) })),
    nationality: draft.nationality ?? '',
  };
}

/**
 * Spec §5 before sending: the contract's rules (check-out after check-in, at most 30 nights, ages
 * 0 to 17), every child's age chosen, and no check-in in the past (`today` where the agent lives).
 */
export function stayIssues(draft: StayDraft, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  draft.rooms.forEach((room, r) =>
    room.childrenAges.forEach((age, c) => {
      if (age === null || age === undefined) issues.push({ field: `rooms.${r}.childrenAges.${c}`, reason: 'child_age_required' });
    }),
  );
  const parsed = hotelStay.safeParse(stayOf(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.');
      if (!issues.some((known) => known.field === field)) issues.push({ field, reason: issue.message });
    }
  }
  if (draft.checkIn && draft.checkIn < today && !issues.some((issue) => issue.field === 'checkIn')) issues.push({ field: 'checkIn', reason: 'date_in_past' });
  return issues;
}

/** Nights of a draft's dates, or null until both are chosen in order. */
export function nightsOf(checkIn?: string, checkOut?: string): number | null {
  if (!checkIn || !checkOut || checkOut <= checkIn) return null;
  return nightsBetween(checkIn, checkOut);
}

/** The search call for a stay and a view; empty filters are left out. */
export function searchRequestOf(stay: HotelStay, view: ResultsView): HotelSearchRequest {
  const { stars, boards, minPrice, maxPrice, refundableOnly, name } = view.filters;
  const filters: HotelFilters = { refundableOnly: Boolean(refundableOnly) };
  if (stars?.length) filters.stars = [...stars].sort();
  if (boards?.length) filters.boards = boards;
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (name?.trim()) filters.name = name.trim();
  return { stay, filters, sort: view.sort, page: view.page, pageSize: view.pageSize };
}

/** The day `days` after a `YYYY-MM-DD` day. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The search's `city:<id>` or `hotel:<id>` of an autocomplete answer, whether its id carries the kind or not. */
export function destinationIdOf(destination: Pick<HotelDestination, 'id' | 'kind'>): string {
  return destination.id.startsWith(`${destination.kind}:`) ? destination.id : `${destination.kind}:${destination.id}`;
}
