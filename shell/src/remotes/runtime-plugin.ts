import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// Not the package's index: the bundler puts a federation runtime plugin's imports whole into the
// entry, and the index would bring every schema and zod with them (112 kB of the entry's 250).
import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contracts/client-limits';

/** Key of the module the plugin hands back when a remote cannot load. */
export const REMOTE_UNAVAILABLE = '__portalRemoteUnavailable';

const MANIFEST_RETRIES = 2;
const RETRY_DELAY_MS = 300;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Manifest fetch with the spec's load timeout, retried on network errors (a restarting server). */
async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(CHUNK_LOAD_TIMEOUT_MS) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      if (timedOut || attempt >= MANIFEST_RETRIES) throw error;
      await delay(RETRY_DELAY_MS * (attempt + 1));
    }
  }
}

/**
 * Registered once for the shell's federation instance: load timeouts, retry, and a fallback
 * module instead of an exception when a remote cannot load, so the shell shows its fallback view.
 */
export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-resilience',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script, timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote module ${id} is unavailable`, error);
      return { [REMOTE_UNAVAILABLE]: error instanceof Error ? error.message : String(error) };
    },
  };
}
