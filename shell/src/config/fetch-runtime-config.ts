import { REMOTE_NAMES, type RuntimeConfig } from '@portal/contracts';

export type ConfigFetchResult = { ok: true; body: unknown } | { ok: false; reason: string };

/**
 * Fetches /config.json, unvalidated: the entry asks for it before anything else and must not carry
 * the schemas' library (zod's start-up alone was the longest task of a first visit). The shell
 * validates the body before using it (`validRuntimeConfig`).
 */
export async function fetchRuntimeConfig(): Promise<ConfigFetchResult> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: `GET /config.json answered ${response.status}` };
    return { ok: true, body: await response.json() };
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
}

/** The remotes' manifest URLs of a fetched body, if every one is a URL (what the entry may start loading early). */
export function remotesOf(body: unknown): RuntimeConfig['remotes'] | null {
  const remotes = typeof body === 'object' && body !== null ? (body as { remotes?: unknown }).remotes : undefined;
  if (typeof remotes !== 'object' || remotes === null) return null;
  const entries = remotes as Record<string, unknown>;
  return REMOTE_NAMES.every((name) => typeof entries[name] === 'string' && URL.canParse(entries[name])) ? (entries as RuntimeConfig['remotes']) : null;
}
