import { createHmac, timingSafeEqual } from 'node:crypto';
import { defaultInternalUrl, type ServiceName } from '@portal/contracts';
import type { Middleware } from 'koa';
import { declareCallers } from './access';
import type { AppState } from './context';
import { AppError } from './errors';

const DEV_SECRET = 'development-only-service-secret-change-me';

/**
 * Calls between services carry `Authorization: Service <token>`, derived from SERVICE_SECRET,
 * which no browser has; a user's session never opens an internal route.
 */
export function serviceToken(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.SERVICE_SECRET;
  if ((!secret || secret.length < 32) && env.NODE_ENV === 'production') throw new Error('SERVICE_SECRET (32+ characters) is required in production');
  return createHmac('sha256', secret && secret.length >= 32 ? secret : DEV_SECRET)
    .update('portal-internal-call')
    .digest('base64url');
}

export function serviceHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { authorization: `Service ${serviceToken(env)}` };
}

export function requireServiceCall(env: NodeJS.ProcessEnv = process.env): Middleware<AppState> {
  const expected = Buffer.from(`Service ${serviceToken(env)}`);
  return declareCallers(
    async (ctx, next) => {
      const given = Buffer.from(ctx.get('authorization'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new AppError('forbidden', 'Internal route: service credentials required');
      }
      await next();
    },
    ['service'],
  );
}

/** Where another service's internal listener is: `<NAME>_INTERNAL_URL`, or its local default. */
export function internalUrlOf(name: ServiceName, env: NodeJS.ProcessEnv = process.env): string {
  return env[`${name.toUpperCase()}_INTERNAL_URL`] ?? defaultInternalUrl(name);
}
