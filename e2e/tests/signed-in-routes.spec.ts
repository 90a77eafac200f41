import { expect, test } from '@playwright/test';
import { PUBLIC_INFO_ROUTES, REMOTE_NAMES, type Language } from '@portal/contracts';
import { expectAccessible } from './axe';
import { LANGS, USER, at, common, expectLanguage, expectTitle, publicPages, remoteRoutes, shell, signInAs, navigateInApp } from './support';

/** The browser tab's title of a screen in a language (defect 9 of issue 17). */
const tabTitle = (language: Language, screen: string) => `${screen} · ${common[language].appName}`;

/**
 * Signed-in routes of spec §2 in English (unprefixed) and French, each with its translated title and checked
 * by axe (issue 17): an agency admin's screens here, an operator's own in accessibility.spec.ts.
 */
for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;

  test.describe(`signed in, ${language}`, () => {
    test.beforeEach(async ({ page }) => signInAs(page));

    test('home greets the user and leads to every area', async ({ page }) => {
      await page.goto(at(prefix, '/'));
      await expectTitle(page, shell[language].dashboard.welcome.replace('{{name}}', USER.firstName));
      await expectLanguage(page, language);
      await expect(page).toHaveTitle(tabTitle(language, common[language].nav.dashboard));
      const header = page.getByRole('navigation', { name: shell[language].header.mainNavigation });
      for (const area of ['flights', 'hotels', 'transfers', 'activities', 'visa', 'helpdesk', 'account'] as const) {
        await expect(header.getByText(common[language].nav[area], { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: shell[language].header.userMenu })).toContainText(USER.lastName);
      await expectAccessible(page, at(prefix, '/'));
    });

    test('information pages, coming soon and reset password render in the signed-in layout', async ({ page }) => {
      // The first page loads the portal at its address; the others are reached inside the app.
      for (const [index, route] of PUBLIC_INFO_ROUTES.entries()) {
        if (index === 0) await page.goto(at(prefix, `/${route}`));
        else await navigateInApp(page, at(prefix, `/${route}`));
        await expectTitle(page, publicPages[language][route].title);
        await expect(page).toHaveTitle(tabTitle(language, publicPages[language][route].title));
        await expectAccessible(page, at(prefix, `/${route}`));
      }
      await navigateInApp(page, at(prefix, '/coming-soon'));
      await expectTitle(page, publicPages[language].comingSoon.title);
      await expectAccessible(page, at(prefix, '/coming-soon'));
      await navigateInApp(page, at(prefix, '/reset-password'));
      await expectTitle(page, shell[language].resetPassword.title);
      await expect(page).toHaveTitle(tabTitle(language, shell[language].resetPassword.title));
      await expectAccessible(page, at(prefix, '/reset-password'));
      await expect(page.getByRole('button', { name: shell[language].header.userMenu })).toBeVisible();
    });

    for (const remote of REMOTE_NAMES) {
      test(`${remote} remote renders each of its routes`, async ({ page }) => {
        // Up to ten screens, each loading its data: measured 1.9 min for the account remote on CI.
        test.setTimeout(240_000);
        for (const [index, route] of remoteRoutes(remote).entries()) {
          // The first route loads the portal at its address; the others are reached inside the app, as a user moves between screens.
          if (index === 0) await page.goto(at(prefix, route.path));
          else await navigateInApp(page, at(prefix, route.path));
          await expectTitle(page, route.title[language]);
          await expect(page).toHaveTitle(tabTitle(language, route.title[language]));
          await expectLanguage(page, language);
          await expectAccessible(page, at(prefix, route.path));
        }
      });
    }
  });
}

test('a remote sub-navigation navigates between its own routes under the language prefix', async ({ page }) => {
  await signInAs(page);
  const routes = remoteRoutes('account');
  const [account, users] = ['/distributor/account', '/users'].map((path) => routes.find((route) => route.path === path)!);
  await page.goto(at('fr', account!.path));
  await expectTitle(page, account!.title.fr);
  const link = page.getByRole('link', { name: users!.title.fr, exact: true });
  await expect(link).toHaveAttribute('href', at('fr', users!.path));
  await link.click();
  await expect(page).toHaveURL(at('fr', users!.path));
  await expectTitle(page, users!.title.fr);
  await expect(page).toHaveTitle(tabTitle('fr', users!.title.fr));
  await page.goBack();
  await expectTitle(page, account!.title.fr);
  await expect(page).toHaveTitle(tabTitle('fr', account!.title.fr));
  await page.getByRole('link', { name: common.fr.nav.home, exact: true }).click();
  await expect(page).toHaveURL('/fr');
  await expectTitle(page, shell.fr.dashboard.welcome.replace('{{name}}', USER.firstName));
});
