import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldIssue } from '@portal/contracts';
import { errorsOf, serverErrorsOf, type FieldErrors, type FormSchema } from './validation';

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

/** `{ 'admin.email': 'a@b' }` → `{ admin: { email: 'a@b' } }`: flat form fields as the request body. */
export function nest(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const parts = path.split('.');
    let node = body;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      node = (node[part] = typeof child === 'object' && child !== null ? child : {}) as Record<string, unknown>;
    }
    node[parts[parts.length - 1]!] = value;
  }
  return body;
}

export function fieldId(name: string): string {
  return `field-${name.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}

export interface SchemaForm<V extends FormValues, Out> {
  values: V;
  errors: FieldErrors;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Validates one field when the user leaves it. */
  blur(name: string): void;
  /** Validates everything; the parsed body (trimmed, normalised as the service would) or null, focusing the first wrong field. */
  submit(): Out | null;
  /** Puts a 400's `details.fields` on the form; answers the issues no field on the page shows. */
  showServerErrors(fields: readonly FieldIssue[]): FieldIssue[];
  setError(name: string, reason: string | null): void;
  reset(values?: V): void;
}

/**
 * A form validated by a contracts schema: the messages of spec §5 show as the user leaves a field
 * and before anything is sent, and the service's field errors land on the same fields.
 */
export function useSchemaForm<V extends FormValues, Out>(schema: FormSchema<Out>, initial: V, build: (values: V) => unknown = nest): SchemaForm<V, Out> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const latest = useRef({ values, errors, build });
  latest.current = { values, errors, build };

  const check = useCallback(
    (current: V): { data: Out | null; errors: FieldErrors } => {
      const result = schema.safeParse(latest.current.build(current));
      if (result.success) return { data: result.data, errors: {} };
      return { data: null, errors: errorsOf(result.error.issues, (path) => current[path]) };
    },
    [schema],
  );

  const set = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      const next = { ...latest.current.values, [name]: value };
      latest.current.values = next;
      setValues(next);
      // A field already flagged is re-checked as it is corrected.
      if (latest.current.errors[name]) setErrors((previous) => ({ ...previous, [name]: check(next).errors[name] }));
    },
    [check],
  );

  const blur = useCallback(
    (name: string) => {
      const found = check(latest.current.values).errors[name];
      setErrors((previous) => (previous[name]?.reason === found?.reason ? previous : { ...previous, [name]: found }));
    },
    [check],
  );

  const submit = useCallback((): Out | null => {
    const result = check(latest.current.values);
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) document.getElementById(fieldId(first))?.focus();
    return result.data;
  }, [check]);

  const showServerErrors = useCallback((fields: readonly FieldIssue[]) => {
    const found = serverErrorsOf(fields);
    setErrors((previous) => ({ ...previous, ...found }));
    const shown = fields.filter((issue) => document.getElementById(fieldId(issue.field)));
    if (shown[0]) document.getElementById(fieldId(shown[0].field))?.focus();
    return fields.filter((issue) => !shown.includes(issue));
  }, []);

  const setError = useCallback((name: string, reason: string | null) => {
    setErrors((previous) => ({ ...previous, [name]: reason ? { reason } : undefined }));
  }, []);

  const initialValues = useRef(initial);
  const reset = useCallback((next?: V) => {
    setValues(next ?? initialValues.current);
    setErrors({});
  }, []);

  return useMemo(() => ({ values, errors, set, blur, submit, showServerErrors, setError, reset }), [values, errors, set, blur, submit, showServerErrors, setError, reset]);
}
