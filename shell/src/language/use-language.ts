import { useCallback, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '@portal/contracts';
import { documentTitle } from '@portal/ui';
import { selectUser } from '../session/session-slice';
import { useShellSelector } from '../store';
import { readStoredLanguage, resolveLanguage, splitLanguagePrefix, storeLanguage, withPrefix } from './language';

export interface LanguageState {
  language: Language;
  /** The URL's language prefix ('' when none), what remotes get as `basePath`. */
  basePath: string;
  /** The current path without the prefix. */
  path: string;
  /** A path of the portal under the current prefix. */
  localize(path: string): string;
  /** Store the choice and rewrite the URL under the new prefix. */
  switchLanguage(next: Language): void;
}

export function useLanguage(): LanguageState {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useShellSelector(selectUser);
  const { prefix, path } = splitLanguagePrefix(location.pathname);
  const language = resolveLanguage(prefix, readStoredLanguage(), user?.langId);
  const localize = useCallback((to: string) => withPrefix(prefix, to), [prefix]);
  const switchLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      void navigate(`${withPrefix(next, path)}${location.search}${location.hash}`);
    },
    [navigate, path, location.search, location.hash],
  );
  return { language, basePath: prefix ? `/${prefix}` : '', path, localize, switchLanguage };
}

/** Keeps i18next and <html lang> on the language of the URL. */
export function LanguageSync() {
  const { language } = useLanguage();
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  return null;
}

/** Document title of a screen: '<screen> · Voyagr Pro'; the app's name gives the home page's full title. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('common:appName');
  useLayoutEffect(() => {
    document.title = title === appName ? t('meta.title') : documentTitle(title, appName);
  }, [title, appName, t]);
}
