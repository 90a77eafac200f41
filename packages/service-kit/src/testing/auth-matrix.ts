import type Router from '@koa/router';
import type { Role, ServiceName } from '@portal/contracts';
import type Koa from 'koa';
import { callersOf, ROLES, type Caller } from '../access';
import type { AppState } from '../context';
import type { RunningService } from '../service';
import type { SessionCodec } from '../session';
import { serviceHeaders } from '../service-auth';
import { contractOf, type RouteSchemas } from '../validate';
import { sessionCookie, type SessionUser } from './clients';
import { startServices, type StartedServices } from './services';

type Layer = Router<AppState>['stack'][number];

/** One route of a listener with what it declared. */
export interface DeclaredRoute {
  method: string;
  path: string;
  callers: readonly Caller[] | undefined;
  hasContract: boolean;
  /** The schemas its `handle()` validates with and answers by, when it declared them. */
  contract: RouteSchemas | undefined;
}

/** The routers an app mounted (`router.routes()` keeps its router on the middleware). */
function routersOf(app: Koa<AppState>): Router<AppState>[] {
  return app.middleware.flatMap((middleware) => {
    const router = (middleware as { router?: Router<AppState> }).router;
    return router ? [router] : [];
  });
}

/** Every route of an app, each with the callers its gate declares (on the route or on its router) and whether it has a contract. */
export function declaredRoutes(app: Koa<AppState>): DeclaredRoute[] {
  return routersOf(app).flatMap((router) => {
    const layers: Layer[] = router.stack;
    const routerGates = layers.filter((layer) => layer.methods.length === 0);
    return layers
      .filter((layer) => layer.methods.length > 0)
      .flatMap((layer) => {
        const path = String(layer.path);
        const gates = [...routerGates.filter((gate) => gate.match(path)).flatMap((gate) => gate.stack), ...layer.stack];
        const callers = gates.map(callersOf).find((declared) => declared !== undefined);
        const contract = contractOf(layer.stack[layer.stack.length - 1]);
        return layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path, callers, hasContract: contract !== undefined, contract }));
      });
  });
}

/** A path a route matches: every parameter gets a well-formed id that names nothing. */
function samplePath(path: string): string {
  return path.replace(/:(\w+)/g, '0123456789abcdef01234567');
}

/** The status a call gets; the body is dropped unread (an event stream never ends). */
async function statusOf(base: string, route: DeclaredRoute, headers: Record<string, string>): Promise<number> {
  const withBody = !['GET', 'DELETE'].includes(route.method);
  const res = await fetch(`${base}${samplePath(route.path)}`, {
    method: route.method,
    headers: { ...(withBody ? { 'content-type': 'application/json' } : {}), ...headers },
    body: withBody ? '{}' : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  await res.body?.cancel();
  return res.status;
}

const REFUSED = [401, 403];

export interface MatrixService {
  app: Koa<AppState>;
  url: string;
  internalApp?: Koa<AppState>;
  internalUrl?: string;
  deps?: { sessions: SessionCodec };
}

export interface MatrixOptions {
  /** The signer of the sessions (the service's own by default). */
  sessions?: SessionCodec;
  /** The user a session of each role is for, when the service looks users up (identity). */
  users?: Partial<Record<Role, SessionUser>>;
}

/**
 * Calls every route of a running service as each kind of caller and returns what breaks its
 * declaration (empty when all holds): every route declares its callers and its response contract;
 * signed out gets 401 where a session is needed; a role not declared gets 403; a declared role gets
 * neither (a 400 for the empty input is fine), nor a 500; an internal route refuses anyone without
 * service credentials and lets a service through.
 */
export async function authMatrix(service: MatrixService, options: MatrixOptions = {}): Promise<string[]> {
  const sessions = options.sessions ?? service.deps?.sessions;
  if (!sessions) throw new Error('authMatrix needs the session signer of the service');
  const cookieOf = (role: Role) => ({ cookie: sessionCookie(sessions, options.users?.[role] ?? { uid: `matrix-${role}`, aid: role === 'operator' ? null : 'matrix-agency', role }) });
  const problems: string[] = [];
  const expect = (route: DeclaredRoute, as: string, status: number, refused: boolean) => {
    if (refused && !REFUSED.includes(status)) problems.push(`${route.method} ${route.path} as ${as}: expected 401 or 403, got ${status}`);
    if (!refused && (REFUSED.includes(status) || status === 500)) problems.push(`${route.method} ${route.path} as ${as}: expected to be let through, got ${status}`);
  };

  for (const route of declaredRoutes(service.app)) {
    const name = `${route.method} ${route.path}`;
    if (!route.hasContract) problems.push(`${name}: no response contract (handle({ ..., response }))`);
    if (!route.callers) {
      problems.push(`${name}: declares no callers (requireSession, publicRoute or requireServiceCall)`);
      continue;
    }
    if (route.callers.includes('service')) {
      problems.push(`${name}: a service-to-service route on the public listener`);
      continue;
    }
    const signedOut = await statusOf(service.url, route, {});
    if (route.callers.includes('signed_out')) expect(route, 'signed out', signedOut, false);
    else if (signedOut !== 401) problems.push(`${name} signed out: expected 401, got ${signedOut}`);
    for (const role of ROLES) {
      const status = await statusOf(service.url, route, cookieOf(role));
      if (route.callers.includes(role)) expect(route, role, status, false);
      else if (status !== 403) problems.push(`${name} as ${role}: expected 403, got ${status}`);
    }
  }

  if (service.internalApp && service.internalUrl) {
    for (const route of declaredRoutes(service.internalApp)) {
      if (!route.path.startsWith('/internal')) continue;
      const name = `${route.method} ${route.path} (internal)`;
      if (!route.hasContract) problems.push(`${name}: no response contract (handle({ ..., response }))`);
      if (route.callers?.length !== 1 || route.callers[0] !== 'service') {
        problems.push(`${name}: an internal route must take service calls only, declares ${route.callers?.join(', ') ?? 'nothing'}`);
        continue;
      }
      expect(route, 'signed out', await statusOf(service.internalUrl, route, {}), true);
      for (const role of ROLES) expect(route, role, await statusOf(service.internalUrl, route, cookieOf(role)), true);
      expect(route, 'service', await statusOf(service.internalUrl, route, serviceHeaders()), false);
    }
  }
  return problems;
}

/** A service's auth-matrix suite: the service started alone on a test database, every route checked. */
export function authMatrixSuite(name: ServiceName, users?: (service: RunningService) => Promise<MatrixOptions['users']>): void {
  describe(`${name}: who may call each route`, () => {
    let started: StartedServices;

    beforeAll(async () => {
      started = await startServices([name]);
    }, 120_000);

    afterAll(() => started.stop(), 60_000);

    it('answers 401 signed out, 403 to a role not declared, lets a declared caller through, and keeps internal routes to services', async () => {
      const service = started.services[name]!;
      expect(await authMatrix(service, { users: await users?.(service) })).toEqual([]);
    }, 120_000);
  });
}
