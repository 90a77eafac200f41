// Plain constants and rules without zod: screens import them without shipping the schemas' library.

/** Field limits of spec §5 and §9, shared by forms and services. */
export const LIMITS = {
  shortText: 20,
  mediumText: 30,
  longText: 50,
  emailMax: 50,
  passwordMin: 8,
  passwordMax: 30,
  contactMessageMax: 500,
  twoFactorDigits: 6,
  uploadTotalBytes: 20 * 1024 * 1024,
  logoMaxBytes: 1024 * 1024,
} as const;

/**
 * Reasons are stable keys; forms translate them (`validation.<key>`), services send them as the
 * `reason` of a field so a client can show the same translated message.
 */
export const REASONS = {
  required: 'required',
  tooLong: 'too_long',
  tooShort: 'too_short',
  email: 'invalid_email',
  phone: 'invalid_phone',
  zip: 'invalid_zip',
  passwordLength: 'password_length',
  passwordMismatch: 'password_mismatch',
  twoFactorCode: 'invalid_2fa_code',
  captcha: 'captcha_incomplete',
  invalidChoice: 'invalid_choice',
  fileType: 'invalid_file_type',
  fileSize: 'file_too_large',
  controlCharacter: 'control_character',
} as const;
export type Reason = (typeof REASONS)[keyof typeof REASONS];

/** Passenger and guest titles of spec §3: Mr., Mrs./Miss. */
export const TITLES = ['mr', 'mrs_miss'] as const;

/** Letters (any script), apostrophes, spaces and hyphens: a traveller's or guest's name (spec §5). */
export const PERSON_NAME_PATTERN = /^[\p{L}' -]+$/u;

/** The reason a first or last name is refused, as `personNameField` refuses it; null when it passes. */
export function personNameIssue(name: string): 'required' | 'too_long' | 'invalid_name' | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return REASONS.required;
  if (trimmed.length > LIMITS.mediumText) return REASONS.tooLong;
  return PERSON_NAME_PATTERN.test(trimmed) ? null : 'invalid_name';
}
