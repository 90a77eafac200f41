import { ACTIVITY_DESTINATION_PATTERN, activityDatesIssue, type ActivityFilters, type ActivitySearchRequest, type ActivitySort, type FieldIssue } from '@portal/contracts';

/** The search form's values, before the contract's rules have passed. */
export interface SearchDraft {
  destination?: string;
  from?: string;
  to?: string;
}

/** How the results are shown: the service filters, sorts and pages them. */
export interface ResultsView {
  filters: ActivityFilters;
  sort: ActivitySort;
  page: number;
  pageSize: number;
}

export const DEFAULT_VIEW: ResultsView = { filters: { freeCancellationOnly: false }, sort: 'price_asc', page: 1, pageSize: 10 };

const isDay = (day: string | undefined): day is string => /^\d{4}-\d{2}-\d{2}$/.test(day ?? '') && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));

/** Spec §5 before sending, with the contract's reasons: a destination from the list, days in order within the span, none in the past. */
export function searchIssues(draft: SearchDraft, today: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!ACTIVITY_DESTINATION_PATTERN.test(draft.destination ?? '')) issues.push({ field: 'destination', reason: 'invalid_destination' });
  if (!isDay(draft.from)) issues.push({ field: 'from', reason: 'invalid_date' });
  else if (draft.from < today) issues.push({ field: 'from', reason: 'date_in_past' });
  if (!isDay(draft.to)) issues.push({ field: 'to', reason: 'invalid_date' });
  else if (isDay(draft.from)) {
    const issue = activityDatesIssue(draft.from, draft.to);
    if (issue) issues.push({ field: 'to', reason: issue });
  }
  return issues;
}

/** The search call for a searched place and days and a view; empty filters are left out. */
export function searchRequestOf(search: Required<SearchDraft>, view: ResultsView): ActivitySearchRequest {
  const { categories, confirmationTypes, minPrice, maxPrice, minDuration, maxDuration, freeCancellationOnly, text } = view.filters;
  const filters: ActivityFilters = { freeCancellationOnly: Boolean(freeCancellationOnly) };
  if (categories?.length) filters.categories = [...categories].sort();
  if (confirmationTypes?.length) filters.confirmationTypes = [...confirmationTypes].sort();
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (minDuration !== undefined) filters.minDuration = minDuration;
  if (maxDuration !== undefined) filters.maxDuration = maxDuration;
  if (text?.trim()) filters.text = text.trim();
  return { destination: search.destination, from: search.from, to: search.to, filters, sort: view.sort, page: view.page, pageSize: view.pageSize };
}

/** The day `days` after a `YYYY-MM-DD` day. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
