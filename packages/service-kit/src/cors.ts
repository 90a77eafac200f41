import type { Middleware } from 'koa';
import type { AppState } from './context';

// Authorization and X-Api-Key: the API reference page tries an integrator API call with a key.
const ALLOWED_HEADERS = 'Content-Type, Idempotency-Key, X-Request-Id, Accept, Accept-Language, Authorization, X-Api-Key';
const EXPOSED_HEADERS = 'X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** CORS with credentials, for the configured origins only; other origins get no CORS headers. */
export function cors(origins: readonly string[]): Middleware<AppState> {
  const allowed = new Set(origins);
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    // Nothing varies yet on most answers: set without parsing an empty header.
    if (ctx.res.hasHeader('Vary')) ctx.vary('Origin');
    else ctx.set('Vary', 'Origin');
    if (!origin || !allowed.has(origin)) {
      await next();
      return;
    }
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Allow-Credentials', 'true');
    if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', '600');
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    await next();
  };
}
