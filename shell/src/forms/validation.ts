import type { FieldIssue } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** What is wrong with a field: a stable reason of the contracts (REASONS) and its limits. */
export interface FieldError {
  reason: string;
  max?: number;
  min?: number;
}

/** The part of a zod issue a form reads. */
export interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  code: string;
  maximum?: unknown;
  minimum?: unknown;
}

/** A contracts schema: forms validate with the very schema the service validates with. */
export interface FormSchema<Out> {
  safeParse(input: unknown): { success: true; data: Out } | { success: false; error: { issues: SchemaIssue[] } };
}

export type FieldErrors = Partial<Record<string, FieldError>>;

const KNOWN_REASONS = new Set([
  'required',
  'too_long',
  'too_short',
  'invalid_email',
  'invalid_phone',
  'invalid_zip',
  'password_length',
  'password_mismatch',
  'invalid_2fa_code',
  'captcha_incomplete',
  'invalid_choice',
  'invalid_file_type',
  'file_too_large',
  'email_taken',
  'wrong_password',
]);

/** A form field left blank (fields outside the form, such as the captcha, are undefined and keep their reason). */
const isBlank = (value: unknown) => (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The first issue of each field, keyed by its dotted path (the same path a 400's `details.fields` names). */
export function errorsOf(issues: readonly SchemaIssue[], valueOf: (path: string) => unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path]) continue;
    // A blank field is missing rather than wrong (an empty password is not "8 to 30 characters").
    const reason = isBlank(valueOf(path)) ? 'required' : KNOWN_REASONS.has(issue.message) ? issue.message : 'invalid';
    errors[path] = {
      reason,
      ...(reason === 'too_long' && typeof issue.maximum === 'number' ? { max: issue.maximum } : {}),
      ...(reason === 'too_short' && typeof issue.minimum === 'number' ? { min: issue.minimum } : {}),
    };
  }
  return errors;
}

/** A 400's `details.fields` as field errors. */
export function serverErrorsOf(fields: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, reason } of fields) errors[field] ??= { reason: KNOWN_REASONS.has(reason) ? reason : 'invalid' };
  return errors;
}

/** The translated message of a field error (`common:validation.<reason>`). */
export function validationMessage(t: TFunction, error: FieldError): string {
  if (error.reason === 'too_long' && error.max === undefined) return t('common:validation.too_long_plain');
  return t(`common:validation.${error.reason}`, { max: error.max, min: error.min });
}
