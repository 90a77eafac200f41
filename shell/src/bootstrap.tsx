import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createShellI18n } from './i18n';
import { readStoredLanguage, resolveLanguage, splitLanguagePrefix } from './language/language';
import { validRuntimeConfig } from './config/load-runtime-config';
import { ConfigErrorScreen } from './pages/ConfigErrorScreen';
import { Loading } from './public/components';
import './public/public.css';
import { Portal, StandaloneScreen } from './portal';
import { takeRuntimeConfig } from './first-screen';
import { registerPortalRemotes } from './remotes/remote-loader';
import { readUserData } from './session/user-data';
import { createShellStore } from './store';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element');
  return element;
}

const container = rootElement();
// The signed-out home rendered into the page at build time (unless its guard script emptied it):
// it stays as it is, without a loading screen, until the shell hydrates it.
const prerendered = container.hasAttribute('data-prerendered') && container.hasChildNodes();
let root: Root | null = null;

function render(node: ReactNode): void {
  if (!root) {
    container.textContent = '';
    root = createRoot(container);
  }
  root.render(node);
}

const language = resolveLanguage(splitLanguagePrefix(window.location.pathname).prefix, readStoredLanguage(), readUserData()?.langId);
document.documentElement.lang = language;
const i18n = createShellI18n(language);

/** Nothing renders before /config.json is loaded and valid; a translated error screen otherwise. */
async function start(): Promise<void> {
  if (!prerendered || root) {
    render(
      <StandaloneScreen i18n={i18n}>
        <Loading />
      </StandaloneScreen>,
    );
  }
  const result = validRuntimeConfig(await takeRuntimeConfig());
  if (!result.ok) {
    console.error(`Runtime configuration unavailable: ${result.reason}`);
    render(
      <StandaloneScreen i18n={i18n}>
        <ConfigErrorScreen onRetry={() => void start()} />
      </StandaloneScreen>,
    );
    return;
  }
  registerPortalRemotes(result.config.remotes);
  const portal = <Portal config={result.config} store={createShellStore(result.config)} i18n={i18n} />;
  if (prerendered && !root) root = hydrateRoot(container, portal);
  else render(portal);
}

void start();
