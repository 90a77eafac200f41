import { daysBetween } from './activity-rules';
// Plain constants and rules of group quotations without zod (spec §3, §5, §9): the form and the service read the same ones.

/** Spec §3: the ten kinds of group. */
export const GROUP_TYPES = ['adults', 'students', 'seniors', 'athletes', 'tourists', 'school_groups', 'events', 'seminars', 'incentive', 'business_package'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** Spec §3: hotel categories, 1 to 5 stars (several may be asked for). */
export const HOTEL_CATEGORIES = [1, 2, 3, 4, 5] as const;
export type HotelCategory = (typeof HOTEL_CATEGORIES)[number];

/** Spec §3: every meal plan of the list. */
export const GROUP_MEAL_PLANS = [
  'room_only',
  'bed_and_breakfast',
  'half_board',
  'full_board',
  'all_inclusive',
  'soft_all_inclusive',
  'ultra_all_inclusive',
  'luxury_all_inclusive',
  'a_la_carte_half_board',
  'a_la_carte_full_board',
  'prestige_formula',
  'half_board_plus',
  'full_board_plus',
  'meals_as_per_program',
] as const;
export type GroupMealPlan = (typeof GROUP_MEAL_PLANS)[number];

/** The room types a group asks for; the operator's rates are per room type per night. */
export const GROUP_ROOM_TYPES = ['single', 'double', 'twin', 'triple', 'quadruple', 'family'] as const;
export type GroupRoomType = (typeof GROUP_ROOM_TYPES)[number];

/** Additional services a group may ask for beside the rooms. */
export const GROUP_SERVICES = ['airport_transfers', 'guide', 'excursions', 'meeting_room', 'coach', 'visa_assistance', 'insurance'] as const;
export type GroupService = (typeof GROUP_SERVICES)[number];

export const GROUP_LIMITS = {
  roomsMax: 60,
  /** People in one room (adults, children and babies together). */
  occupantsPerRoomMax: 6,
  /** Spec §9: a message (special requests, terms) at most 500 characters. */
  textMax: 500,
  groupNameMax: 50,
  destinationMax: 50,
  /** Up to three options per quote. */
  optionsMax: 3,
  /** The operator answers within 24 hours of the request (or of the new ask). */
  answerHours: 24,
  /** Spec §3: a child is under 12, a baby under 2. */
  childAgeUnder: 12,
  babyAgeUnder: 2,
} as const;

/**
 * A group quotation's statuses: the desk quotes or refuses a request awaiting its quote; the agency
 * accepts one option (then it is booked once paid, or back to quoted if the payment is refused),
 * or declines (and may ask again); a quote past its validity expires.
 */
export const GROUP_QUOTE_STATUSES = ['awaiting_quote', 'quoted', 'accepted', 'declined', 'refused', 'expired', 'booked', 'cancelled'] as const;
export type GroupQuoteStatus = (typeof GROUP_QUOTE_STATUSES)[number];

export const GROUP_TRANSITIONS: Readonly<Record<GroupQuoteStatus, readonly GroupQuoteStatus[]>> = {
  awaiting_quote: ['quoted', 'refused', 'cancelled'],
  quoted: ['accepted', 'declined', 'expired', 'cancelled'],
  accepted: ['booked', 'quoted', 'expired'],
  declined: ['awaiting_quote'],
  refused: [],
  expired: [],
  booked: [],
  cancelled: [],
};

export function canMoveGroup(from: GroupQuoteStatus, to: GroupQuoteStatus): boolean {
  return GROUP_TRANSITIONS[from].includes(to);
}

/** Statuses where the desk still owes an answer (its queue). */
export const GROUP_AWAITING: readonly GroupQuoteStatus[] = ['awaiting_quote'];

/** Nights between two ISO dates (0 on a same-day departure). */
export function groupNights(arrival: string, departure: string): number {
  return daysBetween(arrival, departure);
}

export interface GroupRoomCounts {
  adults: number;
  children: number;
  babies: number;
  babyBeds: number;
}

/** A room's occupants: at least one adult, at most six people, a baby bed only for a baby. */
export function groupRoomIssue(room: GroupRoomCounts): { field: keyof GroupRoomCounts; reason: 'adult_required' | 'room_too_full' | 'baby_beds_exceed_babies' } | null {
  if (room.adults < 1) return { field: 'adults', reason: 'adult_required' };
  if (room.adults + room.children + room.babies > GROUP_LIMITS.occupantsPerRoomMax) return { field: 'children', reason: 'room_too_full' };
  if (room.babyBeds > room.babies) return { field: 'babyBeds', reason: 'baby_beds_exceed_babies' };
  return null;
}

export function occupantsOf(room: GroupRoomCounts): number {
  return room.adults + room.children + room.babies;
}

export interface GroupRate {
  roomType: GroupRoomType;
  perNight: number;
}

export interface GroupPricing {
  rates: readonly GroupRate[];
  taxes: number;
  fees: number;
  freeRooms: number;
}

/**
 * An option's total for the rooms asked (minor units): each room at its type's rate per night, the
 * free rooms taken off the cheapest rooms, then taxes and fees. Null when a room type has no rate.
 */
export function groupOptionTotal(option: GroupPricing, rooms: readonly { type: GroupRoomType }[], nights: number): { roomsTotal: number; freeRoomsValue: number; total: number } | null {
  const perRoom: number[] = [];
  for (const room of rooms) {
    const rate = option.rates.find((candidate) => candidate.roomType === room.type);
    if (!rate) return null;
    perRoom.push(rate.perNight * Math.max(nights, 1));
  }
  const roomsTotal = perRoom.reduce((sum, amount) => sum + amount, 0);
  const freeRoomsValue = [...perRoom]
    .sort((a, b) => a - b)
    .slice(0, option.freeRooms)
    .reduce((sum, amount) => sum + amount, 0);
  return { roomsTotal, freeRoomsValue, total: roomsTotal - freeRoomsValue + option.taxes + option.fees };
}

/** When the desk's answer is due: 24 hours after the request (or the new ask). */
export function groupAnswerDueAt(askedAt: Date): Date {
  return new Date(askedAt.getTime() + GROUP_LIMITS.answerHours * 60 * 60 * 1000);
}
