import { request, type IncomingHttpHeaders } from 'node:http';
import type { Middleware } from 'koa';
import type { ServiceName } from '@portal/contracts';
import { AppError, type AppState } from '@portal/service-kit';
import { serviceFor } from './routes';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

function forwardable(headers: IncomingHttpHeaders, dropCors: boolean): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (dropCors && name.startsWith('access-control-')) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Routes by path to the service behind the main server, streaming both ways. The gateway answers
 * CORS itself, so upstream CORS headers are dropped. An unknown prefix is 596, a service that is
 * down is 503 and fails only its own paths.
 */
export function proxy(upstreams: Record<ServiceName, string>): Middleware<AppState> {
  return async (ctx) => {
    const service = serviceFor(ctx.path);
    if (!service) throw new AppError('service_not_found', `No service serves ${ctx.path}`);
    const target = new URL(ctx.url, upstreams[service]);
    const headers = forwardable(ctx.req.headers, false);
    headers['x-request-id'] = ctx.state.requestId;
    headers['x-forwarded-for'] = ctx.ip;
    headers['x-forwarded-host'] = ctx.host;
    headers['x-forwarded-proto'] = ctx.protocol;
    delete headers.origin;

    const upstream = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      const req = request(target, { method: ctx.method, headers, timeout: 30_000 }, resolve);
      req.on('timeout', () => req.destroy(new Error('upstream timeout')));
      req.on('error', reject);
      ctx.req.pipe(req);
    }).catch((err: NodeJS.ErrnoException) => {
      ctx.state.log.warn({ service, err: err.message }, 'upstream unreachable');
      if (err.message === 'upstream timeout') throw new AppError('bad_gateway', `${service} did not answer in time`);
      throw new AppError('service_unavailable', `${service} is unavailable, you may retry`);
    });

    ctx.status = upstream.statusCode ?? 502;
    ctx.set(forwardable(upstream.headers, true));
    ctx.body = upstream;
  };
}
