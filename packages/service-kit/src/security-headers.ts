import type { Middleware } from 'koa';
import type { AppState } from './context';

/**
 * What every answer of a service carries: never sniffed into another type, never framed, never
 * run as a page, and no referrer to other sites. A route with a page of its own (the sandbox
 * card page) sets its own Content-Security-Policy over this one.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

/** First middleware: the headers are set before anything else answers, errors included. */
export function securityHeaders(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.set(API_SECURITY_HEADERS);
    await next();
  };
}
