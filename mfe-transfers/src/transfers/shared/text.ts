import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type LocalMoment, type TransferIssue } from '@portal/contracts';
import { errorText, namePathOf, serviceErrorOf } from '@portal/ui';

/** Transfers' words live under `transfers.` of the remote's strings (activities share the remote); `tc` reads any key. */
export function useTransfersText() {
  const { t: tc } = useTranslation();
  const t = ((key: string, options?: Record<string, unknown>) => tc(`transfers.${key}`, options ?? {})) as (key: string, options?: Record<string, unknown>) => string;
  return { t, tc };
}

/** A refused field's reason: transfers' words first, then the common ones. */
export function issueText(tc: TFunction, reason: string): string {
  return tc(`transfers.validation.${reason}`, { defaultValue: tc(`common:validation.${reason}`, { defaultValue: tc('common:validation.invalid') }) });
}

/** A failed call in transfers' words for a known code, else the common ones (spec §8). */
export function failureText(tc: TFunction, error: unknown): string {
  const failure = serviceErrorOf(error);
  if (failure && failure.code !== 'validation_failed') {
    const known = tc(`transfers.errors.${failure.code}`, { defaultValue: '', ...failure.details });
    if (known) return known;
  }
  return errorText(tc, error);
}

/** Puts issues on the mounted fields they name; answers those no field shows (they go beside the action). */
export function showIssues(form: FormInstance, issues: readonly TransferIssue[], tc: TFunction): TransferIssue[] {
  const mounted = new Set(form.getFieldsError().map((field) => field.name.join('.')));
  const unshown: TransferIssue[] = [];
  const shown: { name: (string | number)[]; errors: string[] }[] = [];
  for (const issue of issues) {
    if (mounted.has(issue.field)) shown.push({ name: namePathOf(issue.field), errors: [issueText(tc, issue.reason)] });
    else unshown.push(issue);
  }
  form.setFields(shown);
  return unshown;
}

/** A moment as the traveller reads it, on the clock of the place (`local` carries it before its offset). */
export function localText(moment: LocalMoment, dateTimeFormat: string): string {
  return formatDateTime(`${moment.local.slice(0, 19)}Z`, dateTimeFormat, 'UTC');
}

/** Only the wall-clock time `HH:mm` of a local moment. */
export const localTimeOf = (moment: LocalMoment): string => moment.local.slice(11, 16);

/** A `YYYY-MM-DD` day in the user's date pattern (a calendar day, no time zone). */
export function dayText(day: string, dateTimeFormat: string): string {
  return formatDateTime(`${day}T12:00:00Z`, dateTimeFormat.split(' ')[0] ?? 'DD/MM/YYYY', 'UTC');
}

/** The party in words: `2 adults, 1 child`, children and infants only when there are some. */
export function partyText(t: (key: string, options?: Record<string, unknown>) => string, party: { adults: number; childrenAges?: number[]; infants?: number }): string {
  const children = party.childrenAges?.length ?? 0;
  const infants = party.infants ?? 0;
  return [t('party.adults', { count: party.adults }), children ? t('party.children', { count: children }) : '', infants ? t('party.infants', { count: infants }) : ''].filter(Boolean).join(', ');
}
