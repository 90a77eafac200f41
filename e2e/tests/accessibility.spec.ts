import { expect, test, type Locator, type Page } from '@playwright/test';
import { REMOTE_NAMES } from '@portal/contracts';
import { strings as accountStrings } from '../../mfe-account/src/strings';
import { strings as flightsStrings } from '../../mfe-flights/src/strings';
import { expectAccessible } from './axe';
import { DEMO_ACCOUNTS, LANGS, at, common, expectTitle, publicPages, remoteRoutes, shell, signInAs, navigateInApp, openedDialog } from './support';

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

/** Whether the focused element is inside `dialog` (a modal keeps the keyboard inside it). */
const focusIsIn = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

/**
 * Whether the page behind `dialog` has no focus: it is inside the dialog, or on nothing while Tab passes the end
 * of the document (a browser's own controls, as for a native modal dialog) before coming back to the dialog's first.
 */
const focusIsNotBehind = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);

test('keyboard only: dialogs take the focus, keep it inside, close on Escape and give it back (an API key created and revoked)', async ({ page }) => {
  const words = accountStrings.en;
  const account = remoteRoutes('account').find((route) => route.path === '/distributor/account')!;
  await signInAs(page, 'admin');
  await page.goto(account.path);
  await expectTitle(page, account.title.en);

  // The tab bar: Tab to the active tab, arrows along it, Enter opens the API keys tab.
  const keysTab = page.getByRole('tab', { name: words.myAccount.tabs.apiKeys });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  for (let presses = 0; presses < 8 && !(await keysTab.evaluate((tab) => tab === document.activeElement)); presses += 1) await page.keyboard.press('ArrowRight');
  await expect(keysTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(keysTab).toHaveAttribute('aria-selected', 'true');

  // A form in a dialog: Enter on its button opens it with the focus inside; Tab goes round it, never to the page behind.
  const create = page.getByRole('button', { name: words.apiKeys.create.action });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  let dialog = await openedDialog(page);
  await expect.poll(() => focusIsIn(dialog)).toBe(true);
  let inside = 0;
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(await focusIsNotBehind(dialog)).toBe(true);
    if (await focusIsIn(dialog)) inside += 1;
  }
  // Its five controls (close, name, mode, cancel, create), twice round.
  expect(inside).toBeGreaterThanOrEqual(10);
  const name = `Keyboard ${Date.now()}`;
  await tabTo(page, dialog.getByLabel(words.apiKeys.columns.name));
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: words.apiKeys.created.title.replace('{{name}}', name) });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: words.apiKeys.created.done }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // A confirmation: Escape cancels it and the focus is back on the button that opened it; Enter on its action confirms.
  const row = page.getByRole('row').filter({ hasText: name });
  const revoke = row.getByRole('button', { name: words.apiKeys.revoke.action });
  await tabTo(page, revoke);
  await page.keyboard.press('Enter');
  dialog = await openedDialog(page);
  await expect.poll(() => focusIsIn(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(revoke).toBeFocused();
  await expect(row).toContainText(words.apiKeys.active);
  await page.keyboard.press('Enter');
  dialog = await openedDialog(page);
  await tabTo(page, dialog.getByRole('button', { name: words.apiKeys.revoke.action }));
  await page.keyboard.press('Enter');
  await expect(row).toContainText(words.apiKeys.revokedOn.replace(' {{date}}', ''));
});
