import { runtimeConfigSchema, type RuntimeConfig } from '@portal/contracts';

export type ConfigLoadResult = { ok: true; config: RuntimeConfig } | { ok: false; reason: string };

/** Fetches and validates /config.json, so one build runs in every environment. No React here: the entry calls it. */
export async function loadRuntimeConfig(): Promise<ConfigLoadResult> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: `GET /config.json answered ${response.status}` };
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    return parsed.success ? { ok: true, config: parsed.data } : { ok: false, reason: parsed.error.message };
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
}
