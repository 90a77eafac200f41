import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { createStaticHandler, resolveFrontends, type FrontendName } from './frontends';

const INDEX = '<!doctype html><title>Voyagr Pro</title><div id="root"></div>';

interface ServedDist {
  origin: string;
  stop(): Promise<void>;
}

/** `app`'s static server over a temporary dist of `files` (path → content); stop() removes both. */
async function serveDist(app: FrontendName, files: Record<string, string>): Promise<ServedDist> {
  const dist = mkdtempSync(path.join(tmpdir(), `${app}-dist-`));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  const server = http.createServer(createStaticHandler(app, dist, resolveFrontends({ env: {} }).config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

describe("the shell's static server", () => {
  let served: ServedDist;
  beforeAll(async () => (served = await serveDist('shell', { 'index.html': INDEX })));
  afterAll(() => served.stop());

  it.each(['/', '/fr', '/sign-up', '/en/about', '/b-flights', '/fr/helpdesk/tickets/4711', '/summary/VIS-1'])('serves the app with 200 at the route %s', async (route) => {
    const response = await fetch(`${served.origin}${route}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it.each(['/no-such-page', '/fr/no/such/page', '/b-flights/not-a-screen'])('answers 404 with the app (its not-found page) at %s', async (route) => {
    const response = await fetch(`${served.origin}${route}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers a plain 404 for a missing asset', async () => {
    const response = await fetch(`${served.origin}/static/js/missing.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });
});

describe("the shell's prerendered homes", () => {
  const guard = "document.getElementById('root').textContent=''";
  const home = (language: string) => `<!doctype html><html lang="${language}"><div id="root" data-prerendered="${language}"><h1>${language}</h1></div><script>${guard}</script>`;
  let served: ServedDist;
  beforeAll(async () => (served = await serveDist('shell', { 'index.html': INDEX, 'prerendered/home.en.html': home('en'), 'prerendered/home.fr.html': home('fr') })));
  afterAll(() => served.stop());

  it.each([
    ['/', 'en'],
    ['/fr', 'fr'],
  ])('answers %s with the home rendered in %s, its guard script allowed by hash and no other inline script', async (route, language) => {
    const response = await fetch(`${served.origin}${route}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(home(language));
    const scriptSrc = /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(guard).digest('base64')}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it.each(['/en', '/fr/', '/sign-up', '/fr/about', '/b-flights'])('answers %s with the plain app, whose policy allows no inline script', async (route) => {
    const response = await fetch(`${served.origin}${route}`);
    expect(await response.text()).toBe(INDEX);
    expect(response.headers.get('content-security-policy')).not.toContain('sha256-');
  });
});

describe("the static servers' compression and caching", () => {
  const script = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `screen ${index}`))};`;
  let served: ServedDist;
  beforeAll(async () => (served = await serveDist('flights', { 'index.html': INDEX, 'static/js/app.1234abcd.js': script, 'remoteEntry.js': script })));
  afterAll(() => served.stop());

  /** The raw answer: fetch() would decode it. */
  function get(pathname: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${served.origin}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('answers brotli when the browser accepts it, gzip otherwise', async () => {
    const br = await get('/static/js/app.1234abcd.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gzip = await get('/static/js/app.1234abcd.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('caches hashed assets for good and has entry points revalidated', async () => {
    expect((await get('/static/js/app.1234abcd.js', '')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/remoteEntry.js', '')).headers['cache-control']).toBe('no-cache');
  });
});
