import { App, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import type { ReactNode } from 'react';
import type { Language } from '@portal/contracts';
import { portalTheme } from './theme';

const ANTD_LOCALES = { en: enUS, fr: frFR } as const;

/** antd theme, locale and the App context (message, notification) for one React root. */
export function PortalProviders({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme} locale={ANTD_LOCALES[language]}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
