import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, LANGS, USER, at, common, expectTitle, publicPages, shell, signIn, signInAs } from './support';

/**
 * Issue 17: the signed-out home of each language is rendered into its HTML at build time, so it
 * paints before any script runs; the shell then takes that very page over (hydration) instead of
 * drawing it again. A guard script in the page empties it when the shell would show something else.
 */

/** The page's scripts never arrive: only its HTML and its inline guard run. */
async function withoutBundles(page: Page): Promise<void> {
  await page.route('**/static/js/**', (route) => route.abort());
}

/** The shell's entry script waits until the returned function is called: the page is its HTML until then. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/index.*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors the page logs (a hydration mismatch is one), and uncaught ones. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;

  test(`the signed-out home is in its page before any script runs, and the shell takes that page over (${language})`, async ({ browser, page }) => {
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const html = await bare.newPage();
    await html.goto(at(prefix, '/'));
    await expectTitle(html, publicPages[language].home.title);
    await expect(html).toHaveTitle(shell[language].meta.title);
    await expect(html.locator('meta[name="description"]')).toHaveAttribute('content', shell[language].meta.description);
    await expect(html.locator('html')).toHaveAttribute('lang', language);
    await expect(html.getByRole('heading', { name: shell[language].signIn.title, exact: true })).toBeVisible();
    await bare.close();

    // The entry script waits until the prerendered heading is marked (a property, not an attribute).
    const errors = watchErrors(page);
    const release = await holdEntryScript(page);
    await page.goto(at(prefix, '/'), { waitUntil: 'commit' });
    await expectTitle(page, publicPages[language].home.title);
    await page.locator('h1').evaluate((heading) => Object.assign(heading, { prerendered: true }));
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    expect(await page.locator('h1').evaluate((heading) => (heading as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(true);
    // Live: the sign-in form answers with the app's own message.
    await page.locator('form').getByRole('button', { name: common[language].actions.signIn }).click();
    await expect(page.locator('#field-email-error')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a stored session never shows the prerendered home: the guard empties it before it paints', async ({ page }) => {
  await signIn(page, USER);
  await withoutBundles(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.locator('h1')).toHaveCount(0);
});

test("with a session, the guard steps aside: the app's forms at '/' answer their own submits", async ({ page }) => {
  const { firstName } = DEMO_ACCOUNTS.admin;
  await signInAs(page, 'admin');
  await page.goto('/');
  await expectTitle(page, shell.en.dashboard.welcome.replace('{{name}}', firstName));
  // A form of the app's, submitted: nothing holds it back or stops it before the app.
  const reached = await page.evaluate(() => {
    const form = document.createElement('form');
    let heard = false;
    form.addEventListener('submit', (event) => {
      heard = !event.defaultPrevented;
      event.preventDefault();
    });
    document.querySelector('main')?.append(form);
    form.requestSubmit();
    form.remove();
    return heard;
  });
  expect(reached).toBe(true);
});

test("at '/', a language chosen earlier wins over the prerendered English home", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('language', 'fr'));
  const blocked = await context.newPage();
  await withoutBundles(blocked);
  await blocked.goto('/');
  await expect(blocked.locator('#root')).toBeEmpty();
  await blocked.close();

  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/');
  await expectTitle(page, publicPages.fr.home.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(errors).toEqual([]);
  await context.close();
});

test('a sign-in typed and sent before the shell runs is held, then sent once the page is live: the user is signed in', async ({ page }) => {
  const { email, password, firstName } = DEMO_ACCOUNTS.agent;
  const release = await holdEntryScript(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() || request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto('/', { waitUntil: 'commit' });
  sent.length = 0;
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill(password);
  await page.locator('#field-password').press('Enter');
  await page.locator('form').getByRole('button', { name: common.en.actions.signIn }).click();
  // Held: the browser sent nothing itself (no navigation, no post), and the address keeps no credentials.
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  expect(new URL(page.url()).search).toBe('');

  release();
  await expectTitle(page, shell.en.dashboard.welcome.replace('{{name}}', firstName));
  // Sent once, by the live form.
  expect(sent.filter((request) => request.endsWith('/auth/login'))).toEqual(['POST /auth/login']);
});
