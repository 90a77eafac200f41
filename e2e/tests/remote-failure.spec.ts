import { createServer, type Server, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { resolveFrontends, startFrontends, type RunningFrontends } from '../../scripts/lib/frontends';
import { at, common, expectTitle, relayServerCalls, remoteArea, remoteRoutes, signInAs } from './support';

/** A port nothing listens on (yet). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A server that accepts connections and never answers: a hung remote. */
function hangingServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => void sockets.push(socket));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () =>
          new Promise<void>((done) => {
            sockets.forEach((socket) => socket.destroy());
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * A second shell whose /config.json points the hotels remote at a closed port and the visa
 * remote at a server that never answers, next to the suite's other remotes.
 */
let degradedShell: RunningFrontends;
let hotelsPort: number;
let hungVisa: Awaited<ReturnType<typeof hangingServer>>;

test.beforeAll(async () => {
  hotelsPort = await closedPort();
  hungVisa = await hangingServer();
  const { config } = resolveFrontends();
  degradedShell = await startFrontends({
    apps: ['shell'],
    ports: { shell: await closedPort() },
    config: {
      remotes: {
        ...config.remotes,
        hotels: `http://localhost:${hotelsPort}/mf-manifest.json`,
        visa: `http://localhost:${hungVisa.port}/mf-manifest.json`,
      },
    },
  });
});

test.afterAll(async () => {
  await degradedShell.stop();
  await hungVisa.close();
});

test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'fr'] as const) {
  test(`a dead remote shows its translated fallback and the rest keeps working (${language})`, async ({ page }) => {
    await signInAs(page);
    const prefix = language === 'en' ? null : language;
    const base = degradedShell.urls.shell!;
    await relayServerCalls(page, base);
    const [hotels] = remoteRoutes('hotels');
    const [flights] = remoteRoutes('flights');

    await page.goto(`${base}${at(prefix, hotels!.path)}`);
    await expect(page.getByText(common[language].remote.unavailableTitle)).toBeVisible();
    await expect(page.getByText(common[language].remote.unavailableBody.replace('{{area}}', remoteArea('hotels', language)))).toBeVisible();
    await expect(page.getByRole('button', { name: common[language].actions.retry })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('link', { name: common[language].nav.flights, exact: true }).click();
    await expect(page).toHaveURL(`${base}${at(prefix, flights!.path)}`);
    await expectTitle(page, flights!.title[language]);
    await expect(page.getByText(common[language].remote.unavailableTitle)).toHaveCount(0);
  });
}

test('retry loads the remote once its server is back', async ({ page }) => {
  await signInAs(page);
  await relayServerCalls(page, degradedShell.urls.shell!);
  const [hotels] = remoteRoutes('hotels');
  await page.goto(`${degradedShell.urls.shell}${hotels!.path}`);
  const retry = page.getByRole('button', { name: common.en.actions.retry });
  await expect(retry).toBeVisible();

  const revived = await startFrontends({ apps: ['hotels'], ports: { hotels: hotelsPort } });
  try {
    await retry.click();
    await expectTitle(page, hotels!.title.en);
    await expect(page.getByText(common.en.remote.unavailableTitle)).toHaveCount(0);
  } finally {
    await revived.stop();
  }
});

test('a hung remote keeps its loading view while the rest of the portal works', async ({ page }) => {
  await signInAs(page);
  const base = degradedShell.urls.shell!;
  await relayServerCalls(page, base);
  const [visa] = remoteRoutes('visa');
  const [helpdesk] = remoteRoutes('helpdesk');
  await page.goto(`${base}${visa!.path}`);
  await expect(page.getByRole('status')).toContainText(common.en.state.loadingArea.replace('{{area}}', remoteArea('visa', 'en')));
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByText(common.en.nav.helpdesk, { exact: true }).hover();
  await page.getByRole('menuitem', { name: common.en.nav.helpdeskDashboard }).click();
  await expectTitle(page, helpdesk!.title.en);
});

test('a remote whose code throws while loading shows the fallback', async ({ page }) => {
  await signInAs(page);
  const visaOrigin = new URL(resolveFrontends().config.remotes.visa).origin;
  await page.route(
    (url) => url.origin === visaOrigin && url.pathname.includes('__federation_expose_app'),
    (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("visa remote crashed");' }),
  );
  const [visa] = remoteRoutes('visa');
  await page.goto(at('fr', visa!.path));
  await expect(page.getByText(common.fr.remote.unavailableTitle)).toBeVisible();
  await expect(page.getByText(common.fr.remote.unavailableBody.replace('{{area}}', remoteArea('visa', 'fr')))).toBeVisible();
});
