import { z } from 'zod';
import { LANGUAGE_CODES, REMOTE_NAME_CODES } from './runtime-names';

export { DEFAULT_LANGUAGE, LANGUAGES, REMOTE_NAMES, REMOTE_SERVICE, type Language, type RemoteName } from './runtime-names';

export const languageSchema = z.enum(LANGUAGE_CODES);
export const remoteNameSchema = z.enum(REMOTE_NAME_CODES);

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
