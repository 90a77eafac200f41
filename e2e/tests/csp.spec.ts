import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, common, expectTitle, remoteRoutes, serverBaseUrl, shell } from './support';

/** Collects every Content-Security-Policy violation the page reports, as an event or in the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('pages, remotes and services answer with their security headers', async ({ request }) => {
  const page = await request.get('/');
  const policy = page.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(page.headers()['referrer-policy']).toBe('no-referrer');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  const config = await (await request.get('/config.json')).json();
  // The policy follows the runtime config: every remote's origin may serve scripts.
  for (const manifest of Object.values(config.remotes as Record<string, string>)) expect(policy).toContain(new URL(manifest).origin);
  const api = await request.get(`${await serverBaseUrl(request)}/auth-check`);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('the shell and its remotes run under their Content-Security-Policy, signed out and signed in', async ({ page }) => {
  const violations = await watchViolations(page);
  const { email, password, firstName } = DEMO_ACCOUNTS.admin;

  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  const card = page.locator('#sign-in');
  await card.getByLabel(common.en.fields.email, { exact: true }).fill(email);
  await card.getByLabel(common.en.fields.password, { exact: true }).fill(password);
  await card.getByRole('button', { name: common.en.actions.signIn, exact: true }).click();
  await expectTitle(page, shell.en.dashboard.welcome.replace('{{name}}', firstName));

  for (const route of [remoteRoutes('flights')[0]!, remoteRoutes('account').find((r) => r.path === '/finance')!]) {
    await page.goto(route.path);
    await expectTitle(page, route.title.en);
  }
  expect(violations).toEqual([]);
});
