import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router';
import type { RuntimeConfig } from '@portal/contracts';
import type { I18n } from '@portal/i18n';
import { RuntimeConfigContext } from './config/runtime-config';
import { SHELL_NAMESPACE } from './i18n';
import { LanguageSync } from './language/use-language';
import { PortalRoutes } from './routing/PortalRoutes';
import { SessionSync } from './session/SessionSync';
import type { ShellStore } from './store';

/**
 * The shell with its configuration: store, strings, router, layouts and routes. With `location`, a
 * static router at that path (the build renders the signed-out home into its HTML this way).
 */
export function Portal({ config, store, i18n, location }: { config: RuntimeConfig; store: ShellStore; i18n: I18n; location?: string }) {
  const Router = location === undefined ? BrowserRouter : StaticRouter;
  return (
    <StrictMode>
      <RuntimeConfigContext.Provider value={config}>
        <Provider store={store}>
          <I18nextProvider i18n={i18n} defaultNS={SHELL_NAMESPACE}>
            <Router location={location ?? ''}>
              <LanguageSync />
              <SessionSync />
              <PortalRoutes />
            </Router>
          </I18nextProvider>
        </Provider>
      </RuntimeConfigContext.Provider>
    </StrictMode>
  );
}

/** What shows before (or instead of) the portal: strings only, no router or store. */
export function StandaloneScreen({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n} defaultNS={SHELL_NAMESPACE}>
        {children}
      </I18nextProvider>
    </StrictMode>
  );
}
