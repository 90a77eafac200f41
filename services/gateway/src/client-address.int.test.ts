import { request } from 'node:http';
import { createLogger, startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, listen, testDeps, type Listening } from '@portal/service-kit/testing';
import { identityService } from '../../identity/src/service';
import { createGatewayApp } from './gateway';

jest.setTimeout(180_000);

// The gateway reaches identity from 127.0.0.1; a load balancer sits at 127.0.0.5; anyone else is a client.
const TRUSTED_PROXIES = '127.0.0.1,127.0.0.5';
const LOAD_BALANCER = '127.0.0.5';
const ADDRESS_LIMIT = 30;

/** A failed sign-in (an unknown email each time, so only the address counts) sent from `localAddress`. */
function failedSignIn(base: string, localAddress: string, forwardedFor: string | undefined, attempt: string): Promise<number> {
  const body = JSON.stringify({ email: `nobody-${attempt}@example.com`, password: 'Wrong#password1' });
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const req = request(`${base}/auth/login`, { method: 'POST', localAddress, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function failRepeatedly(times: number, attempt: (n: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 0; n < times; n++) statuses.push(await attempt(n));
  return statuses;
}

describe('client addresses behind the main server', () => {
  let identity: RunningService;
  let gateway: Listening;

  beforeAll(async () => {
    identity = await startService(identityService, testDeps('identity', { TRUSTED_PROXIES, DEMO_SEED: 'off' }));
    gateway = await listen(createGatewayApp(createLogger('gateway', 'silent'), { ...process.env, TRUSTED_PROXIES, IDENTITY_SERVICE_URL: identity.url }));
  });

  afterAll(async () => {
    await gateway.close();
    await identity.stop();
    await dropTestDeps(identity.deps);
  });

  it('throttles sign-ins by the client behind the load balancer, not by the load balancer', async () => {
    const clientA = await failRepeatedly(ADDRESS_LIMIT, (n) => failedSignIn(gateway.url, LOAD_BALANCER, '203.0.113.10', `a${n}`));
    expect(new Set(clientA)).toEqual(new Set([401]));
    expect(await failedSignIn(gateway.url, LOAD_BALANCER, '203.0.113.10', 'a-locked')).toBe(429);
    expect(await failedSignIn(gateway.url, LOAD_BALANCER, '203.0.113.20', 'b')).toBe(401);
  });

  it('ignores an address a client that is no proxy claims for itself', async () => {
    const attacker = '127.0.0.9';
    const spoofed = await failRepeatedly(ADDRESS_LIMIT, (n) => failedSignIn(identity.url, attacker, `198.51.100.${n + 1}`, `spoof${n}`));
    expect(new Set(spoofed)).toEqual(new Set([401]));
    expect(await failedSignIn(identity.url, attacker, '198.51.100.200', 'spoof-locked')).toBe(429);
    // Through the gateway the same claim is ignored too: the gateway forwards the attacker's own address.
    expect(await failedSignIn(gateway.url, attacker, '198.51.100.201', 'spoof-gateway')).toBe(429);
  });
});
