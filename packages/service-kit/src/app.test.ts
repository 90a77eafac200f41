import { ObjectId } from 'mongodb';
import { z } from 'zod';
import { createLogger } from './logger';
import { createServiceApp } from './app';
import { AppError } from './errors';
import { handle } from './validate';
import Router from '@koa/router';
import type { AppState } from './context';
import { listen, type Listening } from './testing';

const SHELL = 'http://localhost:8080';

const bookingInput = z.object({
  lastName: z.string().min(1).max(30),
  passengers: z.number().int().min(1).max(9),
});

function buildTestApp(readiness: Record<string, () => Promise<void>> = {}) {
  const router = new Router<AppState>();
  router.post(
    '/bookings',
    handle(
      { body: bookingInput, response: bookingInput },
      (ctx, { body }) => {
        ctx.status = 201;
        ctx.body = { lastName: body.lastName, passengers: body.passengers };
      },
      { bodyLimit: 256 },
    ),
  );
  router.get(
    '/bookings',
    handle({ query: z.object({ page: z.coerce.number().int().min(1) }), response: z.object({ page: z.number().int() }) }, (ctx, { query }) => {
      ctx.body = { page: query.page };
    }),
  );
  router.get('/bookings/:id', (ctx) => {
    // A route that forgot to validate its id: the driver refuses it.
    ctx.body = { id: new ObjectId(ctx.params.id).toHexString() };
  });
  router.get('/conflict', () => {
    throw new AppError('conflict', 'Already confirmed');
  });
  router.get('/boom', () => {
    throw new Error('database exploded with secret details');
  });
  return createServiceApp({
    name: 'test',
    log: createLogger('test', 'silent'),
    corsOrigins: [SHELL],
    readiness,
    routers: [router],
  });
}

describe('service app', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listen(buildTestApp());
  });
  afterAll(() => server.close());

  const post = (body: string, contentType = 'application/json') => fetch(`${server.url}/bookings`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('accepts a valid body', async () => {
    const res = await post(JSON.stringify({ lastName: 'Martin', passengers: 2 }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ lastName: 'Martin', passengers: 2 });
  });

  it('answers 400 with every field and its reason', async () => {
    const res = await post(JSON.stringify({ lastName: '', passengers: 12 }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
    const fields = body.error.details.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['lastName', 'passengers']);
    for (const issue of body.error.details.fields) expect(issue.reason).toEqual(expect.any(String));
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await post('{"lastName": ');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('malformed_json');
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await post('lastName=Martin', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect((await res.json()).error.code).toBe('unsupported_media_type');
  });

  it('answers 413 over the body limit', async () => {
    const res = await post(JSON.stringify({ lastName: 'x'.repeat(400), passengers: 1 }));
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('validates the query string with the field name', async () => {
    const res = await fetch(`${server.url}/bookings?page=zero`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.details.fields[0].field).toBe('query.page');
    expect(await (await fetch(`${server.url}/bookings?page=3`)).json()).toEqual({ page: 3 });
  });

  it('refuses a control character in any string of the body or the query, naming the field', async () => {
    const body = await post(JSON.stringify({ lastName: 'Mar\u0000tin', passengers: 2 }));
    expect(body.status).toBe(400);
    expect((await body.json()).error.details.fields).toEqual([{ field: 'lastName', reason: 'control_character' }]);
    const query = await fetch(`${server.url}/bookings?page=1%00`);
    expect(query.status).toBe(400);
    expect((await query.json()).error.details.fields).toEqual([{ field: 'query.page', reason: 'control_character' }]);
    expect((await post(JSON.stringify({ lastName: 'Martin\tDupont', passengers: 2 }))).status).toBe(201);
  });

  it('answers 400 when the database driver refuses a value the client sent', async () => {
    const res = await fetch(`${server.url}/bookings/not-an-id`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('bad_request');
  });

  it('maps a domain error to its catalogue status', async () => {
    const res = await fetch(`${server.url}/conflict`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: { code: 'conflict', message: 'Already confirmed' } });
  });

  it('hides internal details behind a 500', async () => {
    const res = await fetch(`${server.url}/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text).error.code).toBe('internal');
    expect(text).not.toContain('secret');
  });

  it('sends the security headers on every answer, errors and unknown paths included', async () => {
    for (const res of [await fetch(`${server.url}/bookings?page=1`), await fetch(`${server.url}/boom`), await fetch(`${server.url}/nowhere`), await post('{')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  it('answers 404 for an unknown path and 405 for a wrong method', async () => {
    const missing = await fetch(`${server.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
    const wrongMethod = await fetch(`${server.url}/conflict`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
  });

  it('keeps a sane request id and makes one otherwise', async () => {
    const kept = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'req-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('req-12345678');
    const made = await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'bad id!' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows credentials for configured origins only', async () => {
    const allowed = await fetch(`${server.url}/bookings`, {
      method: 'OPTIONS',
      headers: { origin: SHELL, 'access-control-request-method': 'POST' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await fetch(`${server.url}/healthz`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('health endpoints', () => {
  it('answers /healthz while a dependency is down, and /readyz 503 naming it', async () => {
    const server = await listen(
      buildTestApp({
        database: async () => undefined,
        broker: async () => {
          throw new Error('connection refused');
        },
      }),
    );
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).error.details.checks).toEqual({ database: 'ok', broker: 'connection refused' });
    } finally {
      await server.close();
    }
  });
});
