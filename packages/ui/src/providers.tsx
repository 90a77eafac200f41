import '@portal/ui/antd-styles';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import { useMemo, type ReactNode } from 'react';
import type { Language } from '@portal/contracts';
import type { RemoteTheme } from './remote-contract';
import { themeWith } from './theme';

const ANTD_LOCALES = { en: enUS, fr: frFR } as const;

/** antd theme (a white-label host's tokens over the portal's), locale and the App context (message, notification) for one React root. */
export function PortalProviders({ language, theme, children }: { language: Language; theme?: RemoteTheme; children: ReactNode }) {
  const config = useMemo(() => themeWith(theme), [theme]);
  return (
    <ConfigProvider theme={config} locale={ANTD_LOCALES[language]}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
