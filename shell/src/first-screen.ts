import { remoteOfPath, splitLanguagePrefix } from '@portal/contracts';
import { loadRuntimeConfig, type ConfigLoadResult } from './config/load-runtime-config';
import { loadRemoteApp, registerPortalRemotes } from './remotes/remote-loader';
import { firstScreenChunks, routeChunks } from './routing/route-chunks';
import { readUserData } from './session/stored-user-data';

let configLoad: Promise<ConfigLoadResult> | null = null;

/**
 * Run by the entry before the shell's own chunks load, so that nothing the first screen needs waits
 * for them: /config.json, then the route's remote (its manifest, entry and exposed module, with the
 * shared antd they pull), and the chunks of the layout and screen the path lands on. Everything
 * here is a request the shell would make anyway a moment later; React asks for the same promises.
 */
export function startFirstScreen(): void {
  const path = splitLanguagePrefix(window.location.pathname).path;
  const signedIn = readUserData() !== null;
  const remote = signedIn ? remoteOfPath(path) : null;
  configLoad = loadRuntimeConfig();
  if (remote) {
    void configLoad.then((result) => {
      if (!result.ok) return;
      registerPortalRemotes(result.config);
      void loadRemoteApp(remote);
    });
  }
  // A chunk that fails here is asked for again by React's `lazy`, whose error the screen shows.
  for (const chunk of firstScreenChunks(path, signedIn, remote)) routeChunks[chunk]().catch(() => undefined);
}

/** The configuration the entry asked for, once; a retry after a failure asks afresh. */
export function takeRuntimeConfig(): Promise<ConfigLoadResult> {
  const load = configLoad ?? loadRuntimeConfig();
  configLoad = null;
  return load;
}
