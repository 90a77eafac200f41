import { expect, test } from '@playwright/test';
import { PUBLIC_INFO_ROUTES, type Language } from '@portal/contracts';
import { expectAccessible } from './axe';
import { LANGS, at, common, expectLanguage, expectTitle, navigateInApp, publicPages, shell } from './support';

/** The browser tab's title of a screen in a language (defect 9 of issue 17). */
const tabTitle = (language: Language, screen: string) => `${screen} · ${common[language].appName}`;

/** Signed-out routes of spec §2, unprefixed (English) and under /fr, each also checked by axe (issue 17). */
for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;

  test.describe(`signed out, ${language}`, () => {
    test('home shows the landing page', async ({ page }) => {
      await page.goto(at(prefix, '/'));
      await expectTitle(page, publicPages[language].home.title);
      await expectLanguage(page, language);
      await expect(page).toHaveTitle(shell[language].meta.title);
      await expectAccessible(page, at(prefix, '/'));
      await expect(page.getByRole('link', { name: shell[language].home.primaryCta }).first()).toBeVisible();
      for (const section of publicPages[language].home.sections) {
        await expect(page.getByRole('heading', { name: section.heading, exact: true })).toBeVisible();
      }
    });

    test('information pages render their copy', async ({ page }) => {
      // The first page loads the portal at its address; the others are reached inside the app, as its links do.
      for (const [index, route] of PUBLIC_INFO_ROUTES.entries()) {
        const content = publicPages[language][route];
        if (index === 0) await page.goto(at(prefix, `/${route}`));
        else await navigateInApp(page, at(prefix, `/${route}`));
        await expectTitle(page, content.title);
        await expect(page).toHaveTitle(tabTitle(language, content.title));
        await expect(page.getByText(content.lead, { exact: true })).toBeVisible();
        const first = content.sections[0];
        if (first) await expect(page.getByText(first.heading, { exact: true }).first()).toBeVisible();
        await expectLanguage(page, language);
        await expectAccessible(page, at(prefix, `/${route}`));
      }
    });

    test('sign-up and reset-password show their forms', async ({ page }) => {
      await page.goto(at(prefix, '/sign-up'));
      await expectTitle(page, shell[language].signUp.title);
      await expect(page).toHaveTitle(tabTitle(language, shell[language].signUp.title));
      await expect(page.getByRole('button', { name: shell[language].signUp.submit })).toBeVisible();
      await expectAccessible(page, at(prefix, '/sign-up'));
      await page.goto(at(prefix, '/reset-password'));
      await expectTitle(page, shell[language].resetPassword.title);
      await expect(page).toHaveTitle(tabTitle(language, shell[language].resetPassword.title));
      await expect(page.getByRole('link', { name: shell[language].resetPassword.contactSupport })).toBeVisible();
      await expectAccessible(page, at(prefix, '/reset-password'));
    });

    test('an unknown path answers 404 with the not-found page; a route answers 200', async ({ page }) => {
      const missing = await page.goto(at(prefix, '/no-such-page'));
      expect(missing?.status()).toBe(404);
      await expectTitle(page, shell[language].notFound.title);
      await expect(page).toHaveTitle(tabTitle(language, shell[language].notFound.title));
      await expectAccessible(page, at(prefix, '/no-such-page'));
      const found = await page.goto(at(prefix, '/about'));
      expect(found?.status()).toBe(200);
      await expectTitle(page, publicPages[language].about.title);
    });

    test('the header and footer lead to the public pages', async ({ page }) => {
      await page.goto(at(prefix, '/'));
      const header = page.getByRole('navigation', { name: shell[language].header.mainNavigation });
      await header.getByRole('link', { name: common[language].nav.about }).click();
      await expect(page).toHaveURL(at(prefix, '/about'));
      await expectTitle(page, publicPages[language].about.title);
      await page.getByRole('contentinfo').getByRole('link', { name: common[language].nav.terms }).click();
      await expect(page).toHaveURL(at(prefix, '/terms'));
      await expectTitle(page, publicPages[language].terms.title);
    });
  });
}
