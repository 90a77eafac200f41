import { z } from 'zod';
import { LANGUAGE_CODES, REMOTE_NAME_CODES } from './runtime-names';

export { REMOTE_SERVICE } from './runtime-names';

export const languageSchema = z.enum(LANGUAGE_CODES);
export type Language = z.infer<typeof languageSchema>;
export const LANGUAGES: readonly Language[] = LANGUAGE_CODES;
export const DEFAULT_LANGUAGE: Language = 'en';

export const remoteNameSchema = z.enum(REMOTE_NAME_CODES);
export type RemoteName = z.infer<typeof remoteNameSchema>;
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_NAME_CODES;

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
