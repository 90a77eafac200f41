import { expect, type Page } from '@playwright/test';
import { REMOTE_ROUTES, type Language, type RemoteName, type UserData } from '@portal/contracts';
import { commonEn } from '../../packages/i18n/src/common.en';
import { commonFr } from '../../packages/i18n/src/common.fr';
import { publicPagesEn } from '../../shell/src/content/public-pages.en';
import { publicPagesFr } from '../../shell/src/content/public-pages.fr';
import { shellEn } from '../../shell/src/i18n/strings.en';
import { shellFr } from '../../shell/src/i18n/strings.fr';
import { pages as accountPages } from '../../mfe-account/src/pages';
import { strings as accountStrings } from '../../mfe-account/src/strings';
import { pages as flightsPages } from '../../mfe-flights/src/pages';
import { strings as flightsStrings } from '../../mfe-flights/src/strings';
import { pages as helpdeskPages } from '../../mfe-helpdesk/src/pages';
import { strings as helpdeskStrings } from '../../mfe-helpdesk/src/strings';
import { pages as hotelsPages } from '../../mfe-hotels/src/pages';
import { strings as hotelsStrings } from '../../mfe-hotels/src/strings';
import { pages as transfersPages } from '../../mfe-transfers/src/pages';
import { strings as transfersStrings } from '../../mfe-transfers/src/strings';
import { pages as visaPages } from '../../mfe-visa/src/pages';
import { strings as visaStrings } from '../../mfe-visa/src/strings';

export const LANGS: readonly Language[] = ['en', 'fr'];

/** The URL of a path under a language prefix: English is also served unprefixed. */
export const at = (language: Language | null, path: string) => (language ? `/${language}${path === '/' ? '' : path}` : path);

export const common = { en: commonEn, fr: commonFr };
export const shell = { en: shellEn, fr: shellFr };
export const publicPages = { en: publicPagesEn, fr: publicPagesFr };

export const USER: UserData = {
  id: 'e2e-agent',
  langId: 'en',
  firstName: 'Amina',
  lastName: 'Benali',
  email: 'amina.benali@agency.example',
  dateTimeFormat: 'DD/MM/YYYY HH:mm',
  utcOffsetTime: '+01:00',
};

/** Puts a session record in local storage before the first page of the test loads (once, so sign-out sticks). */
export async function signIn(page: Page, user: UserData = USER): Promise<void> {
  await page.addInitScript((record) => {
    if (window.localStorage.getItem('e2e-seeded')) return;
    window.localStorage.setItem('userData', JSON.stringify(record));
    window.localStorage.setItem('e2e-seeded', '1');
  }, user);
}

export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

export async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

type Strings = Record<Language, object>;
const REMOTES: Record<RemoteName, { pages: readonly { path: string; titleKey: string }[]; strings: Strings }> = {
  flights: { pages: flightsPages, strings: flightsStrings },
  hotels: { pages: hotelsPages, strings: hotelsStrings },
  transfers: { pages: transfersPages, strings: transfersStrings },
  visa: { pages: visaPages, strings: visaStrings },
  helpdesk: { pages: helpdeskPages, strings: helpdeskStrings },
  account: { pages: accountPages, strings: accountStrings },
};

function lookup(tree: object, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
  if (typeof value !== 'string') throw new Error(`No string at ${key}`);
  return value;
}

/** Every route of a remote with a concrete path and its expected title in each language. */
export function remoteRoutes(remote: RemoteName): { path: string; title: Record<Language, string> }[] {
  const { pages, strings } = REMOTES[remote];
  return REMOTE_ROUTES[remote].map((pattern) => {
    const page = pages.find((candidate) => candidate.path === pattern);
    if (!page) throw new Error(`${remote} renders no page for ${pattern}`);
    const path = `/${pattern.replace(':id', '4711')}`;
    const title = (language: Language) => lookup(strings[language], page.titleKey).replace('{{id}}', '4711');
    return { path, title: { en: title('en'), fr: title('fr') } };
  });
}

export function remoteArea(remote: RemoteName, language: Language): string {
  return common[language].nav[remote];
}
