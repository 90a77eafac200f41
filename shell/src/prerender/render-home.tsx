import { prerenderToNodeStream } from 'react-dom/static';
import { defaultRuntimeConfig, type Language } from '@portal/contracts';
import { createShellI18n } from '../i18n';
import { Portal } from '../portal';
import { createShellStore } from '../store';

/**
 * The signed-out home at `path`, as the shell renders it in the browser with no session stored:
 * the same tree, with a static router, waiting for every lazy screen. Nothing it draws depends on
 * the runtime configuration (the services' addresses), so the development one stands in for it.
 */
export async function renderSignedOutHome(language: Language, path: string): Promise<{ html: string; title: string; description: string }> {
  const config = defaultRuntimeConfig();
  const i18n = createShellI18n(language);
  const { prelude } = await prerenderToNodeStream(<Portal config={config} store={createShellStore(config)} i18n={i18n} location={path} />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, title: i18n.t('meta.title'), description: i18n.t('meta.description') };
}
