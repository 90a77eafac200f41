import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSED_MODULE, REMOTE_NAMES, remoteContainerName, type RemoteName, type RuntimeConfig } from '@portal/contracts';
import type { RemoteLifecycles } from '@portal/ui';
import { REMOTE_UNAVAILABLE } from './runtime-plugin';

export type RemoteLoadResult = { status: 'ready'; lifecycles: RemoteLifecycles } | { status: 'unavailable'; reason: string };

let registered = false;

/** Remotes are addressed by the manifest URLs of /config.json, never by build-time URLs; once a page (the entry may do it before the shell starts). */
export function registerPortalRemotes(remotes: RuntimeConfig['remotes']): void {
  if (registered) return;
  registered = true;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name: remoteContainerName(name), entry: remotes[name] })));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isLifecycles(value: unknown): value is RemoteLifecycles {
  return isRecord(value) && typeof value.mount === 'function' && typeof value.unmount === 'function';
}

async function fetchRemoteApp(remote: RemoteName): Promise<RemoteLoadResult> {
  try {
    const exposed = await loadRemote<unknown>(`${remoteContainerName(remote)}/${REMOTE_EXPOSED_MODULE.slice(2)}`);
    if (isRecord(exposed) && typeof exposed[REMOTE_UNAVAILABLE] === 'string') {
      return { status: 'unavailable', reason: exposed[REMOTE_UNAVAILABLE] };
    }
    const lifecycles = isRecord(exposed) && 'default' in exposed ? exposed.default : exposed;
    if (isLifecycles(lifecycles)) return { status: 'ready', lifecycles };
    return { status: 'unavailable', reason: `${remote} exposes no single-spa lifecycles` };
  } catch (error) {
    return { status: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** One load per remote shared by the early start, the idle preload and the outlet; a failed one is tried afresh. */
const loads = new Map<RemoteName, Promise<RemoteLoadResult>>();

export function loadRemoteApp(remote: RemoteName): Promise<RemoteLoadResult> {
  const started = loads.get(remote);
  if (started) return started;
  const load = fetchRemoteApp(remote).then((result) => {
    if (result.status === 'unavailable') loads.delete(remote);
    return result;
  });
  loads.set(remote, load);
  return load;
}

const PRELOAD_DELAY_MS = 1000;
const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));

/**
 * Loads the given remotes one after another, each when the browser is idle, so that switching
 * to one later only mounts it (manifest, entry and screens are already in memory).
 */
export function preloadRemoteApps(remotes: readonly RemoteName[]): void {
  const [next, ...rest] = remotes.filter((remote) => !loads.has(remote));
  if (!next) return;
  whenIdle(() => void loadRemoteApp(next).then(() => preloadRemoteApps(rest)));
}

/** Preloads once the page has loaded and a moment has passed: the current screen comes first. */
export function preloadRemoteAppsAfterLoad(remotes: readonly RemoteName[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(() => preloadRemoteApps(remotes), PRELOAD_DELAY_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
  };
}
