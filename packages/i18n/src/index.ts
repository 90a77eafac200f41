import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@portal/contracts';
import { commonEn } from './common.en';
import { commonFr } from './common.fr';

export { commonEn, type CommonStrings } from './common.en';
export { commonFr } from './common.fr';
export type { I18n };

export const COMMON_NAMESPACE = 'common';

const COMMON: Record<Language, object> = { en: commonEn, fr: commonFr };

export interface I18nSetup<T extends object> {
  language: Language;
  /** The app's own namespace, looked up first; `common` is the fallback namespace. */
  namespace: string;
  strings: Record<Language, T>;
}

/**
 * A fresh i18next instance per app (shell or remote), initialised synchronously from bundled
 * strings. Apps hand it to `I18nextProvider`; nothing global is set, so a remote can never
 * switch the shell's language or strings.
 */
export function createI18n<T extends object>({ language, namespace, strings }: I18nSetup<T>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [namespace, COMMON_NAMESPACE],
    defaultNS: namespace,
    fallbackNS: COMMON_NAMESPACE,
    resources: Object.fromEntries(
      LANGUAGES.map((lng) => [lng, { [COMMON_NAMESPACE]: COMMON[lng], [namespace]: strings[lng] }]),
    ),
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Whether a string names a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
