import type { Middleware, ParameterizedContext } from 'koa';
import type { AppState } from './context';

const ALLOWED_HEADERS = 'Content-Type, Idempotency-Key, X-Request-Id, Accept, Accept-Language';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** What a call with a token (an API key, no cookie; the API reference page tries one) may send and read from any origin. */
const TOKEN_ALLOWED_HEADERS = 'Authorization, X-Api-Key, Content-Type, Idempotency-Key, X-Request-Id, Accept, Accept-Language';
const TOKEN_EXPOSED_HEADERS = 'X-Request-Id, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, Idempotent-Replayed, Content-Disposition';

/** Answers a preflight (204 with what may be sent); false for any other request. */
function answeredPreflight(ctx: ParameterizedContext, allowedHeaders: string): boolean {
  if (ctx.method !== 'OPTIONS' || !ctx.get('access-control-request-method')) return false;
  ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
  ctx.set('Access-Control-Allow-Headers', allowedHeaders);
  ctx.set('Access-Control-Max-Age', '600');
  ctx.status = 204;
  return true;
}

/**
 * CORS with credentials, for the configured origins only; other origins get no CORS headers.
 * Paths under `tokenPrefixes` are called with a token, never a cookie: any origin may call them,
 * without credentials.
 */
export function cors(origins: readonly string[], tokenPrefixes: readonly string[] = []): Middleware<AppState> {
  const allowed = new Set(origins);
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    if (origin && tokenPrefixes.some((prefix) => ctx.path === prefix || ctx.path.startsWith(`${prefix}/`))) {
      ctx.set('Access-Control-Allow-Origin', '*');
      if (answeredPreflight(ctx, TOKEN_ALLOWED_HEADERS)) return;
      ctx.set('Access-Control-Expose-Headers', TOKEN_EXPOSED_HEADERS);
      await next();
      return;
    }
    // Nothing varies yet on most answers: set without parsing an empty header.
    if (ctx.res.hasHeader('Vary')) ctx.vary('Origin');
    else ctx.set('Vary', 'Origin');
    if (!origin || !allowed.has(origin)) {
      await next();
      return;
    }
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Allow-Credentials', 'true');
    if (answeredPreflight(ctx, ALLOWED_HEADERS)) return;
    ctx.set('Access-Control-Expose-Headers', 'X-Request-Id');
    await next();
  };
}
