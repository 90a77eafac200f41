import { randomUUID } from 'node:crypto';
import { serviceDateAhead } from '@portal/bookings';
import type { FlightOffer } from '@portal/contracts';
import { createLogger, startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, listen, sessionCookie, TestClient, testClock, testDeps, type Listening } from '@portal/service-kit/testing';
import { bookingTestbed, type BookingTestbed } from '../../account/src/testing/booking-testbed';
import { adult, bookingRequest } from '../../flights/src/test-support';
import { flightsService } from '../../flights/src/service';
import { DEMO_ACCOUNTS } from '../../identity/src/demo-seed';
import { identityService } from '../../identity/src/service';
import { createGatewayApp } from './gateway';

jest.setTimeout(120_000);

// Small limits, so the tests reach them.
process.env.API_DAILY_QUOTA = '3';
process.env.API_RATE_PER_SECOND = '2';

const [, ADMIN] = DEMO_ACCOUNTS;

describe('the integrator API on the main server: keys, limits and attribution', () => {
  const clock = testClock();
  let identity: RunningService;
  let bed: BookingTestbed;
  let gateway: Listening;
  let admin: TestClient;
  let agencyId: string;
  let adminId: string;

  beforeAll(async () => {
    identity = await startService(identityService, testDeps('identity', {}, clock));
    bed = await bookingTestbed(flightsService);
    const user = await identity.deps.mongo.db.collection('users').findOne({ email: ADMIN.email });
    agencyId = user!.agencyId.toHexString();
    adminId = user!._id.toHexString();
    // The demo agency's wallet and its currency as flights knows it (identity's approval event would bring it).
    await bed.wallets.open(agencyId, 'EUR');
    await bed.topUp(agencyId, 10_000_000, 'opening');
    await bed.product.deps.mongo.db.collection('agency_currencies').insertOne({ _id: agencyId as never, currency: 'EUR' });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      IDENTITY_SERVICE_URL: identity.url,
      IDENTITY_INTERNAL_URL: identity.internalUrl,
      ACCOUNT_SERVICE_URL: bed.account.url,
      FLIGHTS_SERVICE_URL: bed.product.url,
    };
    gateway = await listen(createGatewayApp(createLogger('gateway', 'silent'), env));
    admin = new TestClient(gateway.url);
    await admin.signIn(ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await gateway.close();
    await bed.stop();
    await identity.stop();
    await dropTestDeps(identity.deps).catch(() => undefined);
  });

  /** A sandbox key created as the docs page does, through the main server. */
  async function newKey(name: string): Promise<{ id: string; key: string }> {
    const res = await admin.call('POST', '/company/api-keys', { name, mode: 'sandbox' });
    expect(res.status).toBe(201);
    return res.body;
  }

  function api(key: string | undefined, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return new TestClient(gateway.url).call(method, `/api/v1${path}`, body, { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers });
  }

  const search = { tripType: 'one_way', legs: [{ origin: 'CDG', destination: 'TUN', date: serviceDateAhead(40) }], passengers: { adults: 1, children: 0, infants: 0 }, cabin: 'economy' };

  it("books through the API as the key's creator: the booking's history and the ledger name the key", async () => {
    const { id, key } = await newKey('Booking engine');
    clock.advance(1000);
    const found = await api(key, 'POST', '/flights/search', search);
    expect(found.status).toBe(200);
    expect(found.headers.get('x-ratelimit-limit')).toBe('3');
    expect(found.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(Number(found.headers.get('x-ratelimit-reset')) * 1000).toBeGreaterThan(clock.now());
    const offer = (found.body.offers as FlightOffer[]).find((o) => o.journeys[0]!.stops === 0) ?? found.body.offers[0];

    clock.advance(1000);
    const idempotencyKey = `api-${randomUUID()}`;
    const request = bookingRequest(offer, [adult('Ferchichi')]);
    const booked = await api(key, 'POST', '/flights/bookings', request, { 'idempotency-key': idempotencyKey });
    expect(booked.status).toBe(201);
    expect(booked.headers.get('x-ratelimit-remaining')).toBe('1');
    expect(booked.headers.get('set-cookie')).toBeNull();

    const cookie = sessionCookie(bed.product.deps.sessions, { uid: adminId, aid: agencyId, role: 'agency_admin' });
    const seen = await bed.call(cookie, 'GET', `/flights/bookings/${booked.body.id}`);
    expect(seen.body.history[0]).toMatchObject({ operation: 'created', apiKeyId: id, apiKeyName: 'Booking engine' });
    const movement = await bed.wallets.ledger.findOne({ agencyId, bookingReference: seen.body.reference }).lean<{ apiKeyId?: string; apiKeyName?: string }>();
    expect(movement).toMatchObject({ apiKeyId: id, apiKeyName: 'Booking engine' });

    // The same key again replays the same booking (the Idempotency-Key went through).
    clock.advance(1000);
    const replay = await api(key, 'POST', '/flights/bookings', request, { 'idempotency-key': idempotencyKey });
    expect(replay.body.id).toBe(booked.body.id);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses a call without a key or with a revoked one (401, in the spec words)', async () => {
    const { id, key } = await newKey('Revoked');
    expect((await admin.call('DELETE', `/company/api-keys/${id}`)).status).toBe(200);
    clock.advance(1000);
    const refused = await api(key, 'POST', '/flights/search', search);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 'unauthorized', message: 'Not authorized: invalid or expired token' });
    // A session cookie is no key: the API never reads the browser's session.
    const withCookie = await new TestClient(gateway.url, admin.cookie).call('POST', '/api/v1/flights/search', search);
    expect(withCookie.status).toBe(401);
  });

  it("answers 403 'quota exceeded' once the day's calls are spent, with the limits in the headers", async () => {
    const { key } = await newKey('Quota');
    for (let call = 0; call < 3; call += 1) {
      clock.advance(1000);
      expect((await api(key, 'POST', '/flights/search', search, { 'x-api-key': key })).status).toBe(200);
    }
    clock.advance(1000);
    const refused = await api(undefined, 'POST', '/flights/search', search, { 'x-api-key': key });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'quota_exceeded', message: 'Quota exceeded' });
    expect(refused.headers.get('x-ratelimit-limit')).toBe('3');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('answers 429 with Retry-After beyond the calls a second', async () => {
    const { key } = await newKey('Rate');
    // The start of a second, so the three calls fall in one.
    clock.advance(1000 - (clock.now() % 1000));
    const answers = await Promise.all([0, 1, 2].map(() => api(key, 'POST', '/flights/search', search)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429]);
    const limited = answers.find((a) => a.status === 429)!;
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.body.error.code).toBe('rate_limit_exceeded');
    // The refused call spends none of the day's three: the next second's call leaves none.
    clock.advance(1000);
    const next = await api(key, 'POST', '/flights/search', search);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('lets any page call with a key, never with its cookies (CORS without credentials)', async () => {
    const preflight = await fetch(`${gateway.url}/api/v1/flights/search`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const { key } = await newKey('Browser');
    clock.advance(1000);
    const call = await api(key, 'POST', '/flights/search', search, { origin: 'http://localhost:8080' });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-credentials')).toBeNull();
    expect(call.headers.get('access-control-expose-headers')).toContain('X-RateLimit-Remaining');
  });

  it('answers 404 for anything not in the table of operations, key or not', async () => {
    const { key } = await newKey('Outside');
    for (const [method, path] of [
      ['GET', '/users'],
      ['POST', '/company/api-keys'],
      ['GET', '/internal/api-keys/authorize'],
      ['GET', '/flights/search'],
    ] as const) {
      const res = await api(key, method, path);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });
});
