import type { TFunction } from 'i18next';
import type { Language } from '@portal/contracts';
import { describeServiceError, serviceErrorOf } from '@portal/ui';
import { retryAfterSeconds, waitingTime } from './retry-after';

/** Identity's refusals the sign-in screens explain in their own words (shell `auth.errors.*`). */
const EXPLAINED = new Set([
  'invalid_credentials',
  'email_not_verified',
  'agency_pending_approval',
  'agency_rejected',
  'account_disabled',
  'two_factor_expired',
  'partner_signature_invalid',
  'partner_link_expired',
  'partner_link_not_yet_valid',
  'partner_link_used',
  'invalid_link',
  'link_expired',
]);

/**
 * The translated reason a sign-in, link or form call failed. With `serverWording`, a refusal this
 * screen does not explain shows the service's own message (spec §8, partner entry).
 */
export function authErrorMessage(error: unknown, t: TFunction, language: Language, serverWording = false): string {
  const failure = serviceErrorOf(error);
  if (failure?.code === 'too_many_requests') {
    const seconds = retryAfterSeconds(failure.details);
    return seconds ? t('auth.errors.too_many_requests', { time: waitingTime(seconds, language) }) : t('auth.errors.too_many_requests_now');
  }
  if (failure && EXPLAINED.has(failure.code)) return t(`auth.errors.${failure.code}`);
  if (serverWording && failure?.message) return failure.message;
  return describeServiceError(error, t);
}
