import { REMOTE_ROUTES, REMOTE_SERVICE, defaultRuntimeConfig, type Language, type RemoteName } from '@portal/contracts';
import type { ParcelProps, RemoteLifecycles } from './remote-contract';

/**
 * Runs a remote on its own page (`rsbuild dev` in the remote's folder): the page plays the host,
 * with no session and the local default service URL.
 */
export function mountStandalone(lifecycles: RemoteLifecycles, remote: RemoteName): void {
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('No #root element to mount into');
  const language: Language = navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  const config = defaultRuntimeConfig();
  const serviceBaseUrl = config[REMOTE_SERVICE[remote]];

  const props = (): ParcelProps => ({
    domElement,
    basePath: '',
    pathname: window.location.pathname === '/' ? `/${REMOTE_ROUTES[remote][0]}` : window.location.pathname,
    search: window.location.search,
    language,
    serviceBaseUrl,
    serverBaseUrl: config.serverBaseUrl,
    user: null,
    navigate(path, options) {
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', path);
      void lifecycles.update(props());
    },
    onUnauthorized: () => console.warn(`${remote}: the service answered 401`),
    notify: (kind, message, description) => console.info(`[${kind}] ${message}`, description ?? ''),
  });

  window.addEventListener('popstate', () => void lifecycles.update(props()));
  void lifecycles.bootstrap(props()).then(() => lifecycles.mount(props()));
}
