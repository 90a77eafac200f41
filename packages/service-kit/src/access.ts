import { roleSchema, type Role } from '@portal/contracts';
import type { Middleware } from 'koa';
import type { AppState } from './context';

/** Who may call a route: a signed-out browser, a session of a role, or another service. */
export type Caller = 'signed_out' | Role | 'service';

export const ROLES: readonly Role[] = roleSchema.options;

const CALLERS = Symbol.for('portal.route.callers');

type Tagged = Middleware<AppState> & { [CALLERS]?: readonly Caller[] };

/** Marks a route's gate with the callers it lets through, so tests can read every route's declaration. */
export function declareCallers<M extends Middleware<AppState>>(middleware: M, callers: readonly Caller[]): M {
  (middleware as Tagged)[CALLERS] = callers;
  return middleware;
}

/** The callers a gate declared, if this middleware is one. */
export function callersOf(middleware: unknown): readonly Caller[] | undefined {
  return typeof middleware === 'function' ? (middleware as Tagged)[CALLERS] : undefined;
}

/** The gate of a route anyone may call, signed in or not (sign-in, captcha, health, the card page). */
export function publicRoute(): Middleware<AppState> {
  return declareCallers(async (_ctx, next) => next(), ['signed_out', ...ROLES]);
}
