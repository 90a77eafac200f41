import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, PHONE_PATTERN, REASONS, TWO_FACTOR_PATTERN, ZIP_PATTERN } from '@portal/contracts';

/**
 * Form rules of spec §5 with their translated messages, the same limits the services apply, so a
 * form says what is wrong before anything is sent.
 */
export function useRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const reason = (key: string, values?: Record<string, unknown>) => t(`validation.${key}`, values);
    return {
      required: (): FormRule => ({ required: true, whitespace: true, message: t('common:errors.requiredField') }),
      requiredChoice: (): FormRule => ({ required: true, message: t('common:errors.requiredField') }),
      max: (max: number): FormRule => ({ max, message: reason(REASONS.tooLong, { max }) }),
      email: (): FormRule[] => [
        { type: 'email', message: reason(REASONS.email) },
        { max: LIMITS.emailMax, message: reason(REASONS.tooLong, { max: LIMITS.emailMax }) },
      ],
      phone: (): FormRule => ({ pattern: PHONE_PATTERN, message: reason(REASONS.phone) }),
      zip: (): FormRule => ({ pattern: ZIP_PATTERN, message: reason(REASONS.zip) }),
      password: (): FormRule => ({
        min: LIMITS.passwordMin,
        max: LIMITS.passwordMax,
        message: reason(REASONS.passwordLength, { min: LIMITS.passwordMin, max: LIMITS.passwordMax }),
      }),
      /** The repeat of a new password must match it (spec §5). */
      repeats:
        (field: string): FormRule =>
        ({ getFieldValue }) => ({
          validator: (_, value: unknown) => (!value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(reason(REASONS.passwordMismatch)))),
        }),
      twoFactorCode: (): FormRule => ({ pattern: TWO_FACTOR_PATTERN, message: reason(REASONS.twoFactorCode) }),
    };
  }, [t]);
}
