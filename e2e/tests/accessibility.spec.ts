import { expect, test, type Page } from '@playwright/test';
import { REMOTE_NAMES } from '@portal/contracts';
import { strings as flightsStrings } from '../../mfe-flights/src/strings';
import { expectAccessible } from './axe';
import { DEMO_ACCOUNTS, LANGS, at, common, expectTitle, publicPages, remoteRoutes, shell, signInAs, navigateInApp } from './support';

const isOperatorRoute = (path: string) => path.startsWith('/operator/') || path.startsWith('/helpdesk/desk');

/**
 * The support team's screens as an operator sees them, in EN and FR, under axe. Every other route of §2 is
 * checked by the route journeys that already visit it (public-routes and signed-in-routes, through `expectAccessible`).
 */
for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  test(`an operator's screens have no serious or critical violation, ${language}`, async ({ page }) => {
    await signInAs(page, 'operator');
    const screens = REMOTE_NAMES.flatMap((remote) => remoteRoutes(remote)).filter((route) => isOperatorRoute(route.path));
    for (const [index, route] of screens.entries()) {
      if (index === 0) await page.goto(at(prefix, route.path));
      else await navigateInApp(page, at(prefix, route.path));
      await expectTitle(page, route.title[language]);
      await expectAccessible(page, at(prefix, route.path));
    }
  });
}

/** Presses Tab until the focused element is `target` (at most `limit` presses), as a keyboard user moves. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 })) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}

test('keyboard only: sign in, open screens from the main navigation and its sub-menus, choose an airport', async ({ page }) => {
  const account = DEMO_ACCOUNTS.admin;
  const words = { shell: shell.en, common: common.en, flights: flightsStrings.en };
  await page.goto('/');
  await expectTitle(page, publicPages.en.home.title);

  // The sign-in form: Tab to the email field, type, Tab to the password, Enter sends it.
  const card = page.locator('section.sign-in');
  await tabTo(page, card.getByRole('textbox', { name: words.common.fields.email }));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(card.getByLabel(words.common.fields.password)).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expectTitle(page, words.shell.dashboard.welcome.replace('{{name}}', account.firstName));

  // The main navigation: a link by Tab and Enter, its focus visible.
  const navigation = page.getByRole('navigation', { name: words.shell.header.mainNavigation });
  const flights = navigation.getByRole('link', { name: words.common.nav.flights, exact: true });
  await tabTo(page, flights);
  expect(await flights.evaluate((link) => link.matches(':focus-visible') && getComputedStyle(link).outlineStyle !== 'none')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/b-flights');
  await expectTitle(page, remoteRoutes('flights')[0]!.title.en);

  // A sub-menu: arrows along the bar to Visa, Enter opens it on its first entry, Enter follows it.
  await expect(flights).toBeFocused();
  // Hotels, transfers, activities, then Visa.
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const visaRequest = page.getByRole('link', { name: words.common.nav.visaRequest, exact: true });
  await expect(visaRequest).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/visa');
  await expectTitle(page, remoteRoutes('visa')[0]!.title.en);

  // An antd Select of the booking flow: type, the first match is active, Enter chooses it.
  await page.goto('/b-flights');
  await expectTitle(page, remoteRoutes('flights')[0]!.title.en);
  const from = page.getByLabel(words.flights.search.from, { exact: true });
  // An agency with bookings lands on its list: the search opens from its button.
  const newSearch = page.getByRole('button', { name: words.flights.bookings.newSearch });
  await expect(from.or(newSearch)).toBeVisible();
  if (await newSearch.isVisible()) {
    await tabTo(page, newSearch);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, from);
  await page.keyboard.type('CDG');
  await expect(page.locator('.ant-select-dropdown:visible').getByText('(CDG)').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select').filter({ has: from })).toContainText('(CDG)');
});
