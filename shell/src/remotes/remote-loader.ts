import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_EXPOSED_MODULE, REMOTE_NAMES, remoteContainerName, type RemoteName, type RuntimeConfig } from '@portal/contracts';
import type { RemoteLifecycles } from '@portal/ui';
import { REMOTE_UNAVAILABLE } from './runtime-plugin';

export type RemoteLoadResult = { status: 'ready'; lifecycles: RemoteLifecycles } | { status: 'unavailable'; reason: string };

/** Remotes are addressed by the manifest URLs of /config.json, never by build-time URLs. */
export function registerPortalRemotes(config: RuntimeConfig): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name: remoteContainerName(name), entry: config.remotes[name] })));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isLifecycles(value: unknown): value is RemoteLifecycles {
  return isRecord(value) && typeof value.mount === 'function' && typeof value.unmount === 'function';
}

export async function loadRemoteApp(remote: RemoteName): Promise<RemoteLoadResult> {
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
