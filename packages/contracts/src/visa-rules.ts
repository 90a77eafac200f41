// Plain constants and rules of the visa desk without zod (spec §3, §4, §5, §9): the wizard and the service read the same ones.
import { daysBetween } from './activity-rules';
import { VISA_REQUEST_STATUSES, type VisaRequestStatus } from './visa-status';

export { VISA_REQUEST_STATUSES, type VisaRequestStatus } from './visa-status';

/** Travel document types of spec §3. */
export const TRAVEL_DOCUMENT_TYPES = ['ordinary_passport', 'identity_card', 'diplomatic_passport', 'service_passport', 'special_passport', 'foreigners_passport', 'nansen_passport'] as const;
export type TravelDocumentType = (typeof TRAVEL_DOCUMENT_TYPES)[number];

/** The kinds of visa the requirements table offers (each destination offers some of them). */
export const VISA_TYPES = ['tourist', 'business', 'family_visit', 'transit', 'student', 'umrah'] as const;
export type VisaType = (typeof VISA_TYPES)[number];

/** Participant civilities of the visa forms (spec §3, hotel visa occupants: Mr, Mrs or Ms). */
export const VISA_CIVILITIES = ['mr', 'mrs', 'ms'] as const;
export type VisaCivility = (typeof VISA_CIVILITIES)[number];

/** The documents a participant may have to provide; each visa type of the requirements table lists the ones it needs. */
export const VISA_DOCUMENT_KINDS = ['passport', 'photos', 'birth_certificate', 'proof_of_funds', 'professional_proof', 'travel_booking', 'invitation_letter', 'translations'] as const;
export type VisaDocumentKind = (typeof VISA_DOCUMENT_KINDS)[number];

/** The preliminary clauses of spec §5, each accepted before the wizard goes on; the service refuses a request without all of them. */
export const VISA_CLAUSES = ['passport_validity', 'travel_documents', 'photos_birth_certificate', 'proof_of_funds', 'professional_proof', 'french_translation'] as const;
export type VisaClause = (typeof VISA_CLAUSES)[number];

export const VISA_LIMITS = {
  /** People on one request. */
  peopleMin: 1,
  peopleMax: 9,
  /** Spec §5, §9: the passport valid at least 6 months after the return. */
  passportValidityMonths: 6,
  /** Spec §5, §9: proof of funds (shown in the clause). */
  proofOfFundsEuros: 1000,
  proofOfFundsLocal: 200_000,
  /** Spec §5, §9: every upload of one request together. */
  uploadTotalBytes: 20 * 1024 * 1024,
  /** Spec §9: jpg, jpeg, png, pdf (checked by content by the service). */
  uploadExtensions: ['jpg', 'jpeg', 'png', 'pdf'],
  uploadContentTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  /** An upload not attached to a request by then is deleted. */
  uploadKeptHours: 24,
  /** Spec §9: a message at most 500 characters. */
  messageMax: 500,
  passportNumberPattern: /^[A-Z0-9]{6,12}$/,
  placeOfBirthMax: 50,
  residenceAddressMax: 100,
  /** The longest stay a request may cover (travel date to return date). */
  stayMaxDays: 180,
} as const;

/**
 * Spec §4's visa request statuses and the moves between them. The agency cancels before the file
 * goes to the embassy; the operator asks for missing documents, sends the file to the embassy,
 * rejects it (before the embassy) and records the embassy's answer; the agency's re-upload of every
 * missing document returns it to `in_progress`.
 */
export const VISA_TRANSITIONS: Readonly<Record<VisaRequestStatus, readonly VisaRequestStatus[]>> = {
  in_progress: ['missing_documents', 'embassy_processing', 'rejected', 'cancelled'],
  missing_documents: ['in_progress', 'rejected', 'cancelled'],
  embassy_processing: ['missing_documents', 'accepted', 'denied'],
  accepted: [],
  rejected: [],
  denied: [],
  cancelled: [],
};

export function canMoveVisa(from: VisaRequestStatus, to: VisaRequestStatus): boolean {
  return VISA_TRANSITIONS[from].includes(to);
}

/** Statuses the operator moves a request to from the desk (`in_progress` comes back by the agency's re-upload only; `cancelled` is the agency's). */
export const VISA_DESK_MOVES: readonly VisaRequestStatus[] = ['missing_documents', 'embassy_processing', 'accepted', 'rejected', 'denied'];

/** Before the file reaches the embassy, cancelling (the agency) or rejecting (the operator) refunds everything paid; after, nothing comes back. */
export const VISA_REFUNDABLE: readonly VisaRequestStatus[] = ['in_progress', 'missing_documents'];

/** Statuses where nothing more happens. */
export const VISA_FINAL: readonly VisaRequestStatus[] = VISA_REQUEST_STATUSES.filter((status) => VISA_TRANSITIONS[status].length === 0);

/** The date `months` months after an ISO date (`2027-01-31` + 1 → `2027-02-28`): the last valid day of a shorter month. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Spec §5, §9: the passport must stay valid at least 6 months after the return (ISO dates). */
export function passportValidEnough(expiresAt: string, returnDate: string): boolean {
  return expiresAt >= addMonths(returnDate, VISA_LIMITS.passportValidityMonths);
}

/** The reason a file is refused by its name (the service checks its content too); null when it may be sent. */
export function visaUploadIssue(file: { name: string; size: number }, bytesAlready: number): 'invalid_file_type' | 'file_too_large' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(VISA_LIMITS.uploadExtensions as readonly string[]).includes(extension)) return 'invalid_file_type';
  return bytesAlready + file.size > VISA_LIMITS.uploadTotalBytes ? 'file_too_large' : null;
}

/** Spec §5: group and hotel stays, departure on or after arrival, at most 16 days apart. */
export const STAY_MAX_DAYS = 16;

/** Spec §5's rule for group quotations and hotel visa reservations (ISO dates); null when the stay may be asked for. */
export function stayDatesIssue16(arrival: string, departure: string): 'departure_before_arrival' | 'stay_too_long' | null {
  const days = daysBetween(arrival, departure);
  if (days < 0) return 'departure_before_arrival';
  return days > STAY_MAX_DAYS ? 'stay_too_long' : null;
}
