import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab's title of a screen: '<screen> · <app>', the app's name alone when the screen has none. */
export function documentTitle(screen: string, appName: string): string {
  const name = screen.trim();
  return name === '' || name === appName ? appName : `${name} · ${appName}`;
}

/** Keeps `document.title` on the screen's title in the current language (it follows navigation and the language switch). */
export function useDocumentTitle(screen: string): void {
  const { t } = useTranslation();
  const appName = t('common:appName');
  useLayoutEffect(() => {
    document.title = documentTitle(screen, appName);
  }, [screen, appName]);
}
