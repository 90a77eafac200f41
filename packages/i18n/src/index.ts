import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@portal/contracts';
import { COMMON } from './common';

export { commonEn, type CommonStrings } from './common.en';
export { commonFr } from './common.fr';
export { bookingOperationText } from './booking-operations';
export { BOOKING_ERRORS } from './booking-errors';
export type { I18n };

export const COMMON_NAMESPACE = 'common';

/**
 * The portal's languages and its default and fallback (spec §1: English), kept free of the zod
 * schemas in @portal/contracts so remotes do not ship zod; a unit test holds them equal to
 * LANGUAGES and DEFAULT_LANGUAGE there.
 */
export const SUPPORTED_LANGUAGES = Object.keys(COMMON) as Language[];
export const FALLBACK_LANGUAGE: Language = 'en';

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
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    ns: [namespace, COMMON_NAMESPACE],
    defaultNS: namespace,
    fallbackNS: COMMON_NAMESPACE,
    resources: Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, { [COMMON_NAMESPACE]: COMMON[lng], [namespace]: strings[lng] }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Whether a string names a supported language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
