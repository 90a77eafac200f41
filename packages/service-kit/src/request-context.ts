import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from './context';

const SAFE_ID = /^[\w.-]{8,128}$/;
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** The request's logger, made on the first call (an unnamed function: the service runs on tsx, which names each named one as it is made). */
function lazyChild(log: Logger, requestId: string): () => Logger {
  let child: Logger | undefined;
  return () => (child ??= log.child({ requestId }));
}

/** Request id (kept from X-Request-Id when sane), a child logger, and one log line per request. */
export function requestContext(log: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // The request's logger is made when first used: most requests log only their closing line.
    Object.defineProperty(ctx.state, 'log', { configurable: true, enumerable: true, get: lazyChild(log, requestId) });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const entry = {
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (QUIET_PATHS.has(ctx.path)) log.debug(entry, 'request');
      else log.info(entry, 'request');
    }
  };
}
