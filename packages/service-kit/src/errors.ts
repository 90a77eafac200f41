import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type ErrorBody } from '@portal/contracts';
import type { Middleware } from 'koa';
import { BSON, MongoServerError } from 'mongodb';
import type { AppState } from './context';

/** An error a client can act on: its status comes from the spec's catalogue by code. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode | (string & {}),
    message?: string,
    readonly details?: unknown,
    status?: number,
  ) {
    super(message ?? (ERROR_MESSAGES as Record<string, string>)[code] ?? code);
    this.status = status ?? (ERROR_STATUS as Record<string, number>)[code] ?? 500;
  }
}

/** A 400 naming each field the service refused and why, as schema validation answers. */
export function fieldErrors(fields: { field: string; reason: string }[]): AppError {
  return new AppError('validation_failed', undefined, { fields });
}

/** The client's own request failed: its body broke off or its connection went away. */
export function bodyBrokenOff(): AppError {
  return new AppError('bad_request', 'The request ended before its body');
}

// Database codes meaning the value sent was refused (bad value, unparsable, too large, bad pattern), not a failure.
const REFUSED_VALUE_CODES = new Set([2, 9, 10334, 17280, 51091]);

/** A database error caused by what the client sent: a value the driver or the database refuses. */
function isRefusedValue(err: unknown): boolean {
  return BSON.BSONError.isBSONError(err) || (err instanceof MongoServerError && typeof err.code === 'number' && REFUSED_VALUE_CODES.has(err.code));
}

const codeByStatus = new Map<number, ErrorCode>();
for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
  if (!codeByStatus.has(status)) codeByStatus.set(status, code);
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/**
 * First middleware: every failure leaves as `{ error: { code, message, details } }`, and a request
 * nothing answered leaves as a 404 in that shape.
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body == null) {
        ctx.status = 404;
        ctx.body = errorBody('not_found', ERROR_MESSAGES.not_found);
      }
    } catch (err) {
      if (err instanceof AppError) {
        ctx.status = err.status;
        const retryAfter = (err.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
        if (typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
        ctx.body = errorBody(err.code, err.message, err.details);
        if (err.status >= 500) ctx.state.log.error({ err }, 'request failed');
        return;
      }
      if (ctx.req.destroyed && !ctx.req.complete) {
        // The client broke off its own request, so whatever failed after is answered as its mistake.
        ctx.state.log.info({ err }, 'request broken off by the client');
        const brokenOff = bodyBrokenOff();
        ctx.status = brokenOff.status;
        ctx.body = errorBody(brokenOff.code, brokenOff.message);
        return;
      }
      if (isRefusedValue(err)) {
        ctx.state.log.warn({ err }, 'the database refused a value of the request');
        ctx.status = 400;
        ctx.body = errorBody('bad_request', 'The request holds a value the database refuses');
        return;
      }
      const httpErr = err as HttpLikeError;
      const status = httpErr.status ?? httpErr.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = codeByStatus.get(status) ?? 'bad_request';
        ctx.status = status;
        ctx.body = errorBody(code, httpErr.expose && httpErr.message ? httpErr.message : ERROR_MESSAGES[code]);
        return;
      }
      ctx.state.log.error({ err }, 'unhandled error');
      ctx.status = status >= 500 && status < 600 ? status : 500;
      const code = codeByStatus.get(ctx.status) ?? 'internal';
      ctx.body = errorBody(code, ERROR_MESSAGES[code]);
    }
  };
}
