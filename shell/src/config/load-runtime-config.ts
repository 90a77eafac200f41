import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contracts';
import type { ConfigFetchResult } from './fetch-runtime-config';

export type ConfigLoadResult = { ok: true; config: RuntimeConfig } | { ok: false; reason: string };

/** Validates what /config.json answered, so one build runs in every environment. */
export function validRuntimeConfig(fetched: ConfigFetchResult): ConfigLoadResult {
  if (!fetched.ok) return fetched;
  const parsed = runtimeConfigSchema.safeParse(fetched.body);
  return parsed.success ? { ok: true, config: parsed.data } : { ok: false, reason: parsed.error.message };
}
