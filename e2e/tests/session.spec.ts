import { expect, test } from '@playwright/test';
import { common, expectTitle, publicPages, remoteRoutes, shell, signIn, signInAs, signOutThroughMenu } from './support';

test.describe('unknown paths', () => {
  test('show the not-found page when signed out', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectTitle(page, shell.en.notFound.title);
    await page.goto('/fr/no/such/page');
    await expectTitle(page, shell.fr.notFound.title);
    // Signed-in areas do not exist for a visitor.
    await page.goto('/b-flights');
    await expectTitle(page, shell.en.notFound.title);
    await page.getByRole('link', { name: common.en.actions.backHome }).click();
    await expectTitle(page, publicPages.en.home.title);
  });

  test('redirect to / when signed in, keeping the language prefix', async ({ page }) => {
    await signInAs(page);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL('/');
    await expectTitle(page, shell.en.dashboard.welcome.replace('{{name}}', 'Amina'));
    await page.goto('/fr/b-flights/not-a-screen');
    await expect(page).toHaveURL('/fr');
    await expectTitle(page, shell.fr.dashboard.welcome.replace('{{name}}', 'Amina'));
    await page.goto('/sign-up');
    await expect(page).toHaveURL('/');
  });
});

test('sign-out calls the server, clears userData and returns to the signed-out home', async ({ page }) => {
  await signInAs(page);
  const logout: string[] = [];
  await page.route('**/auth/logout', async (route) => {
    logout.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await route.fulfill({ status: 500, body: '{}' });
  });
  const [users] = remoteRoutes('account');
  await page.goto(users!.path);
  await expectTitle(page, users!.title.en);

  await signOutThroughMenu(page, 'en');

  await expect(page).toHaveURL('/');
  await expectTitle(page, publicPages.en.home.title);
  expect(logout).toEqual(['POST /auth/logout']);
  expect(await page.evaluate(() => window.localStorage.getItem('userData'))).toBeNull();
  await page.reload();
  await expectTitle(page, publicPages.en.home.title);
});

test('a stored record the server does not recognise is removed on load, with the stored balance', async ({ page }) => {
  await signIn(page);
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('e2e-balance')) window.localStorage.setItem('balance', '{"currency":"EUR","available":1,"held":0,"creditLimit":0,"outstanding":0}');
    window.sessionStorage.setItem('e2e-balance', '1');
  });
  await page.goto('/b-hotels');
  await expectTitle(page, publicPages.en.home.title);
  await expect(page).toHaveURL('/');
  await expect(page.getByText(shell.en.signIn.sessionExpired)).toBeVisible();
  expect(await page.evaluate(() => [window.localStorage.getItem('userData'), window.localStorage.getItem('balance')])).toEqual([null, null]);
});

test('an invalid stored session record counts as signed out', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('userData', '{"id":42}'));
  await page.goto('/');
  await expectTitle(page, publicPages.en.home.title);
});

test.describe('runtime configuration', () => {
  test('a missing /config.json shows a translated error screen, and retry recovers', async ({ page }) => {
    let broken = true;
    await page.route('**/config.json', (route) => (broken ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
    await page.goto('/fr/about');
    await expect(page.getByRole('heading', { name: shell.fr.config.errorTitle })).toBeVisible();
    broken = false;
    await page.getByRole('button', { name: common.fr.actions.retry }).click();
    await expectTitle(page, publicPages.fr.about.title);
  });

  test('an invalid /config.json is refused', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ json: { serverBaseUrl: 'not a url' } }));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: shell.en.config.errorTitle })).toBeVisible();
  });
});
