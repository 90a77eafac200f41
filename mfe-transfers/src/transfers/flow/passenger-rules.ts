import { ageIssue, childSeatIssue, LOCAL_TIME_PATTERN, personNameIssue, phoneIssue, TRANSFER_LIMITS, type TransferIssue, type TransferPassengers } from '@portal/contracts';

/** The same shape the contract's `transferLeadPassenger` checks, as the form holds it. */
export interface LeadDraft {
  firstName?: string;
  lastName?: string;
  email?: string;
  age?: number | null;
  phone?: string;
}

export interface TripDetailsDraft {
  serviceNumber?: string;
  terminal?: string;
  pickupTime?: string;
  companyName?: string;
  stoppingPoint?: string;
  departurePoint?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SERVICE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** A required text of at most `max` characters (the contract's `requiredText`). */
export function requiredTextIssue(value: string | undefined, max: number): 'required' | 'too_long' | null {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return 'required';
  return trimmed.length > max ? 'too_long' : null;
}

export const emailIssue = (email = ''): 'required' | 'invalid_email' | null => (!email.trim() ? 'required' : EMAIL.test(email.trim()) ? null : 'invalid_email');

export const serviceNumberIssue = (value = ''): 'required' | 'too_long' | 'invalid_service_number' | null =>
  requiredTextIssue(value, TRANSFER_LIMITS.serviceNumberMax) ?? (SERVICE_NUMBER.test(value.trim()) ? null : 'invalid_service_number');

export const pickupTimeIssue = (value = ''): 'required' | 'invalid_time' | null => (!value ? 'required' : LOCAL_TIME_PATTERN.test(value) ? null : 'invalid_time');

export const leadAgeIssue = (age: number | null | undefined): 'required' | 'age_out_of_range' | null => (age === null || age === undefined ? 'required' : ageIssue(age));

/** Spec §3 and §5 on the lead passenger, with the rules the service applies. */
export function leadIssues(lead: LeadDraft): TransferIssue[] {
  const issues: TransferIssue[] = [];
  const add = (field: keyof LeadDraft, reason: string | null) => {
    if (reason) issues.push({ field: `leadPassenger.${field}`, reason });
  };
  add('firstName', personNameIssue(lead.firstName ?? ''));
  add('lastName', personNameIssue(lead.lastName ?? ''));
  add('email', emailIssue(lead.email));
  add('age', leadAgeIssue(lead.age));
  add('phone', phoneIssue(lead.phone ?? ''));
  return issues;
}

/** Spec §5: every detail of a trip is required; child seats only for the party's children, where offered. */
export function tripDetailsIssues(trip: number, details: TripDetailsDraft, childSeats: number, passengers: TransferPassengers, seatsOffered: boolean): TransferIssue[] {
  const issues: TransferIssue[] = [];
  const add = (field: string, reason: string | null) => {
    if (reason) issues.push({ field: `trips.${trip}.${field}`, reason });
  };
  add('details.serviceNumber', serviceNumberIssue(details.serviceNumber));
  add('details.terminal', requiredTextIssue(details.terminal, TRANSFER_LIMITS.detailTextMax));
  add('details.pickupTime', pickupTimeIssue(details.pickupTime));
  add('details.companyName', requiredTextIssue(details.companyName, TRANSFER_LIMITS.detailTextMax));
  add('details.stoppingPoint', requiredTextIssue(details.stoppingPoint, TRANSFER_LIMITS.detailTextMax));
  add('details.departurePoint', requiredTextIssue(details.departurePoint, TRANSFER_LIMITS.detailTextMax));
  add('childSeats', childSeatIssue(childSeats, passengers, seatsOffered));
  return issues;
}
