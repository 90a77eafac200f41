import { DEFAULT_PORTS, type ServiceName } from '@portal/contracts';
import { createLogger, startService, type RunningService, type ServiceDefinition } from '@portal/service-kit';
import { dropTestDeps, listen, testDeps, type Listening } from '@portal/service-kit/testing';
import { accountService } from '../../account/src/service';
import { flightsService } from '../../flights/src/service';
import { helpdeskService } from '../../helpdesk/src/service';
import { hotelsService } from '../../hotels/src/service';
import { identityService } from '../../identity/src/service';
import { notificationsService } from '../../notifications/src/service';
import { activitiesService } from '../../activities/src/service';
import { transfersService } from '../../transfers/src/service';
import { visaService } from '../../visa/src/service';
import { createGatewayApp } from './gateway';

jest.setTimeout(60_000);

const definitions: ServiceDefinition[] = [identityService, accountService, flightsService, hotelsService, transfersService, visaService, helpdeskService, notificationsService, activitiesService];

describe('every service on the kit, and the main server in front', () => {
  const running = new Map<ServiceName, RunningService>();
  let gateway: Listening;

  beforeAll(async () => {
    for (const definition of definitions) {
      running.set(definition.name, await startService(definition, testDeps(definition.name)));
    }
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const [name, service] of running) env[`${name.toUpperCase()}_SERVICE_URL`] = service.url;
    gateway = await listen(createGatewayApp(createLogger('gateway', 'silent'), env));
  });

  afterAll(async () => {
    await gateway.close();
    // Nine services leave their consumer groups side by side, not one after another.
    await Promise.all(
      [...running.values()].map(async (service) => {
        await service.stop().catch(() => undefined);
        await dropTestDeps(service.deps).catch(() => undefined);
      }),
    );
  });

  it.each(definitions.map((d) => d.name))('%s answers /healthz and /readyz with its own database and the broker', async (name) => {
    const service = running.get(name)!;
    expect(service.deps.config.dbName).toMatch(new RegExp(`^test_${name}_`));
    const health = await fetch(`${service.url}/healthz`);
    expect(await health.json()).toMatchObject({ status: 'ok', service: name });
    const ready = await fetch(`${service.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', broker: 'ok' } });
  });

  it('is ready when every service behind it is', async () => {
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(200);
    expect((await ready.json()).checks).toEqual({ identity: 'ok', account: 'ok', visa: 'ok', helpdesk: 'ok', notifications: 'ok', activities: 'ok' });
  });

  it('routes by path to the owning service and keeps the request id', async () => {
    const res = await fetch(`${gateway.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'gateway-test-0001' },
      body: '{}',
    });
    // identity's own answer, passed through untouched: the fields it refused.
    expect(res.status).toBe(400);
    expect(res.headers.get('x-request-id')).toBe('gateway-test-0001');
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'password']);
  });

  it('answers 596 for a path no service serves', async () => {
    const res = await fetch(`${gateway.url}/nothing/here`);
    expect(res.status).toBe(596);
    expect((await res.json()).error.code).toBe('service_not_found');
  });

  it('answers CORS for the shell itself, once', async () => {
    const origin = `http://localhost:${DEFAULT_PORTS.shell}`;
    const res = await fetch(`${gateway.url}/helpdesk/tickets`, { headers: { origin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('answers the example partner page with CORS and credentials (its sign-in preflight), and no other origin', async () => {
    const origin = `http://localhost:${DEFAULT_PORTS.partnerSite}`;
    const preflight = await fetch(`${gateway.url}/auth/partner`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const stranger = await fetch(`${gateway.url}/auth-check`, { headers: { origin: 'http://localhost:8091' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('fails only the paths of a service that is down, with 503', async () => {
    await running.get('visa')!.stop();
    const down = await fetch(`${gateway.url}/visa/requests`);
    expect(down.status).toBe(503);
    expect((await down.json()).error.code).toBe('service_unavailable');
    const other = await fetch(`${gateway.url}/helpdesk/tickets`);
    expect(other.status).toBe(401);
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect((await ready.json()).error.details.checks.visa).not.toBe('ok');
  });
});
