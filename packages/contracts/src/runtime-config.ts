import { z } from 'zod';

export const languageSchema = z.enum(['en', 'fr']);
export type Language = z.infer<typeof languageSchema>;
export const LANGUAGES: readonly Language[] = languageSchema.options;
export const DEFAULT_LANGUAGE: Language = 'en';

export const remoteNameSchema = z.enum(['flights', 'hotels', 'transfers', 'visa', 'helpdesk', 'account']);
export type RemoteName = z.infer<typeof remoteNameSchema>;
export const REMOTE_NAMES: readonly RemoteName[] = remoteNameSchema.options;

/** What the shell serves at /config.json, so one build runs in every environment. */
export const runtimeConfigSchema = z.object({
  serverBaseUrl: z.url(),
  flightsBaseUrl: z.url(),
  hotelsBaseUrl: z.url(),
  transfersBaseUrl: z.url(),
  remotes: z.record(remoteNameSchema, z.url()),
  languages: z.array(languageSchema).min(1),
  /** Spec §1 client-side encryption key: seals what the browser stores (the partner id). Without it, nothing sensitive is stored. */
  clientKey: z.string().min(16).optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** Which base URL backs each remote: the main server fronts identity, account, visa, helpdesk, notifications. */
export const REMOTE_SERVICE: Record<RemoteName, keyof Omit<RuntimeConfig, 'remotes' | 'languages' | 'clientKey'>> = {
  flights: 'flightsBaseUrl',
  hotels: 'hotelsBaseUrl',
  transfers: 'transfersBaseUrl',
  visa: 'serverBaseUrl',
  helpdesk: 'serverBaseUrl',
  account: 'serverBaseUrl',
};
