import Router from '@koa/router';
import { noContent, pdfFile, redirect } from '@portal/contracts';
import { z } from 'zod';
import { publicRoute } from './access';
import { createServiceApp } from './app';
import type { AppState } from './context';
import { requireSession } from './session';
import { capturingLogger, declaredRoutes, listen, type Listening } from './testing';
import { checksResponses, handle } from './validate';

const fare = z.object({ reference: z.string(), salePrice: z.number().int() });

describe('responses checked against their contracts', () => {
  const { log, entries } = capturingLogger('contracts');
  const router = new Router<AppState>();
  router.get(
    '/fares/kept',
    handle({ response: fare }, (ctx) => {
      ctx.body = { reference: 'PNR123', salePrice: 12_500 };
    }),
  );
  router.get(
    '/fares/drifted',
    requireSession('agent'),
    handle({ response: fare }, (ctx) => {
      ctx.body = { reference: 'PNR123', salePrice: '125.00' };
    }),
  );
  router.get(
    '/fares/serialised',
    publicRoute(),
    handle({ response: fare }, (ctx) => {
      ctx.type = 'application/json';
      ctx.body = JSON.stringify({ reference: 'PNR123', salePrice: 12_500 });
    }),
  );
  router.get(
    '/fares/eticket',
    handle({ response: pdfFile }, (ctx) => {
      ctx.type = 'text/plain';
      ctx.body = 'not a pdf';
    }),
  );
  router.post(
    '/fares/cancel',
    handle({ response: [noContent, redirect] }, (ctx) => {
      ctx.redirect('/fares/kept');
    }),
  );
  router.get(
    '/fares/refused',
    handle({ response: fare }, (ctx) => {
      ctx.status = 409;
      ctx.body = { error: { code: 'conflict', message: 'Already cancelled' } };
    }),
  );
  const app = createServiceApp({ name: 'contracts', log, corsOrigins: [], readiness: {}, routers: [router] });
  let server: Listening;
  beforeAll(async () => {
    server = await listen(app);
  });
  afterAll(() => server.close());

  it('are checked in development and tests only', () => {
    expect(checksResponses({ NODE_ENV: 'test' })).toBe(true);
    expect(checksResponses({ NODE_ENV: 'development' })).toBe(true);
    expect(checksResponses({ NODE_ENV: 'production' })).toBe(false);
  });

  it('lets an answer that keeps its contract through, pre-serialised JSON and redirects included', async () => {
    expect((await fetch(`${server.url}/fares/kept`)).status).toBe(200);
    expect((await fetch(`${server.url}/fares/serialised`)).status).toBe(200);
    expect((await fetch(`${server.url}/fares/cancel`, { method: 'POST', redirect: 'manual' })).status).toBe(302);
    expect((await fetch(`${server.url}/fares/refused`)).status).toBe(409);
  });

  it('answers 500 response_contract_violation for a drifting answer and logs each field', async () => {
    const res = await fetch(`${server.url}/fares/drifted`);
    expect(res.status).toBe(401);
    const drifted = createServiceApp({ name: 'contracts', log, corsOrigins: [], readiness: {}, routers: [router] });
    drifted.middleware.unshift(async (ctx, next) => {
      ctx.state.session = { sid: 's', uid: 'agent-1', aid: 'agency-1', role: 'agent', lang: 'en', iat: 0, exp: Date.now() + 60_000 };
      await next();
    });
    const signedIn = await listen(drifted);
    try {
      const answer = await fetch(`${signedIn.url}/fares/drifted`);
      expect(answer.status).toBe(500);
      expect((await answer.json()).error.code).toBe('response_contract_violation');
      const logged = entries.find((entry) => entry.msg === 'response does not match its contract');
      expect(logged).toMatchObject({ route: 'GET /fares/drifted', issues: [{ field: 'salePrice' }] });
    } finally {
      await signedIn.close();
    }
    expect((await fetch(`${server.url}/fares/eticket`)).status).toBe(500);
  });

  it('names each route with its callers and contract', () => {
    expect(declaredRoutes(app).map(({ method, path, callers, hasContract }) => ({ method, path, callers, hasContract }))).toEqual([
      { method: 'GET', path: '/healthz', callers: ['signed_out', 'agency_admin', 'agent', 'operator'], hasContract: true },
      { method: 'GET', path: '/readyz', callers: ['signed_out', 'agency_admin', 'agent', 'operator'], hasContract: true },
      { method: 'GET', path: '/fares/kept', callers: undefined, hasContract: true },
      { method: 'GET', path: '/fares/drifted', callers: ['agent'], hasContract: true },
      { method: 'GET', path: '/fares/serialised', callers: ['signed_out', 'agency_admin', 'agent', 'operator'], hasContract: true },
      { method: 'GET', path: '/fares/eticket', callers: undefined, hasContract: true },
      { method: 'POST', path: '/fares/cancel', callers: undefined, hasContract: true },
      { method: 'GET', path: '/fares/refused', callers: undefined, hasContract: true },
    ]);
  });
});
