import {
  LOCAL_TIME_PATTERN,
  passengerIssues,
  placeKindOf,
  TRANSFER_LIMITS,
  timeMeaningOf,
  tripCountRange,
  tripIssues,
  type TimeMeaning,
  type TransferIssue,
  type TransferSearchRequest,
  type TransferTripType,
} from '@portal/contracts';

export interface TripDraft {
  from?: string;
  to?: string;
  date?: string;
  time?: string;
}

/** The search form's values, shaped as the request so the service's field paths name the same fields. */
export interface SearchDraft {
  tripType: TransferTripType;
  trips: TripDraft[];
  passengers: { adults?: number | null; childrenAges: (number | null | undefined)[]; infants?: number | null };
  luggage?: number | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a trip's time means from the points picked so far: a point not yet picked counts as neither an airport nor a terminal. */
export function timeMeaningOfPoints(from?: string, to?: string): TimeMeaning {
  return timeMeaningOf(placeKindOf(from ?? '') ?? 'hotel', placeKindOf(to ?? '') ?? 'hotel');
}

/** The trips a trip type shows: one way keeps one, round trip two (the way back the reverse of the way out), multi one to three. */
export function tripsFor(tripType: TransferTripType, trips: TripDraft[]): TripDraft[] {
  const { min, max } = tripCountRange(tripType);
  const kept = trips.slice(0, max);
  while (kept.length < min) kept.push({});
  return tripType === 'round_trip' ? withReturn(kept) : kept;
}

/** A round trip's way back goes from where the way out ends to where it started. */
export function withReturn(trips: TripDraft[]): TripDraft[] {
  const [out, back] = trips;
  if (!out) return trips;
  return [out, { ...back, from: out.to, to: out.from }];
}

/**
 * Spec §4, §5 and §9 on the search form before sending: every point, day and time filled in, no day
 * before today, each child's age, then the very rules the service applies (`tripIssues`, `passengerIssues`).
 */
export function searchIssues(draft: SearchDraft, today: string): TransferIssue[] {
  const issues: TransferIssue[] = [];
  draft.trips.forEach((trip, i) => {
    if (!trip.from) issues.push({ field: `trips.${i}.from`, reason: 'required' });
    if (!trip.to) issues.push({ field: `trips.${i}.to`, reason: 'required' });
    if (!trip.date) issues.push({ field: `trips.${i}.date`, reason: 'required' });
    else if (!ISO_DAY.test(trip.date)) issues.push({ field: `trips.${i}.date`, reason: 'invalid_date' });
    else if (trip.date < today) issues.push({ field: `trips.${i}.date`, reason: 'date_in_past' });
    if (!trip.time) issues.push({ field: `trips.${i}.time`, reason: 'required' });
    else if (!LOCAL_TIME_PATTERN.test(trip.time)) issues.push({ field: `trips.${i}.time`, reason: 'invalid_time' });
  });
  const { passengers } = draft;
  if (!passengers.adults || passengers.adults < 1) issues.push({ field: 'passengers.adults', reason: 'required' });
  passengers.childrenAges.forEach((age, i) => {
    if (age === null || age === undefined) issues.push({ field: `passengers.childrenAges.${i}`, reason: 'required' });
    else if (age < TRANSFER_LIMITS.minChildAge || age > TRANSFER_LIMITS.maxChildAge) issues.push({ field: `passengers.childrenAges.${i}`, reason: 'child_age' });
  });
  if (issues.length > 0) return issues;
  const request = searchRequestOf(draft);
  return [
    ...tripIssues(request.tripType, request.trips),
    ...passengerIssues({ adults: request.passengers.adults, childrenAges: request.passengers.childrenAges ?? [], infants: request.passengers.infants ?? 0 }),
  ];
}

/** The request of a complete draft (`searchIssues` found nothing). */
export function searchRequestOf(draft: SearchDraft): TransferSearchRequest & { passengers: { childrenAges: number[]; infants: number }; luggage: number } {
  return {
    tripType: draft.tripType,
    trips: draft.trips.map((trip) => ({ from: trip.from ?? '', to: trip.to ?? '', date: trip.date ?? '', time: trip.time ?? '' })),
    passengers: {
      adults: draft.passengers.adults ?? 1,
      childrenAges: draft.passengers.childrenAges.filter((age): age is number => typeof age === 'number'),
      infants: draft.passengers.infants ?? 0,
    },
    luggage: draft.luggage ?? 0,
  };
}

/** The form's values again from a search already made. */
export function draftOf(search: TransferSearchRequest): SearchDraft {
  return {
    tripType: search.tripType,
    trips: search.trips.map((trip) => ({ ...trip })),
    passengers: { adults: search.passengers.adults, childrenAges: [...(search.passengers.childrenAges ?? [])], infants: search.passengers.infants ?? 0 },
    luggage: search.luggage ?? 0,
  };
}
