import { DEFAULT_PORTS } from './ports';
import type { RemoteName, RuntimeConfig } from './runtime-config';
import { LANGUAGE_CODES as LANGUAGES, REMOTE_NAME_CODES as REMOTE_NAMES } from './runtime-names';

/** The /config.json of a fresh local run: every app and service on its default port. */
export function defaultRuntimeConfig(origin = 'http://localhost'): RuntimeConfig {
  const at = (port: number) => `${origin}:${port}`;
  return {
    serverBaseUrl: at(DEFAULT_PORTS.gateway),
    flightsBaseUrl: at(DEFAULT_PORTS.services.flights),
    hotelsBaseUrl: at(DEFAULT_PORTS.services.hotels),
    transfersBaseUrl: at(DEFAULT_PORTS.services.transfers),
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${at(DEFAULT_PORTS.remotes[name])}/mf-manifest.json`])) as Record<RemoteName, string>,
    languages: [...LANGUAGES],
  };
}
