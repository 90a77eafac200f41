import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts';
import { isLanguage } from '@portal/i18n';

/** Local storage key of the language chosen with the header switch. */
export const LANGUAGE_KEY = 'language';

export interface LocalizedLocation {
  /** Language named by the URL prefix, if any. */
  prefix: Language | null;
  /** The path without the prefix, always starting with '/'. */
  path: string;
}

/** '/fr/about' → { prefix: 'fr', path: '/about' }; '/about' → { prefix: null, path: '/about' }. */
export function splitLanguagePrefix(pathname: string): LocalizedLocation {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (isLanguage(first)) return { prefix: first, path: match?.[2] ?? '/' };
  return { prefix: null, path: pathname || '/' };
}

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
