// The portal's languages, remotes and their services without zod: a remote's standalone page and the
// shell's entry read them without shipping (and running) the schemas' library.
import type { RuntimeConfig } from './runtime-config';

export const LANGUAGE_CODES = ['en', 'fr'] as const;
export const REMOTE_NAME_CODES = ['flights', 'hotels', 'transfers', 'visa', 'helpdesk', 'account'] as const;

export type Language = (typeof LANGUAGE_CODES)[number];
export const LANGUAGES: readonly Language[] = LANGUAGE_CODES;
export const DEFAULT_LANGUAGE: Language = 'en';

export type RemoteName = (typeof REMOTE_NAME_CODES)[number];
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_NAME_CODES;

/** Which base URL backs each remote: the main server fronts identity, account, visa, helpdesk, notifications. */
export const REMOTE_SERVICE: Record<RemoteName, keyof Omit<RuntimeConfig, 'remotes' | 'languages' | 'clientKey'>> = {
  flights: 'flightsBaseUrl',
  hotels: 'hotelsBaseUrl',
  transfers: 'transfersBaseUrl',
  visa: 'serverBaseUrl',
  helpdesk: 'serverBaseUrl',
  account: 'serverBaseUrl',
};
