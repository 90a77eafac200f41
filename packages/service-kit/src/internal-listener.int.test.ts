import Router from '@koa/router';
import type { AppState } from './context';
import { startService, type RunningService } from './service';
import { requireServiceCall, serviceHeaders } from './service-auth';
import { dropTestDeps, testDeps } from './testing';

jest.setTimeout(60_000);

describe("a service's internal listener", () => {
  let service: RunningService;

  beforeAll(async () => {
    const publicRoutes = new Router<AppState>();
    publicRoutes.get('/helpdesk/tickets', (ctx) => {
      ctx.body = { tickets: [] };
    });
    // Declared on a public router by mistake: the public listener still never serves it.
    publicRoutes.get('/internal/helpdesk/misplaced', (ctx) => {
      ctx.body = { served: true };
    });
    const internalRoutes = new Router<AppState>();
    internalRoutes.get('/internal/helpdesk/stats', requireServiceCall(), (ctx) => {
      ctx.body = { open: 3 };
    });
    service = await startService({ name: 'helpdesk', setup: () => ({ routers: [publicRoutes], internalRouters: [internalRoutes] }) }, testDeps('helpdesk'));
  });

  afterAll(async () => {
    await service.stop();
    await dropTestDeps(service.deps);
  });

  it('is its own loopback port', () => {
    expect(service.internalUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.internalUrl).not.toBe(service.url);
    expect(service.deps.listening).toEqual({ url: service.url, internalUrl: service.internalUrl });
  });

  it('serves the internal routes with service credentials only', async () => {
    const served = await fetch(`${service.internalUrl}/internal/helpdesk/stats`, { headers: serviceHeaders() });
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual({ open: 3 });
    const anonymous = await fetch(`${service.internalUrl}/internal/helpdesk/stats`);
    expect(anonymous.status).toBe(403);
    expect((await anonymous.json()).error.code).toBe('forbidden');
  });

  it('leaves the public listener answering 404 for /internal, even with service credentials', async () => {
    for (const path of ['/internal/helpdesk/stats', '/internal/helpdesk/misplaced', '/internal']) {
      const res = await fetch(`${service.url}${path}`, { headers: serviceHeaders() });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
    expect((await fetch(`${service.url}/helpdesk/tickets`)).status).toBe(200);
    expect((await fetch(`${service.internalUrl}/helpdesk/tickets`)).status).toBe(404);
  });
});
