import Router from '@koa/router';
import { healthResponse, readinessResponse } from '@portal/contracts';
import { publicRoute } from './access';
import type { AppState } from './context';
import { errorBody } from './errors';
import { handle } from './validate';

export type ReadinessCheck = () => Promise<void>;

const CHECK_TIMEOUT_MS = 2500;

async function run(check: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch (err) {
    return (err as Error).message || 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** `/healthz`: the process answers. `/readyz`: every dependency (database, broker) answers. */
export function healthRoutes(service: string, checks: Record<string, ReadinessCheck>): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/healthz',
    publicRoute(),
    handle({ response: healthResponse }, (ctx) => {
      ctx.body = { status: 'ok', service, uptimeSeconds: Math.round(process.uptime()) };
    }),
  );
  router.get(
    '/readyz',
    publicRoute(),
    handle({ response: readinessResponse }, async (ctx) => {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => run(checks[name]!)));
      const report = Object.fromEntries(names.map((name, i) => [name, results[i]]));
      if (results.every((r) => r === 'ok')) {
        ctx.body = { status: 'ready', service, checks: report };
      } else {
        ctx.status = 503;
        ctx.body = errorBody('service_unavailable', `${service} is not ready`, { checks: report });
      }
    }),
  );
  return router;
}
