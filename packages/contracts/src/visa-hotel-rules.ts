// Plain constants and rules of hotel visa reservations without zod (spec §3, §4, §5, §9): the form and the service read the same ones.
import { daysBetween } from './activity-rules';
import { stayDatesIssue16 } from './visa-rules';

/** A reservation's life: the desk confirms or refuses a request; a confirmed one is cancelled (by the agency, or automatically before arrival) or converted into a paid stay. */
export const HOTEL_VISA_STATUSES = ['requested', 'confirmed', 'refused', 'cancelled', 'converted'] as const;
export type HotelVisaStatus = (typeof HOTEL_VISA_STATUSES)[number];

export const HOTEL_VISA_TRANSITIONS: Readonly<Record<HotelVisaStatus, readonly HotelVisaStatus[]>> = {
  requested: ['confirmed', 'refused', 'cancelled'],
  confirmed: ['cancelled', 'converted'],
  refused: [],
  cancelled: [],
  converted: [],
};

export function canMoveHotelVisa(from: HotelVisaStatus, to: HotelVisaStatus): boolean {
  return HOTEL_VISA_TRANSITIONS[from].includes(to);
}

/** Statuses the agency may still cancel from. */
export const HOTEL_VISA_CANCELLABLE: readonly HotelVisaStatus[] = ['requested', 'confirmed'];

/** Who cancelled a reservation: the agency, or the portal three days before arrival. */
export const HOTEL_VISA_CANCELLERS = ['agency', 'automatic'] as const;
export type HotelVisaCanceller = (typeof HOTEL_VISA_CANCELLERS)[number];

/** Spec §3, §9: budget per occupant per night, in euros. */
export const HOTEL_VISA_BUDGET_BANDS = ['0-50', '50-100', '100-150', '150-200'] as const;
export type HotelVisaBudgetBand = (typeof HOTEL_VISA_BUDGET_BANDS)[number];

export const HOTEL_VISA_OCCUPANT_TYPES = ['adult', 'child'] as const;
export type HotelVisaOccupantType = (typeof HOTEL_VISA_OCCUPANT_TYPES)[number];

export const HOTEL_VISA_LIMITS = {
  roomsMax: 9,
  occupantsPerRoomMax: 4,
  /** Spec §3: a child's age 0 to 12. */
  childAgeMin: 0,
  childAgeMax: 12,
  cityMax: 50,
  areaMax: 50,
  reasonMax: 500,
  /** Spec §4, §9: cancelled automatically three days before arrival. */
  autoCancelDaysBefore: 3,
  /** The warning (email and bell) comes a day before the automatic cancellation. */
  warningDaysBefore: 1,
  /** An arrival sooner than this would be cancelled at once: one day of life past the automatic cancellation. */
  arrivalMinDaysAhead: 4,
  currency: 'EUR',
} as const;

const DAY_MS = 86_400_000;

/** Spec §4, §9: the instant a confirmed reservation is cancelled automatically (arrival's midnight UTC less three days). */
export function hotelVisaAutoCancelAt(arrival: string): Date {
  return new Date(Date.parse(`${arrival}T00:00:00Z`) - HOTEL_VISA_LIMITS.autoCancelDaysBefore * DAY_MS);
}

/** When the agency is warned of the automatic cancellation: a day before it. */
export function hotelVisaWarningAt(arrival: string): Date {
  return new Date(hotelVisaAutoCancelAt(arrival).getTime() - HOTEL_VISA_LIMITS.warningDaysBefore * DAY_MS);
}

/** Nights of a stay (departure on arrival's day counts as none). */
export function hotelVisaNights(arrival: string, departure: string): number {
  return Math.max(0, daysBetween(arrival, departure));
}

/** Spec §5's dates, and an arrival far enough ahead (`today` as an ISO date); null when they may be sent. */
export function hotelVisaDatesIssue(
  arrival: string,
  departure: string,
  today: string,
): { field: 'arrival' | 'departure'; reason: 'arrival_too_soon' | 'departure_before_arrival' | 'stay_too_long' } | null {
  if (daysBetween(today, arrival) < HOTEL_VISA_LIMITS.arrivalMinDaysAhead) return { field: 'arrival', reason: 'arrival_too_soon' };
  const stay = stayDatesIssue16(arrival, departure);
  return stay ? { field: 'departure', reason: stay } : null;
}

/** A child's age outside 0 to 12 (spec §3); null when it fits. */
export function hotelVisaChildAgeIssue(age: number | null | undefined): 'child_age' | null {
  return age === null || age === undefined || !Number.isInteger(age) || age < HOTEL_VISA_LIMITS.childAgeMin || age > HOTEL_VISA_LIMITS.childAgeMax ? 'child_age' : null;
}
