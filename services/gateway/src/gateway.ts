import { DEFAULT_PORTS, INTEGRATOR_API_PREFIX, type ServiceName } from '@portal/contracts';
import { browserOrigins, createServiceApp, internalUrlOf, loadConfig, SessionCodec, TrustedProxies, type AppState, type Logger } from '@portal/service-kit';
import type { default as Koa, Middleware } from 'koa';
import { integratorApi } from './integrator';
import { openApiRoutes } from './openapi/routes';
import { proxy } from './proxy';
import { FRONTED_SERVICES } from './routes';

export function upstreamsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<ServiceName, string> {
  const entries = Object.entries(DEFAULT_PORTS.services).map(([name, port]) => [name, env[`${name.toUpperCase()}_SERVICE_URL`] ?? `http://127.0.0.1:${port}`]);
  return Object.fromEntries(entries) as Record<ServiceName, string>;
}

async function upstreamReady(base: string): Promise<void> {
  const res = await fetch(new URL('/readyz', base), { signal: AbortSignal.timeout(2000) });
  if (!res.ok) throw new Error(`readyz answered ${res.status}`);
}

/**
 * The main server: one origin for identity, account, visa, helpdesk, notifications and activities,
 * and the integrator API (`/api/v1`) in front of every product service.
 */
export function createGatewayApp(log: Logger, env: NodeJS.ProcessEnv = process.env): Koa<AppState> {
  const config = loadConfig('gateway', env);
  const upstreams = upstreamsFromEnv(env);
  const trusted = new TrustedProxies(config.trustedProxies);
  const integrator = integratorApi({ upstreams, identityInternalUrl: internalUrlOf('identity', env), sessions: SessionCodec.fromEnv(env, log), trusted, env });
  return createServiceApp({
    name: 'gateway',
    log,
    corsOrigins: browserOrigins(config),
    // Key calls never use the browser's session: their CORS is the token kind, whatever the page.
    tokenCorsPrefixes: [INTEGRATOR_API_PREFIX],
    readiness: Object.fromEntries(FRONTED_SERVICES.map((service) => [service, () => upstreamReady(upstreams[service])])),
    // The gateway's own document first: every other path belongs to a service.
    middleware: [openApiRoutes().routes() as Middleware<AppState>, integrator, proxy(upstreams, trusted)],
    // The edge for the scheme and host; the client's address comes from the trusted proxies only.
    proxy: false,
    trustedProxies: config.trustedProxies,
  });
}
