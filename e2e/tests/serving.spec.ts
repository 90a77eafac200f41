import { expect, test } from '@playwright/test';
import { runtimeConfigSchema } from '@portal/contracts';

/** What the static servers of scripts/lib/frontends.ts answer. */
test('the shell serves its runtime configuration, uncached', async ({ request }) => {
  const response = await request.get('/config.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-type']).toContain('application/json');
  const config = runtimeConfigSchema.parse(await response.json());
  expect(Object.keys(config.remotes).sort()).toEqual(['account', 'flights', 'helpdesk', 'hotels', 'transfers', 'visa']);
});

test('the shell falls back to index.html for page paths, not for missing assets', async ({ request }) => {
  const page = await request.get('/fr/helpdesk/tickets/42');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(await page.text()).toContain('<div id="root">');
  const missing = await request.get('/static/js/missing.0123456789.js');
  expect(missing.status()).toBe(404);
});

test('hashed assets are immutable and compressed; remotes answer cross-origin', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The entry (index.<hash>.js); the bundler may put small chunks before it, which are sent as they are.
  const script = /src="(\/static\/js\/index\.[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  // The entry runs before anything else on every first visit: no schema library in it (zod's
  // start-up was its longest task; the shell validates with it once its own chunks are in).
  expect(await asset.text()).not.toContain('ZodError');
  expect(asset.headers()['cache-control']).toContain('immutable');
  expect(asset.headers()['content-type']).toContain('text/javascript');
  expect(asset.headers()['content-encoding']).toBe('gzip');

  const config = runtimeConfigSchema.parse(await (await request.get('/config.json')).json());
  const manifest = await request.get(config.remotes.flights, { headers: { Origin: 'http://localhost:8080' } });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entry = await request.get(new URL('remoteEntry.js', config.remotes.flights).toString());
  expect(entry.headers()['cache-control']).toBe('no-cache');
});
