import Router from '@koa/router';
import { z } from 'zod';
import { createServiceApp } from '../app';
import type { AppState } from '../context';
import { AppError } from '../errors';
import { createLogger } from '../logger';
import { requireSession, SessionCodec, SessionRevocations, sessionReader } from '../session';
import { requireServiceCall } from '../service-auth';
import { handle } from '../validate';
import { listen } from '../testing';
import { authMatrix } from './auth-matrix';

const sessions = new SessionCodec('a-test-secret-of-at-least-thirty-two-characters', new SessionRevocations(), { secure: false });
const booking = z.object({ reference: z.string() });

function appWith(routes: (router: Router<AppState>) => void, internal?: (router: Router<AppState>) => void) {
  const make = (build: (router: Router<AppState>) => void) => {
    const router = new Router<AppState>();
    build(router);
    return createServiceApp({ name: 'matrix', log: createLogger('matrix', 'silent'), corsOrigins: [], readiness: {}, middleware: [sessionReader(sessions)], routers: [router] });
  };
  return { app: make(routes), internalApp: internal ? make(internal) : undefined };
}

async function problemsOf(routes: (router: Router<AppState>) => void, internal?: (router: Router<AppState>) => void) {
  const { app, internalApp } = appWith(routes, internal);
  const server = await listen(app);
  const internalServer = internalApp ? await listen(internalApp) : undefined;
  try {
    return await authMatrix({ app, url: server.url, internalApp, internalUrl: internalServer?.url }, { sessions });
  } finally {
    await server.close();
    await internalServer?.close();
  }
}

const answer = handle({ response: booking }, (ctx) => {
  ctx.body = { reference: 'PNR1' };
});

describe('authMatrix', () => {
  it('finds nothing wrong with routes that do what they declare', async () => {
    expect(
      await problemsOf(
        (router) => {
          router.get('/bookings', requireSession('agency_admin', 'agent'), answer);
        },
        (router) => {
          router.get('/internal/bookings', requireServiceCall(), answer);
        },
      ),
    ).toEqual([]);
  });

  it('names a route without a declaration or a contract, and one that refuses a declared role', async () => {
    expect(
      await problemsOf((router) => {
        router.get('/bookings', answer);
        router.get('/bookings/export', requireSession('agent'), (ctx) => {
          ctx.body = 'csv';
        });
        router.get(
          '/bookings/mine',
          requireSession('agent', 'operator'),
          handle({ response: booking }, () => {
            throw new AppError('forbidden');
          }),
        );
      }),
    ).toEqual([
      'GET /bookings: declares no callers (requireSession, publicRoute or requireServiceCall)',
      'GET /bookings/export: no response contract (handle({ ..., response }))',
      'GET /bookings/mine as agent: expected to be let through, got 403',
      'GET /bookings/mine as operator: expected to be let through, got 403',
    ]);
  });

  it('names an internal route that takes calls other than services', async () => {
    expect(
      await problemsOf(
        () => undefined,
        (router) => router.get('/internal/bookings', requireSession('operator'), answer),
      ),
    ).toEqual(['GET /internal/bookings (internal): an internal route must take service calls only, declares operator']);
  });
});
