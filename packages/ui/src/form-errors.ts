import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import type { FieldIssue } from '@portal/contracts';
import { describeServiceError, serviceErrorOf } from './service-error';

/** The translated reason of a field a service refused (`details.fields[].reason`), remote words first, then common ones. */
export function reasonText(t: TFunction, reason: string): string {
  return t(`validation.${reason}`, { defaultValue: t('common:validation.invalid') });
}

/** What to tell the user about a failed call: the remote's words for a known error code, else spec §8's. */
export function errorText(t: TFunction, error: unknown): string {
  const failure = serviceErrorOf(error);
  if (failure && failure.code !== 'validation_failed') {
    const known = t(`errors.${failure.code}`, { defaultValue: '', ...failure.details });
    if (known) return known;
  }
  return describeServiceError(error, t);
}

/** A dotted field path of a service (`travellers.0.lastName`) as an antd name path. */
export const namePathOf = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

function hasPath(values: unknown, path: (string | number)[]): boolean {
  let node = values;
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string | number, unknown>)[part];
  }
  return true;
}

/** Puts field issues on the form fields they name; answers the issues no mounted field shows. */
export function applyFieldIssues(form: FormInstance, issues: readonly FieldIssue[], t: TFunction): FieldIssue[] {
  const mounted: unknown = form.getFieldsValue(true);
  const unshown: FieldIssue[] = [];
  const shown: { name: (string | number)[]; errors: string[] }[] = [];
  for (const issue of issues) {
    const name = namePathOf(issue.field);
    if (issue.field !== '' && hasPath(mounted, name)) shown.push({ name, errors: [reasonText(t, issue.reason)] });
    else unshown.push(issue);
  }
  form.setFields(shown);
  return unshown;
}
