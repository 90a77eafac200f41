import type { FieldIssue } from '@portal/contracts';
import type { TFunction } from 'i18next';

/** A failed call, read from what RTK Query hands back: the service's error body, or how the call failed. */
export interface ServiceError {
  /** HTTP status, or 0 when no answer came (network, timeout, unreadable answer). */
  status: number;
  /** The service's `error.code`, or `fetch_error`, `timeout_error`, `parsing_error`. */
  code: string;
  message: string;
  details: Record<string, unknown>;
  /** `details.fields` of a validation failure. */
  fields: FieldIssue[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function fieldsOf(details: Record<string, unknown>): FieldIssue[] {
  const fields = details.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((issue): issue is FieldIssue => isRecord(issue) && typeof issue.field === 'string' && typeof issue.reason === 'string');
}

/** The service error inside an RTK Query error (`FetchBaseQueryError` or a thrown `unwrap()`), or null for anything else. */
export function serviceErrorOf(error: unknown): ServiceError | null {
  if (!isRecord(error) || !('status' in error)) return null;
  const { status } = error;
  if (status === 'FETCH_ERROR') return { status: 0, code: 'fetch_error', message: '', details: {}, fields: [] };
  if (status === 'TIMEOUT_ERROR') return { status: 0, code: 'timeout_error', message: '', details: {}, fields: [] };
  if (status === 'PARSING_ERROR') return { status: 0, code: 'parsing_error', message: '', details: {}, fields: [] };
  if (typeof status !== 'number') return null;
  const body = isRecord(error.data) && isRecord(error.data.error) ? error.data.error : {};
  const details = isRecord(body.details) ? body.details : {};
  return {
    status,
    code: typeof body.code === 'string' ? body.code : `http_${status}`,
    message: typeof body.message === 'string' ? body.message : '',
    details,
    fields: fieldsOf(details),
  };
}

/**
 * The translated words for a failed call of spec §8: no answer, a timeout, an unreadable answer,
 * or the status text of the catalogue (`common:errors.*`).
 */
export function describeServiceError(error: unknown, t: TFunction): string {
  const failure = serviceErrorOf(error);
  if (!failure) return t('common:errors.requestError');
  if (failure.code === 'fetch_error') return t('common:errors.fetchError');
  if (failure.code === 'timeout_error') return t('common:errors.timeoutError');
  if (failure.code === 'parsing_error') return t('common:errors.parsingError');
  const key = `common:errors.http.${failure.status}`;
  return t(key, { defaultValue: t('common:errors.httpError', { status: failure.status }) });
}
