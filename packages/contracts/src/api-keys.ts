import { z } from 'zod';
import { languageSchema } from './runtime-config';
import { pageOf, paginationQuery, requiredText } from './validation';

/** A sandbox key's calls are for trying the API; a live key's book for real. */
export const API_KEY_MODES = ['sandbox', 'live'] as const;
export const apiKeyModeSchema = z.enum(API_KEY_MODES);
export type ApiKeyMode = z.infer<typeof apiKeyModeSchema>;

/** A key as shown once: `vk_<mode>_<random>`; its first characters (the prefix) are kept to tell keys apart. */
export const API_KEY_PATTERN = /^vk_(sandbox|live)_[A-Za-z0-9_-]{32,64}$/;

/** `POST /company/api-keys` */
export const createApiKeyRequest = z.object({ name: requiredText(60), mode: apiKeyModeSchema });
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

/** What a record made through the integrator API carries of its key: the id, and the name the key had then. */
export const apiKeyAttribution = z.object({
  apiKeyId: z.string().max(100).optional(),
  apiKeyName: z.string().max(100).optional(),
});
export type ApiKeyAttribution = z.infer<typeof apiKeyAttribution>;

/** A record's attribution, copied without empty fields (a portal user's change carries none). */
export function apiKeyAttributionOf(source: ApiKeyAttribution): ApiKeyAttribution {
  return { ...(source.apiKeyId ? { apiKeyId: source.apiKeyId } : {}), ...(source.apiKeyName ? { apiKeyName: source.apiKeyName } : {}) };
}

/** One key of the agency, as `GET /company/api-keys` lists it (never the key itself). */
export const apiKeyRow = z.object({
  id: z.string(),
  name: z.string(),
  mode: apiKeyModeSchema,
  /** The key's first characters, to recognise it. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;
export const apiKeysQuery = paginationQuery;
export const apiKeysPage = pageOf(apiKeyRow);

/** `POST /company/api-keys`: the key in clear, shown this once. */
export const apiKeyCreatedResponse = apiKeyRow.extend({ key: z.string().regex(API_KEY_PATTERN) });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedResponse>;

/** `DELETE /company/api-keys/:id` */
export const apiKeyRevokedResponse = z.object({ id: z.string(), revokedAt: z.iso.datetime() });

/** `PUT /operator/agencies/:id/developer-access`: an operator turns an agency's API access off or on. */
export const developerAccessRequest = z.object({ active: z.boolean() });
export const developerAccessResponse = z.object({ id: z.string(), developerActive: z.boolean() });

// ---------------------------------------------------------------- the gateway's check (identity's internal listener)

/** `POST /internal/api-keys/authorize`: one call of the integrator API, counted. */
export const apiKeyAuthorizeRequest = z.object({ key: z.string().min(1).max(200) });

/** What the `X-RateLimit-*` headers of a key's answer say: the daily quota. */
export const apiKeyLimits = z.object({
  /** Calls a day (UTC). */
  limit: z.number().int(),
  remaining: z.number().int(),
  /** When the day's count starts again, Unix seconds. */
  resetAt: z.number().int(),
  /** Calls a second. */
  ratePerSecond: z.number().int(),
});
export type ApiKeyLimits = z.infer<typeof apiKeyLimits>;

export const API_KEY_REFUSALS = ['unauthorized', 'developer_inactive', 'quota_exceeded', 'rate_limit_exceeded'] as const;
export type ApiKeyRefusal = (typeof API_KEY_REFUSALS)[number];

export const apiKeyAuthorizeResponse = z.discriminatedUnion('allowed', [
  z.object({
    allowed: z.literal(true),
    keyId: z.string(),
    keyName: z.string(),
    mode: apiKeyModeSchema,
    /** The acting user: the key's creator. */
    userId: z.string(),
    agencyId: z.string(),
    language: languageSchema,
    limits: apiKeyLimits,
  }),
  z.object({
    allowed: z.literal(false),
    refusal: z.enum(API_KEY_REFUSALS),
    /** Absent when the key itself is refused (nothing to count against). */
    limits: apiKeyLimits.optional(),
    /** A rate refusal: when to call again. */
    retryAfterSeconds: z.number().int().positive().optional(),
  }),
]);
export type ApiKeyAuthorization = z.infer<typeof apiKeyAuthorizeResponse>;
