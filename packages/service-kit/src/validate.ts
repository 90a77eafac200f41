import { REASONS, type FieldIssue } from '@portal/contracts';
import type { Middleware } from 'koa';
import type { RouterContext } from '@koa/router';
import { z } from 'zod';
import { readJsonBody } from './body';
import type { AppState } from './context';
import { AppError } from './errors';

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface ValidatedInput<S extends RequestSchemas> {
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  params: Parsed<S['params']>;
}

export type RouteContext<S extends object = object> = RouterContext<AppState & S>;

export function fieldIssues(error: z.ZodError, prefix?: string): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.'),
    reason: issue.message,
  }));
}

// C0 control characters but tab, line feed and carriage return: no one types them, and NUL breaks databases' patterns.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Every string (and object key) of a client's input that holds a control character, as field issues. */
export function controlCharacterIssues(value: unknown, prefix?: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const visit = (node: unknown, path: string[]) => {
    const field = () => [prefix, ...path].filter((part) => part !== undefined && part !== '').join('.');
    if (typeof node === 'string') {
      if (CONTROL_CHARACTER.test(node)) issues.push({ field: field(), reason: REASONS.controlCharacter });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, String(index)]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (CONTROL_CHARACTER.test(key)) issues.push({ field: field(), reason: REASONS.controlCharacter });
        else visit(item, [...path, key]);
      }
    }
  };
  visit(value, []);
  return issues;
}

function check<T extends z.ZodType>(schema: T, value: unknown, where: 'body' | 'query' | 'params'): z.infer<T> {
  const prefix = where === 'body' ? undefined : where;
  const controls = controlCharacterIssues(value, prefix);
  if (controls.length > 0) throw new AppError('validation_failed', undefined, { fields: controls });
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError('validation_failed', undefined, { fields: fieldIssues(result.error, prefix) });
}

export interface HandleOptions {
  /** Largest accepted JSON body in bytes. */
  bodyLimit?: number;
}

/**
 * A route handler with its input validated by the shared zod schemas: 400 with every field and
 * reason on a mismatch or a control character in any string, 415 for a non-JSON body, 400 for malformed JSON.
 */
export function handle<S extends RequestSchemas, X extends object = object>(
  schemas: S,
  handler: (ctx: RouteContext<X>, input: ValidatedInput<S>) => Promise<void> | void,
  options: HandleOptions = {},
): Middleware<AppState & X> {
  return async (ctx) => {
    const routeCtx = ctx as unknown as RouteContext<X>;
    const input = {
      body: schemas.body ? check(schemas.body, await readJsonBody(ctx, options.bodyLimit), 'body') : undefined,
      query: schemas.query ? check(schemas.query, ctx.query, 'query') : undefined,
      params: schemas.params ? check(schemas.params, routeCtx.params, 'params') : undefined,
    } as ValidatedInput<S>;
    await handler(routeCtx, input);
  };
}
