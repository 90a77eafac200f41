// The portal's languages, remotes and their services without zod: a remote's standalone page reads them without shipping the schemas' library.
import type { RuntimeConfig } from './runtime-config';

export const LANGUAGE_CODES = ['en', 'fr'] as const;
export const REMOTE_NAME_CODES = ['flights', 'hotels', 'transfers', 'visa', 'helpdesk', 'account'] as const;

/** Which base URL backs each remote: the main server fronts identity, account, visa, helpdesk, notifications. */
export const REMOTE_SERVICE: Record<(typeof REMOTE_NAME_CODES)[number], keyof Omit<RuntimeConfig, 'remotes' | 'languages' | 'clientKey'>> = {
  flights: 'flightsBaseUrl',
  hotels: 'hotelsBaseUrl',
  transfers: 'transfersBaseUrl',
  visa: 'serverBaseUrl',
  helpdesk: 'serverBaseUrl',
  account: 'serverBaseUrl',
};
