import type { TFunction } from 'i18next';
import { errorText, serviceErrorOf } from '@portal/ui';

/** What to say when a desk action fails: the desk's words for the service's codes (a refused move, an archived ticket, an unknown support user), else the usual ones. */
export function deskErrorText(t: TFunction, error: unknown): string {
  const failure = serviceErrorOf(error);
  const code = failure?.fields[0]?.reason ?? failure?.code;
  const known = code ? t(`deskTicket.errors.${code}`, { defaultValue: '' }) : '';
  return known || errorText(t, error);
}
