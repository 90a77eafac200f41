import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticHandler, resolveFrontends } from './frontends';

const INDEX = '<!doctype html><title>Voyagr Pro</title><div id="root"></div>';

describe("the shell's static server", () => {
  let dist: string;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    server = http.createServer(createStaticHandler('shell', dist, resolveFrontends({ env: {} }).config));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/fr', '/sign-up', '/en/about', '/b-flights', '/fr/helpdesk/tickets/4711', '/summary/VIS-1'])('serves the app with 200 at the route %s', async (route) => {
    const response = await fetch(`${origin}${route}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it.each(['/no-such-page', '/fr/no/such/page', '/b-flights/not-a-screen'])('answers 404 with the app (its not-found page) at %s', async (route) => {
    const response = await fetch(`${origin}${route}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers a plain 404 for a missing asset', async () => {
    const response = await fetch(`${origin}/static/js/missing.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});
