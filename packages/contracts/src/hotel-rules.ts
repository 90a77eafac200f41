// Hotels' plain constants and rules without zod: the remote's screens use them without shipping the schemas' library; hotels.ts builds its schemas on them.
import { LIMITS } from './limits';

/** Board codes the hotel suppliers sell: the first five of the spec's meal plan list. */
export const BOARD_CODES = ['room_only', 'bed_and_breakfast', 'half_board', 'full_board', 'all_inclusive'] as const;

export const ROOM_TYPES = ['single', 'standard_double', 'twin', 'superior_double', 'deluxe', 'family', 'junior_suite', 'suite'] as const;

export const FACILITIES = [
  'wifi',
  'parking',
  'pool',
  'spa',
  'gym',
  'restaurant',
  'bar',
  'room_service',
  'air_conditioning',
  'airport_shuttle',
  'family_rooms',
  'pets_allowed',
  'accessible',
  'beach',
  'business_centre',
  'laundry',
] as const;

export const HOTEL_LIMITS = {
  maxRooms: 5,
  maxAdultsPerRoom: 4,
  maxChildrenPerRoom: 4,
  /** Children's ages (0 to 17 on the check-in day). */
  maxChildAge: 17,
  maxNights: 30,
  /** Rate comments, special requests. */
  specialRequestsMax: LIMITS.contactMessageMax,
} as const;

/** Pay-later reminders, in days before the agent's payment deadline (email and bell). */
export const PAY_LATER_REMINDER_DAYS = [7, 3, 1] as const;
/** The agent's payment deadline is this long before the supplier's. */
export const PAY_LATER_MARGIN_MS = 24 * 60 * 60 * 1000;

export const HOTEL_SORTS = ['price_asc', 'price_desc', 'stars_desc', 'stars_asc', 'name_asc'] as const;

/** Whole nights between two `YYYY-MM-DD` days. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000);
}

export const RATE_TYPES = ['bookable', 'recheck'] as const;
/** At booking, or later: by the payment deadline. */
export const RATE_PAYMENTS = ['at_booking', 'pay_later'] as const;

export const HOTEL_PAYMENTS = ['balance', 'agency', 'pay_later'] as const;

/** Spec §5 on guests, for the form and the service alike: lead guests' names differ. */
export function guestIssues(rooms: { leadGuest: { firstName?: string; lastName?: string } }[]): { field: string; reason: string }[] {
  const issues: { field: string; reason: string }[] = [];
  const seen = new Set<string>();
  rooms.forEach(({ leadGuest }, i) => {
    if (!leadGuest.firstName || !leadGuest.lastName) return;
    const name = `${leadGuest.firstName.trim().toLowerCase()} ${leadGuest.lastName.trim().toLowerCase()}`;
    if (seen.has(name)) issues.push({ field: `rooms.${i}.leadGuest.lastName`, reason: 'names_must_differ' });
    seen.add(name);
  });
  return issues;
}

/** `city:<id>` or `hotel:<id>`, as the destination autocomplete answers it. */
export const DESTINATION_ID_PATTERN = /^(city|hotel):[\w-]{1,64}$/;
/** ISO 3166 alpha-2. */
export const NATIONALITY_PATTERN = /^[A-Z]{2}$/;

/** Spec §5 on a stay's dates (`YYYY-MM-DD`): check-out after check-in, at most `maxNights`; null when they pass. */
export function stayDatesIssue(checkIn: string, checkOut: string): 'check_out_before_check_in' | 'stay_too_long' | null {
  if (checkOut <= checkIn) return 'check_out_before_check_in';
  return nightsBetween(checkIn, checkOut) > HOTEL_LIMITS.maxNights ? 'stay_too_long' : null;
}
