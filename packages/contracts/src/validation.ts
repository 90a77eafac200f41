import { z } from 'zod';
import { LIMITS, PERSON_NAME_PATTERN, REASONS } from './limits';

export { LIMITS, PERSON_NAME_PATTERN, personNameIssue, REASONS, TITLES, type Reason } from './limits';

export const PHONE_PATTERN = /^\d{8,15}$/;
export const ZIP_PATTERN = /^\d{4,5}$/;
export const TWO_FACTOR_PATTERN = /^\d{6}$/;

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

/** A traveller's or guest's first or last name: letters, apostrophes, spaces and hyphens, at most 30 characters (spec §5). */
export const personNameField = z
  .string({ error: REASONS.required })
  .trim()
  .min(1, { error: REASONS.required })
  .max(LIMITS.mediumText, { error: REASONS.tooLong })
  .regex(PERSON_NAME_PATTERN, { error: 'invalid_name' });

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
