import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts';
import { isLanguage } from '@portal/i18n';

export { splitLanguagePrefix, type LocalizedLocation } from '@portal/contracts';

/** Local storage key of the language chosen with the header switch. */
export const LANGUAGE_KEY = 'language';

/** The URL of `path` under a language prefix ('' keeps the path unprefixed). */
export function withPrefix(prefix: Language | null, path: string): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/** URL prefix first, then the stored choice, then the user's language, then English. */
export function resolveLanguage(prefix: Language | null, stored: Language | null, userLanguage?: Language): Language {
  return prefix ?? stored ?? userLanguage ?? DEFAULT_LANGUAGE;
}

export function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  window.localStorage.setItem(LANGUAGE_KEY, language);
}
