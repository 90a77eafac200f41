import { apiKeyAuthorizeResponse, INTEGRATOR_API_PREFIX, integratorOperationFor, type ApiKeyAuthorization, type ApiKeyLimits, type ApiKeyRefusal, type ServiceName } from '@portal/contracts';
import { AppError, serviceHeaders, SESSION_COOKIE, type AppState, type SessionCodec, type TrustedProxies } from '@portal/service-kit';
import type { Middleware } from 'koa';
import { forward, upstreamHeaders } from './proxy';

/** A minted session lives for one call; a minute covers the slowest booking the services allow. */
const CALL_SESSION_TTL_MS = 60_000;

/** The caller's own credentials: never forwarded, a service sees only the minted session. */
const CALLER_CREDENTIALS = ['cookie', 'authorization', 'x-api-key'] as const;

export interface IntegratorOptions {
  upstreams: Record<ServiceName, string>;
  /** identity's internal listener, where keys are checked and counted. */
  identityInternalUrl: string;
  sessions: SessionCodec;
  trusted: TrustedProxies;
  env?: NodeJS.ProcessEnv;
}

/** The key a call carries: `Authorization: Bearer <key>` or `X-Api-Key: <key>`. */
export function apiKeyOf(authorization: string | undefined, xApiKey: string | undefined): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return bearer ?? (xApiKey?.trim() || undefined);
}

/** The daily quota's `X-RateLimit-*` headers every answer to a key call carries. */
export function rateLimitHeaders(limits: ApiKeyLimits): Record<string, string> {
  return { 'X-RateLimit-Limit': String(limits.limit), 'X-RateLimit-Remaining': String(limits.remaining), 'X-RateLimit-Reset': String(limits.resetAt) };
}

/** A refused call as the portal's error, in §8's words (the kit's error handler sets `Retry-After` from the details). */
export function refusalError(refusal: ApiKeyRefusal, retryAfterSeconds?: number): AppError {
  return new AppError(refusal, undefined, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });
}

async function authorize(options: IntegratorOptions, key: string): Promise<ApiKeyAuthorization> {
  const res = await fetch(new URL('/internal/api-keys/authorize', options.identityInternalUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...serviceHeaders(options.env) },
    body: JSON.stringify({ key }),
    signal: AbortSignal.timeout(5_000),
  }).catch(() => undefined);
  if (!res?.ok) throw new AppError('service_unavailable', 'identity is unavailable, you may retry');
  return apiKeyAuthorizeResponse.parse(await res.json());
}

/**
 * The integrator API: `/api/v1/<path>` is the portal's own route `<path>` of the service the
 * operation table names, called as the key's creator with a session minted for this call only.
 * Anything not in the table is a 404; the caller's cookies never reach a service.
 */
export function integratorApi(options: IntegratorOptions): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path !== INTEGRATOR_API_PREFIX && !ctx.path.startsWith(`${INTEGRATOR_API_PREFIX}/`)) return next();
    const path = ctx.path.slice(INTEGRATOR_API_PREFIX.length);
    const operation = integratorOperationFor(ctx.method, path);
    if (!operation) throw new AppError('not_found', `No operation ${ctx.method} ${path} in the integrator API`);
    const key = apiKeyOf(ctx.get('authorization'), ctx.get('x-api-key'));
    if (!key) throw refusalError('unauthorized');

    const answer = await authorize(options, key);
    if (answer.limits) ctx.set(rateLimitHeaders(answer.limits));
    if (!answer.allowed) throw refusalError(answer.refusal, answer.retryAfterSeconds);

    const { token } = options.sessions.issue({ uid: answer.userId, aid: answer.agencyId, role: 'agency_admin', lang: answer.language, kid: answer.keyId, kname: answer.keyName }, CALL_SESSION_TTL_MS);
    const headers = upstreamHeaders(ctx, options.trusted);
    for (const name of CALLER_CREDENTIALS) delete headers[name];
    headers.cookie = `${SESSION_COOKIE}=${token}`;
    const target = new URL(`${path}${ctx.search}`, options.upstreams[operation.service]);
    await forward(ctx, operation.service, target, headers, ['set-cookie']);
  };
}
