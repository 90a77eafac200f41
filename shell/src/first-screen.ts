import { remoteOfPath, splitLanguagePrefix } from '@portal/contracts';
import { fetchRuntimeConfig, remotesOf, type ConfigFetchResult } from './config/fetch-runtime-config';
import { loadRemoteApp, registerPortalRemotes } from './remotes/remote-loader';
import { firstScreenChunks, routeChunks } from './routing/route-chunks';
import { isSessionStored } from './session/stored-user-data';

let configLoad: Promise<ConfigFetchResult> | null = null;

/**
 * Run by the entry before the shell's own chunks load, so that nothing the first screen needs waits
 * for them: /config.json, then the route's remote (its manifest, entry and exposed module, with the
 * shared antd they pull), and the chunks of the layout and screen the path lands on. Everything
 * here is a request the shell would make anyway a moment later; React asks for the same promises.
 * No schema runs here (zod is not in the entry): the shell validates the configuration itself.
 */
export function startFirstScreen(): void {
  const path = splitLanguagePrefix(window.location.pathname).path;
  // Unchecked: a record the shell then finds invalid only started other chunks.
  const signedIn = isSessionStored();
  const remote = signedIn ? remoteOfPath(path) : null;
  configLoad = fetchRuntimeConfig();
  if (remote) {
    void configLoad.then((result) => {
      const remotes = result.ok ? remotesOf(result.body) : null;
      if (!remotes) return;
      registerPortalRemotes(remotes);
      void loadRemoteApp(remote);
    });
  }
  // A chunk that fails here is asked for again by React's `lazy`, whose error the screen shows.
  for (const chunk of firstScreenChunks(path, signedIn, remote)) routeChunks[chunk]().catch(() => undefined);
}

/** What /config.json answered the entry, once; a retry after a failure asks afresh. */
export function takeRuntimeConfig(): Promise<ConfigFetchResult> {
  const load = configLoad ?? fetchRuntimeConfig();
  configLoad = null;
  return load;
}
