import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HelpdeskEvents,
  HotelEvents,
  IdentityEvents,
  verifyWebhook,
  WEBHOOK_HEADERS,
  type EventDefinition,
  type WebhookDelivery,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
} from '@portal/contracts';
import { createEvent, startService, type RunningService } from '@portal/service-kit';
import { declaredRoutes, dropTestDeps, sessionCookie, testClock, testDeps, waitFor, type TestClock } from '@portal/service-kit/testing';
import type { z } from 'zod';
import { notificationsService } from '../service';
import { fakeVouchers, type FakeVouchers } from '../testing/notices';

jest.setTimeout(120_000);

/** The service's consumers in service.ts's order. */
const IDENTITY_CONSUMER = 0;
const HOTELS_CONSUMER = 3;
const HELPDESK_CONSUMER = 6;

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A partner's receiver on loopback: `/flaky` fails twice then takes it, `/down` always fails, `/slow` never answers, anything else takes it. */
async function receiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (path === '/slow') return;
      const failing = path === '/down' || (path === '/flaky' && received.filter((r) => r.path === path).length <= 2);
      res.writeHead(failing ? 500 : 200, { 'content-type': 'text/plain' }).end(failing ? 'database unavailable' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A hotel booking's notice as hotels publishes it (two nights in Paris for one room). */
function hotelNotice(bookingId: string, reference: string, agentId: string) {
  return {
    bookingId,
    reference,
    agentId,
    hotelName: 'Hôtel des Arts',
    cityName: 'Paris',
    checkIn: '2027-03-01',
    checkOut: '2027-03-03',
    nights: 2,
    rooms: 1,
    leadGuest: 'Amel Trabelsi',
    hotelConfirmationNumber: null,
    salePrice: 30000,
    currency: 'EUR',
    paymentDeadline: null,
    refunded: 0,
  };
}
describe('webhooks: an agency’s endpoints get signed events, retried until they take them', () => {
  let notifications: RunningService;
  let clock: TestClock;
  let partner: Awaited<ReturnType<typeof receiver>>;
  let vouchers: FakeVouchers;
  const failingVouchers = new Set<string>();
  const previousHotelsUrl = process.env.HOTELS_INTERNAL_URL;

  const admin = (agencyId: string) => ({ cookie: sessionCookie(notifications.deps.sessions, { uid: `admin-${agencyId}`, aid: agencyId, role: 'agency_admin' }) });
  const newAgency = () => `agency-${randomUUID().slice(0, 8)}`;

  async function call(agencyId: string, method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${notifications.url}/notifications/webhooks${path}`, {
      method,
      headers: { ...admin(agencyId), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  async function register(agencyId: string, path: string, eventTypes: WebhookEventType[]): Promise<WebhookEndpointWithSecret> {
    const res = await call(agencyId, 'POST', '', { url: `${partner.url}${path}`, eventTypes });
    expect(res.status).toBe(201);
    return (await res.json()) as WebhookEndpointWithSecret;
  }

  async function deliveries(agencyId: string, endpointId: string): Promise<WebhookDelivery[]> {
    return ((await (await call(agencyId, 'GET', `/deliveries?endpointId=${endpointId}`)).json()) as { items: WebhookDelivery[] }).items;
  }

  /** The endpoint's latest delivery once it has this status. */
  function deliveryIn(agencyId: string, endpointId: string, status: WebhookDelivery['status']): Promise<WebhookDelivery> {
    return waitFor(
      async () => {
        const [latest] = await deliveries(agencyId, endpointId);
        return latest?.status === status ? latest : undefined;
      },
      10_000,
      `the delivery ${status}`,
    );
  }

  function event<D extends EventDefinition>(def: D, agencyId: string, data: z.input<D['data']>) {
    return createEvent(def, { agencyId, actor: { kind: 'service', id: 'test' }, data }).envelope;
  }

  /** The requests the receiver got at this path carrying this event id, once there are `count`. */
  function requestsFor(path: string, eventId: string, count: number): Promise<Received[]> {
    return waitFor(
      async () => {
        const got = partner.received.filter((r) => r.path === path && r.headers[WEBHOOK_HEADERS.eventId.toLowerCase()] === eventId);
        return got.length >= count ? got : undefined;
      },
      30_000,
      `${count} deliveries of ${eventId} at ${path}`,
    );
  }

  async function signedBy(secret: string, request: Received): Promise<boolean> {
    return verifyWebhook(secret, String(request.headers[WEBHOOK_HEADERS.signature.toLowerCase()]), request.body);
  }

  const supportReply = (ticketId: string) => ({
    ticketId,
    number: `T-${ticketId.slice(0, 6)}`,
    subject: 'Name misspelt on the e-ticket',
    service: 'ticketing' as const,
    status: 'open' as const,
    createdBy: null,
    assigneeId: null,
    message: { authorName: 'Claire Support', side: 'support' as const, excerpt: 'We asked the airline to correct the name.' },
  });

  beforeAll(async () => {
    partner = await receiver();
    vouchers = await fakeVouchers(['hotels'], failingVouchers);
    process.env.HOTELS_INTERNAL_URL = vouchers.url;
    clock = testClock();
    notifications = await startService(notificationsService, testDeps('notifications', {}, clock));
    await Promise.all(notifications.consumers.map((c) => c.ready()));
  });

  afterAll(async () => {
    await partner.close();
    await notifications.stop();
    await dropTestDeps(notifications.deps);
    await vouchers.close();
    if (previousHotelsUrl === undefined) delete process.env.HOTELS_INTERNAL_URL;
    else process.env.HOTELS_INTERNAL_URL = previousHotelsUrl;
  });

  it('sends the same event a third time, validly signed, to a receiver that failed twice, after the backoff', async () => {
    const agencyId = newAgency();
    const endpoint = await register(agencyId, '/flaky', ['ticket.replied']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    const reply = event(HelpdeskEvents.replied, agencyId, supportReply(randomUUID()));
    expect(await notifications.consumers[HELPDESK_CONSUMER]!.deliver(JSON.stringify(reply))).toBe('applied');

    await requestsFor('/flaky', reply.id, 1);
    // Moved past the first wait (1 min), then past the second (5 min more).
    await waitFor(async () => (await deliveries(agencyId, endpoint.id))[0]?.attempts.length === 1, 10_000, 'the first attempt recorded');
    clock.advance(61_000);
    await requestsFor('/flaky', reply.id, 2);
    await waitFor(async () => (await deliveries(agencyId, endpoint.id))[0]?.attempts.length === 2, 10_000, 'the second attempt recorded');
    clock.advance(5 * 60_000 + 1_000);
    const attempts = await requestsFor('/flaky', reply.id, 3);

    const third = attempts[2]!;
    expect(await signedBy(endpoint.secret, third)).toBe(true);
    expect(third.headers['content-type']).toBe('application/json');
    expect(third.headers[WEBHOOK_HEADERS.eventType.toLowerCase()]).toBe('ticket.replied');
    expect(JSON.parse(third.body)).toEqual({
      id: reply.id,
      type: 'ticket.replied',
      occurredAt: reply.occurredAt,
      data: expect.objectContaining({ subject: 'Name misspelt on the e-ticket', authorName: 'Claire Support', excerpt: 'We asked the airline to correct the name.' }),
    });
    expect(attempts.map((a) => a.body)).toEqual([third.body, third.body, third.body]);

    const delivery = await deliveryIn(agencyId, endpoint.id, 'delivered');
    expect(delivery.attempts.map((a) => [a.statusCode, a.response])).toEqual([
      [500, 'database unavailable'],
      [500, 'database unavailable'],
      [200, 'ok'],
    ]);
    expect(delivery.nextAttemptAt).toBeNull();
  });

  it('records one delivery for an event consumed twice (its first handling failed after recording)', async () => {
    const agencyId = newAgency();
    const agentId = `agent-${agencyId}`;
    const person = event(IdentityEvents.userChanged, agencyId, {
      userId: agentId,
      agencyId,
      agencyName: 'Atlas Voyages',
      email: `${agentId}@example.test`,
      firstName: 'Amel',
      lastName: 'Trabelsi',
      langId: 'en',
      role: 'agent',
      status: 'active',
    });
    expect(await notifications.consumers[IDENTITY_CONSUMER]!.deliver(JSON.stringify(person))).toBe('applied');
    const endpoint = await register(agencyId, '/confirmed', ['booking.confirmed']);
    const bookingId = `hb-${randomUUID()}`;
    const confirmed = event(HotelEvents.confirmed, agencyId, hotelNotice(bookingId, 'HT-WH1', agentId));
    // The voucher is not there yet: the email fails, the event will be consumed again.
    failingVouchers.add(bookingId);
    const hotels = notifications.consumers[HOTELS_CONSUMER]!;
    await expect(hotels.deliver(JSON.stringify(confirmed))).rejects.toThrow(/voucher/);
    failingVouchers.delete(bookingId);
    expect(await hotels.deliver(JSON.stringify(confirmed))).toBe('applied');

    const [request] = await requestsFor('/confirmed', confirmed.id, 1);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'booking.confirmed', data: { product: 'hotels', bookingId, reference: 'HT-WH1' } });
    expect(await deliveries(agencyId, endpoint.id)).toHaveLength(1);
  });

  it('tells an on-request booking’s answer as resolved, beside its confirmation', async () => {
    const agencyId = newAgency();
    const endpoint = await register(agencyId, '/resolved', ['booking.on_request_resolved']);
    const notice = hotelNotice(`hb-${randomUUID()}`, 'HT-WH2', `agent-${agencyId}`);
    const hotels = notifications.consumers[HOTELS_CONSUMER]!;
    expect(await hotels.deliver(JSON.stringify(event(HotelEvents.onRequest, agencyId, notice)))).toBe('applied');
    const confirmed = event(HotelEvents.confirmed, agencyId, notice);
    expect(await hotels.deliver(JSON.stringify(confirmed))).toBe('applied');
    const resolvedId = `${confirmed.id}.booking.on_request_resolved`;
    const [request] = await requestsFor('/resolved', resolvedId, 1);
    expect(JSON.parse(request!.body)).toMatchObject({ id: resolvedId, type: 'booking.on_request_resolved', data: { product: 'hotels', bookingId: notice.bookingId, outcome: 'confirmed' } });
    expect(await signedBy(endpoint.secret, request!)).toBe(true);
  });

  it('answers 404 for another agency’s endpoint and never lists it', async () => {
    const owner = newAgency();
    const other = newAgency();
    const endpoint = await register(owner, '/owner', ['booking.cancelled']);
    expect((await call(other, 'PUT', `/${endpoint.id}`, { enabled: false })).status).toBe(404);
    expect((await call(other, 'DELETE', `/${endpoint.id}`)).status).toBe(404);
    expect((await call(other, 'POST', `/${endpoint.id}/rotate-secret`)).status).toBe(404);
    expect((await call(other, 'POST', `/${endpoint.id}/test`)).status).toBe(404);
    expect(((await (await call(other, 'GET', '')).json()) as { items: unknown[] }).items).toEqual([]);
    expect(((await (await call(owner, 'GET', '')).json()) as { items: { id: string; enabled: boolean }[] }).items).toEqual([expect.objectContaining({ id: endpoint.id, enabled: true })]);
  });

  it('sends a test event signed with the endpoint’s secret, the new one after a rotation', async () => {
    const agencyId = newAgency();
    const endpoint = await register(agencyId, '/test', ['visa.status_changed']);
    const rotated = (await (await call(agencyId, 'POST', `/${endpoint.id}/rotate-secret`)).json()) as WebhookEndpointWithSecret;
    expect(rotated.secret).not.toBe(endpoint.secret);
    const res = await call(agencyId, 'POST', `/${endpoint.id}/test`);
    expect(res.status).toBe(202);
    const { eventId } = (await res.json()) as { eventId: string };
    const [request] = await requestsFor('/test', eventId, 1);
    expect(await signedBy(rotated.secret, request!)).toBe(true);
    expect(await signedBy(endpoint.secret, request!)).toBe(false);
    expect(JSON.parse(request!.body)).toMatchObject({ id: eventId, type: 'webhook.test' });
  });

  it('delivers to one endpoint while another endpoint’s receiver never answers', async () => {
    const agencyId = newAgency();
    const slow = await register(agencyId, '/slow', ['ticket.replied']);
    const fast = await register(agencyId, '/fast', ['ticket.replied']);
    const stuck = (await (await call(agencyId, 'POST', `/${slow.id}/test`)).json()) as { eventId: string };
    await requestsFor('/slow', stuck.eventId, 1);
    const sent = (await (await call(agencyId, 'POST', `/${fast.id}/test`)).json()) as { eventId: string };
    const [request] = await requestsFor('/fast', sent.eventId, 1);
    expect(await signedBy(fast.secret, request!)).toBe(true);
    // The slow one is still waiting for its answer.
    expect((await deliveries(agencyId, slow.id))[0]).toMatchObject({ status: 'pending', attempts: [] });
  });

  it('sends nothing more to an endpoint disabled while its delivery waited for a retry', async () => {
    const agencyId = newAgency();
    const endpoint = await register(agencyId, '/down', ['ticket.replied']);
    const reply = event(HelpdeskEvents.replied, agencyId, supportReply(randomUUID()));
    expect(await notifications.consumers[HELPDESK_CONSUMER]!.deliver(JSON.stringify(reply))).toBe('applied');
    await requestsFor('/down', reply.id, 1);
    await waitFor(async () => (await deliveries(agencyId, endpoint.id))[0]?.attempts.length === 1, 10_000, 'the first attempt recorded');

    expect((await call(agencyId, 'PUT', `/${endpoint.id}`, { enabled: false })).status).toBe(200);
    clock.advance(61_000);
    const delivery = await deliveryIn(agencyId, endpoint.id, 'failed');
    expect(delivery.attempts.map((a) => a.error)).toEqual([null, 'not sent: the endpoint is disabled']);
    expect(delivery.nextAttemptAt).toBeNull();
    expect(partner.received.filter((r) => r.headers[WEBHOOK_HEADERS.eventId.toLowerCase()] === reply.id)).toHaveLength(1);

    // Nor a test event: refused, and nothing is queued that would only look sent.
    const test = await call(agencyId, 'POST', `/${endpoint.id}/test`);
    expect(test.status).toBe(409);
    expect(((await test.json()) as { error: { code: string } }).error.code).toBe('conflict');
    expect(await deliveries(agencyId, endpoint.id)).toHaveLength(1);
  });

  it('keeps every webhook route to agency admins (the auth matrix calls each one as every role)', () => {
    const routes = declaredRoutes(notifications.app).filter((route) => route.path.startsWith('/notifications/webhooks'));
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'DELETE /notifications/webhooks/:id',
      'GET /notifications/webhooks',
      'GET /notifications/webhooks/deliveries',
      'POST /notifications/webhooks',
      'POST /notifications/webhooks/:id/rotate-secret',
      'POST /notifications/webhooks/:id/test',
      'PUT /notifications/webhooks/:id',
    ]);
    expect(routes.every((route) => route.hasContract && route.callers?.join() === 'agency_admin')).toBe(true);
  });
});
