import { DEFAULT_LANGUAGE, LANGUAGES } from '@portal/contracts';
import { commonEn } from './common.en';
import { commonFr } from './common.fr';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, createI18n, isLanguage } from './index';

type Tree = { [key: string]: string | string[] | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && !Array.isArray(value) ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

describe('@portal/i18n', () => {
  it('supports exactly the languages of the contracts, English by default', () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    expect(FALLBACK_LANGUAGE).toBe(DEFAULT_LANGUAGE);
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });

  it('has a French string for every English one, and none left in English by mistake', () => {
    expect(keys(commonFr)).toEqual(keys(commonEn));
    const sameAsEnglish = keys(commonEn).filter((key) => {
      const get = (tree: Tree) => key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
      return get(commonEn) === get(commonFr);
    });
    const sameInBothLanguages = new Set([
      'appName',
      'nav.visa',
      'nav.finance',
      'nav.services',
      'nav.contact',
      'nav.support',
      'nav.faq',
      'nav.docs',
      'nav.api',
      'language.en',
      'language.fr',
      'pagination.perPage',
      'nav.notifications',
      'company.fields.logo',
      'roles.agent',
      'bookings.filters.agent',
      'bookings.columns.agent',
      'bookings.columns.actions',
      'bookings.history.columns.date',
      'bookings.history.columns.agent',
      'bookings.summary.none',
      'roomTypes.suite',
      'ticketServices.commercial',
      'ticketServices.visa',
      'visaTypes.transit',
      'visaDocumentKinds.photos.label',
    ]);
    expect(sameAsEnglish.filter((key) => !sameInBothLanguages.has(key))).toEqual([]);
  });

  it('creates independent instances that fall back to common strings', async () => {
    const shell = createI18n({ language: 'fr', namespace: 'shell', strings: { en: { hello: 'Hello' }, fr: { hello: 'Bonjour' } } });
    const remote = createI18n({ language: 'en', namespace: 'remote', strings: { en: { hello: 'Hi' }, fr: { hello: 'Salut' } } });
    expect(shell.t('hello')).toBe('Bonjour');
    expect(shell.t('actions.retry')).toBe('Réessayer');
    expect(remote.t('hello')).toBe('Hi');
    await remote.changeLanguage('fr');
    expect(remote.t('hello')).toBe('Salut');
    expect(shell.language).toBe('fr');
  });
});
