import Koa, { type Middleware } from 'koa';
import type Router from '@koa/router';
import type { Logger } from 'pino';
import type { AppState } from './context';
import { clientAddress, DEFAULT_TRUSTED_PROXIES, TrustedProxies } from './client-address';
import { cors } from './cors';
import { AppError, errorHandler } from './errors';
import { healthRoutes, type ReadinessCheck } from './health';
import { requestContext } from './request-context';
import { securityHeaders } from './security-headers';

export interface AppOptions {
  name: string;
  log: Logger;
  corsOrigins: readonly string[];
  /** Path prefixes called with a token rather than a cookie, open to every origin without credentials (the integrator API). */
  tokenCorsPrefixes?: readonly string[];
  readiness: Record<string, ReadinessCheck>;
  routers?: Router<AppState>[];
  /** Middleware that runs after CORS and health, before the routers (the gateway's proxy). */
  middleware?: Middleware<AppState>[];
  /** Behind a proxy: trust X-Forwarded-Proto and -Host (the client's address follows `trustedProxies`). */
  proxy?: boolean;
  /** Addresses and CIDRs whose X-Forwarded-For gives `ctx.ip` (loopback by default). */
  trustedProxies?: readonly string[];
}

/** A service's Koa app, ready for `app.callback()`; it does not listen (tests use it as is). */
export function createServiceApp(options: AppOptions): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: options.proxy ?? true });
  app.silent = true;
  app.use(clientAddress(new TrustedProxies(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES)));
  app.use(securityHeaders());
  app.use(requestContext(options.log));
  app.use(errorHandler());
  app.use(cors(options.corsOrigins, options.tokenCorsPrefixes));
  const health = healthRoutes(options.name, options.readiness);
  app.use(health.routes());
  for (const middleware of options.middleware ?? []) app.use(middleware);
  for (const router of options.routers ?? []) {
    app.use(router.routes());
    app.use(
      router.allowedMethods({
        throw: true,
        methodNotAllowed: () => new AppError('method_not_allowed'),
        notImplemented: () => new AppError('method_not_allowed'),
      }),
    );
  }
  return app;
}
