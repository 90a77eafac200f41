import { REASONS, type FieldIssue, type NonJsonResponse, type ResponseContract } from '@portal/contracts';
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

/** A route's whole contract: its input schemas and what it answers on success. */
export interface RouteSchemas extends RequestSchemas {
  response: ResponseContract;
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
  visitControls(value, [], prefix, issues);
  return issues;
}

// Called for every value of every request: one path array walked in place, the field named only on an issue.
function visitControls(node: unknown, path: string[], prefix: string | undefined, issues: FieldIssue[]): void {
  if (typeof node === 'string') {
    if (CONTROL_CHARACTER.test(node)) issues.push({ field: fieldOf(prefix, path), reason: REASONS.controlCharacter });
  } else if (Array.isArray(node)) {
    for (let index = 0; index < node.length; index++) {
      path.push(String(index));
      visitControls(node[index], path, prefix, issues);
      path.pop();
    }
  } else if (node !== null && typeof node === 'object') {
    for (const key of Object.keys(node)) {
      if (CONTROL_CHARACTER.test(key)) issues.push({ field: fieldOf(prefix, path), reason: REASONS.controlCharacter });
      else {
        path.push(key);
        visitControls((node as Record<string, unknown>)[key], path, prefix, issues);
        path.pop();
      }
    }
  }
}

function fieldOf(prefix: string | undefined, path: string[]): string {
  return [prefix, ...path].filter((part) => part !== undefined && part !== '').join('.');
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

/** Development and tests check every answer against its contract; production trusts it. */
export function checksResponses(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}

const isSchema = (contract: z.ZodType | NonJsonResponse): contract is z.ZodType => contract instanceof z.ZodType;

/** Why a non-JSON answer does not match its declaration, or undefined when it does. */
function nonJsonMismatch(contract: NonJsonResponse, ctx: RouteContext): string | undefined {
  const mediaType = ctx.response.type;
  switch (contract.kind) {
    case 'no_content':
      return ctx.status === 204 ? undefined : `expected 204, got ${ctx.status}`;
    case 'redirect':
      return ctx.status >= 300 && ctx.status < 400 && ctx.response.get('location') ? undefined : `expected a redirect, got ${ctx.status}`;
    case 'html':
      return mediaType === 'text/html' ? undefined : `expected an HTML page, got ${mediaType || 'no body'}`;
    case 'event_stream':
      return mediaType === 'text/event-stream' ? undefined : `expected an event stream, got ${mediaType || 'no body'}`;
    case 'file':
      return contract.mediaTypes?.includes(mediaType) ? undefined : `expected ${contract.mediaTypes?.join(' or ')}, got ${mediaType || 'no body'}`;
  }
}

/** A JSON body as the client will read it (a handler may set it pre-serialised, as text or bytes). */
function jsonBodyOf(ctx: RouteContext): unknown {
  const { body } = ctx;
  return (typeof body === 'string' || Buffer.isBuffer(body)) && ctx.response.is('json') ? (JSON.parse(body.toString()) as unknown) : body;
}

/** The issues of an answer against its contract: empty when one of the declared shapes matches. */
export function responseIssues(response: ResponseContract, ctx: RouteContext): FieldIssue[] {
  const contracts = Array.isArray(response) ? (response as readonly (z.ZodType | NonJsonResponse)[]) : [response as z.ZodType | NonJsonResponse];
  const issues: FieldIssue[] = [];
  for (const contract of contracts) {
    if (isSchema(contract)) {
      if (ctx.status === 204 || ctx.body == null) {
        issues.push({ field: '', reason: `expected a JSON body, got ${ctx.status} without one` });
        continue;
      }
      const result = contract.safeParse(jsonBodyOf(ctx));
      if (result.success) return [];
      issues.push(...fieldIssues(result.error));
    } else {
      const mismatch = nonJsonMismatch(contract, ctx);
      if (mismatch === undefined) return [];
      issues.push({ field: '', reason: mismatch });
    }
  }
  return issues;
}

/** A drifting answer fails loudly where it is written: 500, with every field issue in the log. */
function assertResponse(response: ResponseContract, ctx: RouteContext): void {
  // Refusals and failures answer the error shape the error handler gives them, not the route's contract.
  if (ctx.status >= 400) return;
  const issues = responseIssues(response, ctx);
  if (issues.length === 0) return;
  ctx.state.log.error({ route: `${ctx.method} ${ctx.routerPath ?? ctx.path}`, status: ctx.status, issues }, 'response does not match its contract');
  throw new AppError('response_contract_violation', undefined, { route: `${ctx.method} ${ctx.routerPath ?? ctx.path}` });
}

const ROUTE_CONTRACT = Symbol.for('portal.route.contract');

/** The contract a route's `handle()` declared, if this middleware is one. */
export function contractOf(middleware: unknown): RouteSchemas | undefined {
  return typeof middleware === 'function' ? (middleware as { [ROUTE_CONTRACT]?: RouteSchemas })[ROUTE_CONTRACT] : undefined;
}

/**
 * A route handler with its input validated by the shared zod schemas: 400 with every field and
 * reason on a mismatch or a control character in any string, 415 for a non-JSON body, 400 for malformed JSON.
 * In development and tests its answer is checked against `response` too (500 `response_contract_violation`).
 */
export function handle<S extends RouteSchemas, X extends object = object>(
  schemas: S,
  handler: (ctx: RouteContext<X>, input: ValidatedInput<S>) => Promise<void> | void,
  options: HandleOptions = {},
): Middleware<AppState & X> {
  const checked = checksResponses();
  const route: Middleware<AppState & X> = async (ctx) => {
    const routeCtx = ctx as unknown as RouteContext<X>;
    const input = {
      body: schemas.body ? check(schemas.body, await readJsonBody(ctx, options.bodyLimit), 'body') : undefined,
      query: schemas.query ? check(schemas.query, ctx.query, 'query') : undefined,
      params: schemas.params ? check(schemas.params, routeCtx.params, 'params') : undefined,
    } as ValidatedInput<S>;
    await handler(routeCtx, input);
    if (checked) assertResponse(schemas.response, routeCtx as unknown as RouteContext);
  };
  return Object.assign(route, { [ROUTE_CONTRACT]: schemas });
}
