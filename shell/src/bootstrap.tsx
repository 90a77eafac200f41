import { createRoot } from 'react-dom/client';
import { createShellI18n } from './i18n';
import { readStoredLanguage, resolveLanguage, splitLanguagePrefix } from './language/language';
import { ConfigErrorScreen } from './pages/ConfigErrorScreen';
import { Loading } from './public/components';
import './public/public.css';
import { Portal, StandaloneScreen } from './portal';
import { takeRuntimeConfig } from './first-screen';
import { registerPortalRemotes } from './remotes/remote-loader';
import { readUserData } from './session/user-data';
import { createShellStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

const language = resolveLanguage(splitLanguagePrefix(window.location.pathname).prefix, readStoredLanguage(), readUserData()?.langId);
document.documentElement.lang = language;
const i18n = createShellI18n(language);

/** Nothing renders before /config.json is loaded and valid; a translated error screen otherwise. */
async function start(): Promise<void> {
  root.render(
    <StandaloneScreen i18n={i18n}>
      <Loading />
    </StandaloneScreen>,
  );
  const result = await takeRuntimeConfig();
  if (!result.ok) {
    console.error(`Runtime configuration unavailable: ${result.reason}`);
    root.render(
      <StandaloneScreen i18n={i18n}>
        <ConfigErrorScreen onRetry={() => void start()} />
      </StandaloneScreen>,
    );
    return;
  }
  registerPortalRemotes(result.config);
  root.render(<Portal config={result.config} store={createShellStore(result.config)} i18n={i18n} />);
}

void start();
