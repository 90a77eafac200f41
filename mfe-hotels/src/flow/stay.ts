import {
  DESTINATION_ID_PATTERN,
  NATIONALITY_PATTERN,
  nightsBetween,
  stayDatesIssue,
  type FieldIssue,
  type HotelDestination,
  type HotelFilters,
  type HotelSearchRequest,
  type HotelSort,
  type HotelStay,
} from '@portal/contracts';

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

/** The stay a draft describes, once `stayIssues` found none. */
export function stayOf(draft: StayDraft): HotelStay {
  return {
    destination: draft.destination ?? '',
    checkIn: draft.checkIn ?? '',
    checkOut: draft.checkOut ?? '',
    rooms: draft.rooms.map((room) => ({ adults: room.adults, childrenAges: room.childrenAges.filter((age): age is number => typeof age === 'number') })),
    nationality: draft.nationality ?? '',
  };
}

const isDay = (day: string | undefined): day is string => /^\d{4}-\d{2}-\d{2}$/.test(day ?? '') && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/**
 * Spec §5 before sending, with the contract's rules and reasons (a destination from the list,
 * check-out after check-in and at most 30 nights, a nationality), every child's age chosen, and no
 * check-in in the past (`today` where the agent lives). Adults and ages keep to their pickers' bounds.
 */
export function stayIssues(draft: StayDraft, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!DESTINATION_ID_PATTERN.test(draft.destination ?? '')) issues.push({ field: 'destination', reason: 'invalid_destination' });
  if (!isDay(draft.checkIn)) issues.push({ field: 'checkIn', reason: 'invalid_date' });
  else if (draft.checkIn < today) issues.push({ field: 'checkIn', reason: 'date_in_past' });
  if (!isDay(draft.checkOut)) issues.push({ field: 'checkOut', reason: 'invalid_date' });
  else if (isDay(draft.checkIn)) {
    const datesIssue = stayDatesIssue(draft.checkIn, draft.checkOut);
    if (datesIssue) issues.push({ field: 'checkOut', reason: datesIssue });
  }
  draft.rooms.forEach((room, r) =>
    room.childrenAges.forEach((age, c) => {
      if (age === null || age === undefined) issues.push({ field: `rooms.${r}.childrenAges.${c}`, reason: 'child_age_required' });
    }),
  );
  if (!NATIONALITY_PATTERN.test(draft.nationality ?? '')) issues.push({ field: 'nationality', reason: 'invalid_choice' });
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
