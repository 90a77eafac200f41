import { z } from 'zod';

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

export const PHONE_PATTERN = /^\d{8,15}$/;
export const ZIP_PATTERN = /^\d{4,5}$/;
export const TWO_FACTOR_PATTERN = /^\d{6}$/;

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

export const requiredText = (max: number) => z.string({ error: REASONS.required }).trim().min(1, { error: REASONS.required }).max(max, { error: REASONS.tooLong });

export const optionalText = (max: number) => z.string().trim().max(max, { error: REASONS.tooLong }).optional();

export const emailField = z
  .string({ error: REASONS.required })
  .trim()
  .toLowerCase()
  .min(1, { error: REASONS.required })
  .max(LIMITS.emailMax, { error: REASONS.tooLong })
  .pipe(z.email({ error: REASONS.email }));

export const phoneField = z.string({ error: REASONS.required }).trim().min(1, { error: REASONS.required }).regex(PHONE_PATTERN, { error: REASONS.phone });

export const zipField = z.string({ error: REASONS.required }).trim().min(1, { error: REASONS.required }).regex(ZIP_PATTERN, { error: REASONS.zip });

export const passwordField = z.string({ error: REASONS.required }).min(LIMITS.passwordMin, { error: REASONS.passwordLength }).max(LIMITS.passwordMax, { error: REASONS.passwordLength });

export const twoFactorCodeField = z.string({ error: REASONS.required }).trim().regex(TWO_FACTOR_PATTERN, { error: REASONS.twoFactorCode });

/** A new password typed twice (spec §5: repeat must match). */
export const newPasswordFields = z
  .object({ password: passwordField, repeatPassword: z.string({ error: REASONS.required }) })
  .refine((v) => v.password === v.repeatPassword, { path: ['repeatPassword'], error: REASONS.passwordMismatch });

/** Passenger and guest titles of spec §3: Mr., Mrs./Miss. */
export const TITLES = ['mr', 'mrs_miss'] as const;

/** A traveller's or guest's first or last name: letters, apostrophes, spaces and hyphens, at most 30 characters (spec §5). */
export const personNameField = z
  .string({ error: REASONS.required })
  .trim()
  .min(1, { error: REASONS.required })
  .max(LIMITS.mediumText, { error: REASONS.tooLong })
  .regex(/^[\p{L}' -]+$/u, { error: 'invalid_name' });

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
