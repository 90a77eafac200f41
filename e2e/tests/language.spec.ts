import { expect, test } from '@playwright/test';
import { at, common, expectLanguage, expectTitle, publicPages, remoteRoutes, signInAs } from './support';
import { strings as visaStrings } from '../../mfe-visa/src/strings';

test('the URL prefix picks the language; English is the default', async ({ page }) => {
  await page.goto('/about');
  await expectTitle(page, publicPages.en.about.title);
  await expectLanguage(page, 'en');
  await page.goto('/fr/about');
  await expectTitle(page, publicPages.fr.about.title);
  await expectLanguage(page, 'fr');
  await page.goto('/en/about');
  await expectTitle(page, publicPages.en.about.title);
});

test('the header switch rewrites the prefix and the choice sticks', async ({ page }) => {
  await page.goto('/services');
  await expectTitle(page, publicPages.en.services.title);

  await page.getByRole('group', { name: common.en.language.label }).getByRole('button', { name: 'FR' }).click();
  await expect(page).toHaveURL('/fr/services');
  await expectTitle(page, publicPages.fr.services.title);
  await expectLanguage(page, 'fr');

  // No prefix: the stored choice wins over the English default.
  await page.goto('/contact');
  await expectTitle(page, publicPages.fr.contact.title);
  await page.goto('/');
  await expectTitle(page, publicPages.fr.home.title);

  await page.getByRole('group', { name: common.fr.language.label }).getByRole('button', { name: 'EN' }).click();
  await expect(page).toHaveURL('/en');
  await expectTitle(page, publicPages.en.home.title);
  await page.goto('/faq');
  await expectTitle(page, publicPages.en.faq.title);
});

test('switching language updates a mounted remote in place', async ({ page }) => {
  await signInAs(page);
  // The visa wizard's first step, its texts translated in place.
  const [search] = remoteRoutes('visa');
  await page.goto(search!.path);
  await expectTitle(page, search!.title.en);
  await page.getByRole('group', { name: common.en.language.label }).getByRole('button', { name: 'FR' }).click();
  await expect(page).toHaveURL(at('fr', search!.path));
  await expectTitle(page, search!.title.fr);
  await expect(page.getByText(visaStrings.fr.wizard.note.hoursTitle)).toBeVisible();
});
