import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { verifyWebhook, WEBHOOK_HEADERS } from '@portal/contracts';
import { strings as accountStrings } from '../../mfe-account/src/strings';
import { at, common, expectTitle, openedDialog, remoteRoutes, serverBaseUrl, signInAs } from './support';

/** The agency admin's account page, where the API keys and Webhooks tabs live. */
const account = remoteRoutes('account').find((route) => route.path === '/distributor/account')!;

test('an agency admin creates an API key, sees it once, calls the API with it and revokes it', async ({ page }) => {
  const words = { account: accountStrings.en, common: common.en };
  await signInAs(page, 'admin');
  await page.goto(account.path);
  await expectTitle(page, account.title.en);
  await page.getByRole('tab', { name: words.account.myAccount.tabs.apiKeys }).click();

  // Create: a name is required before anything is sent.
  await page.getByRole('button', { name: words.account.apiKeys.create.action }).click();
  let dialog = await openedDialog(page);
  await dialog.getByRole('button', { name: words.account.apiKeys.create.submit }).click();
  await expect(dialog.getByText(words.common.errors.requiredField)).toBeVisible();
  const name = `Booking engine ${Date.now()}`;
  await dialog.getByLabel(words.account.apiKeys.columns.name).fill(name);
  await expect(dialog.getByRole('radio', { name: words.account.apiKeys.modes.sandbox })).toBeChecked();
  await dialog.getByRole('button', { name: words.account.apiKeys.create.submit }).click();

  // The key, once.
  dialog = page.getByRole('dialog', { name: words.account.apiKeys.created.title.replace('{{name}}', name) });
  await expect(dialog).toBeVisible();
  const key = (await dialog.locator('code').innerText()).trim();
  expect(key).toMatch(/^vk_sandbox_/);
  await dialog.getByRole('button', { name: words.account.apiKeys.created.done }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(words.account.apiKeys.active);
  await expect(row).toContainText(words.account.apiKeys.neverUsed);
  await expect(row).not.toContainText(key);

  // The key works on the integrator API, and the list says when it was last used.
  const server = await serverBaseUrl(page.request);
  const balance = await page.request.get(`${server}/api/v1/api/balance`, { headers: { authorization: `Bearer ${key}` } });
  expect(balance.status()).toBe(200);
  expect(balance.headers()['x-ratelimit-limit']).toBeTruthy();
  await page.reload();
  await page.getByRole('tab', { name: words.account.myAccount.tabs.apiKeys }).click();
  await expect(row).toContainText(words.account.apiKeys.active);
  await expect(row).not.toContainText(words.account.apiKeys.neverUsed);

  // Revoke, after a confirmation: the key is refused from then on.
  await row.getByRole('button', { name: words.account.apiKeys.revoke.action }).click();
  dialog = await openedDialog(page);
  await expect(dialog).toContainText(words.account.apiKeys.revoke.title.replace('{{name}}', name));
  await dialog.getByRole('button', { name: words.account.apiKeys.revoke.action }).click();
  await expect(row).toContainText(words.account.apiKeys.revokedOn.replace(' {{date}}', ''));
  await expect(row.getByRole('button', { name: words.account.apiKeys.revoke.action })).toHaveCount(0);
  const refused = await page.request.get(`${server}/api/v1/api/balance`, { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});

/** A receiver of the agency's own: records what it is sent and answers 200. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

function receiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received })));
}

test('en français, an agency admin adds a webhook endpoint, keeps its secret, sends a test event it can verify and deletes it', async ({ page }) => {
  const words = { account: accountStrings.fr, common: common.fr };
  const hook = await receiver();
  try {
    await signInAs(page, 'admin');
    await page.goto(at('fr', account.path));
    await expectTitle(page, account.title.fr);
    await page.getByRole('tab', { name: words.account.myAccount.tabs.webhooks }).click();

    // The form says what is missing before sending.
    await page.getByRole('button', { name: words.account.webhooks.add }).click();
    let dialog = await openedDialog(page);
    await dialog.getByRole('button', { name: words.account.webhooks.form.create }).click();
    // The URL and the events, both required.
    await expect(dialog.getByText(words.common.errors.requiredField)).toHaveCount(2);
    await dialog.getByLabel(words.account.webhooks.form.url).fill(hook.url);
    await dialog.getByRole('checkbox', { name: words.common.webhookEventTypes.booking.confirmed }).check();
    await dialog.getByRole('button', { name: words.account.webhooks.form.create }).click();

    // The signing secret, once.
    dialog = page.getByRole('dialog', { name: words.account.webhooks.secret.title });
    await expect(dialog).toBeVisible();
    const secret = (await dialog.locator('code').innerText()).trim();
    expect(secret.length).toBeGreaterThan(20);
    await dialog.getByRole('button', { name: words.account.webhooks.secret.done }).click();
    await expect(dialog).toBeHidden();
    const endpoint = page.getByRole('row').filter({ hasText: hook.url }).first();
    await expect(endpoint).toContainText(words.common.webhookEventTypes.booking.confirmed);
    await expect(endpoint).toContainText(words.account.webhooks.enabled);
    await expect(endpoint).not.toContainText(secret);

    // A test event reaches the receiver, signed with that secret; the deliveries list shows it delivered.
    await endpoint.getByRole('button', { name: words.account.webhooks.actions.test }).click();
    await expect(page.getByText(words.account.webhooks.test.sent)).toBeVisible();
    await expect.poll(() => hook.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [delivery] = hook.received;
    const signature = String(delivery!.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
    expect(await verifyWebhook(secret, signature, delivery!.body)).toBe(true);
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'webhook.test' });
    // The deliveries' rows (the endpoint's own row names the test event on its button).
    const deliveries = page
      .locator('.ant-table-row')
      .filter({ hasText: words.common.webhookEventTypes.webhook.test })
      .filter({ hasNot: page.getByRole('button', { name: words.account.webhooks.actions.test }) });
    await expect(async () => {
      await page.getByRole('button', { name: words.account.webhooks.deliveries.refresh }).click();
      await expect(deliveries.first()).toContainText(words.account.webhooks.statuses.delivered, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Delete, after a confirmation.
    await endpoint.getByRole('button', { name: words.account.webhooks.actions.delete }).click();
    dialog = await openedDialog(page);
    await expect(dialog).toContainText(words.account.webhooks.delete.title);
    await dialog.getByRole('button', { name: words.account.webhooks.delete.action }).click();
    await expect(page.getByText(words.account.webhooks.delete.done)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: hook.url })).toHaveCount(0);
  } finally {
    hook.server.close();
  }
});
