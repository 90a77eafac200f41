import { INTEGRATOR_OPERATIONS } from '@portal/contracts';
import { createLogger } from '@portal/service-kit';
import { listen, type Listening } from '@portal/service-kit/testing';
import { createGatewayApp } from '../gateway';

describe('GET /openapi.json on the main server', () => {
  let gateway: Listening;

  beforeAll(async () => {
    gateway = await listen(createGatewayApp(createLogger('gateway', 'silent')));
  });

  afterAll(() => gateway.close());

  it('answers the document to anyone, cacheable, its server the address the client called', async () => {
    const res = await fetch(`${gateway.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const document = (await res.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, object> };
    expect(document.openapi).toBe('3.1.1');
    expect(document.servers[0]!.url).toBe(gateway.url);
    expect(Object.values(document.paths).flatMap((item) => Object.keys(item))).toHaveLength(INTEGRATOR_OPERATIONS.length);
  });
});
