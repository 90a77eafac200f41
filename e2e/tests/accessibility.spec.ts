import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_INFO_ROUTES, REMOTE_NAMES, type Language } from '@portal/contracts';
import { strings as flightsStrings } from '../../mfe-flights/src/strings';
import { DEMO_ACCOUNTS, LANGS, at, common, expectTitle, publicPages, remoteRoutes, shell, signInAs } from './support';

/** The WCAG 2.1 A and AA rules axe checks; issue 17 asks for zero serious or critical violations. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Screen {
  path: string;
  title: string;
}

/** One line per serious or critical violation of a screen: rule, count, the first few elements. */
async function violationsOf(page: Page, screen: Screen): Promise<string[]> {
  // Violations only: axe skips building the passes and incomplete lists, most of its time on a large page.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` (${node.any[0].message})` : ''}`);
      return `${screen.path} ${violation.id} ×${violation.nodes.length} [${violation.impact}]: ${where.join(' | ')}`;
    });
}

/** Moves to a path as the app's own links do: no reload, so the shell and the remotes already loaded stay. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Visits each screen on one page (loaded once, no new sign-in per screen), waits for its title, then analyses it. */
async function expectNoSeriousViolations(page: Page, screens: readonly Screen[]): Promise<void> {
  const found: string[] = [];
  for (const [index, screen] of screens.entries()) {
    if (index === 0) await page.goto(screen.path);
    else await navigateInApp(page, screen.path);
    await expectTitle(page, screen.title);
    found.push(...(await violationsOf(page, screen)));
  }
  expect(found, found.join('\n')).toEqual([]);
}

const isOperatorRoute = (path: string) => path.startsWith('/operator/') || path.startsWith('/helpdesk/desk');
const remoteScreens = (prefix: Language | null, language: Language, operator: boolean): Screen[] =>
  REMOTE_NAMES.flatMap((remote) => remoteRoutes(remote))
    .filter((route) => isOperatorRoute(route.path) === operator)
    .map((route) => ({ path: at(prefix, route.path), title: route.title[language] }));

const infoScreens = (prefix: Language | null, language: Language): Screen[] => PUBLIC_INFO_ROUTES.map((route) => ({ path: at(prefix, `/${route}`), title: publicPages[language][route].title }));

/** Every route of spec §2 (and the remotes' routes beyond it), in EN and FR, signed out and signed in by role. */
for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;

  test.describe(`accessibility, ${language}`, () => {
    test('signed-out screens have no serious or critical violation', async ({ page }) => {
      await expectNoSeriousViolations(page, [
        { path: at(prefix, '/'), title: publicPages[language].home.title },
        { path: at(prefix, '/sign-up'), title: shell[language].signUp.title },
        { path: at(prefix, '/reset-password'), title: shell[language].resetPassword.title },
        { path: at(prefix, '/no-such-page'), title: shell[language].notFound.title },
        ...infoScreens(prefix, language),
      ]);
    });

    test("an agency admin's screens have no serious or critical violation", async ({ page }) => {
      // About forty screens, each loading its remote and data.
      test.setTimeout(240_000);
      const user = await signInAs(page, 'admin');
      await expectNoSeriousViolations(page, [
        { path: at(prefix, '/'), title: shell[language].dashboard.welcome.replace('{{name}}', user.firstName) },
        ...remoteScreens(prefix, language, false),
        { path: at(prefix, '/coming-soon'), title: publicPages[language].comingSoon.title },
        { path: at(prefix, '/reset-password'), title: shell[language].resetPassword.title },
        ...infoScreens(prefix, language),
      ]);
    });

    test("an operator's screens have no serious or critical violation", async ({ page }) => {
      await signInAs(page, 'operator');
      await expectNoSeriousViolations(page, remoteScreens(prefix, language, true));
    });
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
