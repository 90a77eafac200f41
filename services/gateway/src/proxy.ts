import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { Middleware, ParameterizedContext } from 'koa';
import type { ServiceName } from '@portal/contracts';
import { AppError, forwardedChain, type AppState, type TrustedProxies } from '@portal/service-kit';
import { serviceFor } from './routes';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

export function forwardable(headers: IncomingHttpHeaders, dropCors: boolean): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (dropCors && name.startsWith('access-control-')) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Stops forwarding a request body and reads the rest of it into the void, as the services do with a
 * body they refuse, so the client's keep-alive connection reaches its next request.
 */
function dropRestOfBody(body: IncomingMessage): void {
  body.unpipe();
  body.resume();
}

/** The headers a request to a service carries from the client: its own, and the gateway's tracing and forwarding ones. */
export function upstreamHeaders(ctx: ParameterizedContext<AppState>, trusted: TrustedProxies): Record<string, string | string[]> {
  const headers = forwardable(ctx.req.headers, false);
  headers['x-request-id'] = ctx.state.requestId;
  // From the client on, as far as trusted proxies vouch for it, then this gateway's own peer.
  headers['x-forwarded-for'] = forwardedChain(ctx.req.socket.remoteAddress, ctx.get('x-forwarded-for'), trusted).join(', ');
  headers['x-forwarded-host'] = ctx.host;
  headers['x-forwarded-proto'] = ctx.protocol;
  delete headers.origin;
  return headers;
}

/**
 * Streams the request to `target` on `service` and its answer back, without the upstream's CORS
 * headers (the gateway answers CORS itself) and any `dropHeaders` named. A service that is down is
 * a 503, one that does not answer in time a 502.
 */
export async function forward(ctx: ParameterizedContext<AppState>, service: ServiceName, target: URL, headers: Record<string, string | string[]>, dropHeaders: readonly string[] = []): Promise<void> {
  const upstream = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(target, { method: ctx.method, headers, timeout: 30_000 });
    req.on('timeout', () => req.destroy(new Error('upstream timeout')));
    req.on('error', reject);
    req.on('response', (res) => {
      // Node's client stops reporting 'drain' once a response is complete, so a body the upstream
      // refused early (413) would stall half-sent, and the client's connection with it.
      if (!req.writableEnded) {
        dropRestOfBody(ctx.req);
        res.once('end', () => req.destroy());
      }
      resolve(res);
    });
    ctx.req.once('close', () => {
      if (!ctx.req.complete) req.destroy();
    });
    ctx.req.pipe(req);
  }).catch((err: NodeJS.ErrnoException) => {
    dropRestOfBody(ctx.req);
    ctx.state.log.warn({ service, err: err.message }, 'upstream unreachable');
    if (err.message === 'upstream timeout') throw new AppError('bad_gateway', `${service} did not answer in time`);
    throw new AppError('service_unavailable', `${service} is unavailable, you may retry`);
  });

  ctx.status = upstream.statusCode ?? 502;
  const answer = forwardable(upstream.headers, true);
  for (const name of dropHeaders) delete answer[name];
  ctx.set(answer);
  ctx.body = upstream;
}

/**
 * Routes by path to the service behind the main server, streaming both ways. The gateway answers
 * CORS itself, so upstream CORS headers are dropped. An unknown prefix is 596, a service that is
 * down is 503 and fails only its own paths.
 */
export function proxy(upstreams: Record<ServiceName, string>, trusted: TrustedProxies): Middleware<AppState> {
  return async (ctx) => {
    const service = serviceFor(ctx.path);
    if (!service) throw new AppError('service_not_found', `No service serves ${ctx.path}`);
    await forward(ctx, service, new URL(ctx.url, upstreams[service]), upstreamHeaders(ctx, trusted));
  };
}
