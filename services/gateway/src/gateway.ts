import { DEFAULT_PORTS, type ServiceName } from '@portal/contracts';
import { browserOrigins, createServiceApp, loadConfig, TrustedProxies, type AppState, type Logger } from '@portal/service-kit';
import type Koa from 'koa';
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

/** The main server: one origin for identity, account, visa, helpdesk, notifications and activities. */
export function createGatewayApp(log: Logger, env: NodeJS.ProcessEnv = process.env): Koa<AppState> {
  const config = loadConfig('gateway', env);
  const upstreams = upstreamsFromEnv(env);
  return createServiceApp({
    name: 'gateway',
    log,
    corsOrigins: browserOrigins(config),
    readiness: Object.fromEntries(FRONTED_SERVICES.map((service) => [service, () => upstreamReady(upstreams[service])])),
    middleware: [proxy(upstreams, new TrustedProxies(config.trustedProxies))],
    // The edge for the scheme and host; the client's address comes from the trusted proxies only.
    proxy: false,
    trustedProxies: config.trustedProxies,
  });
}
