import path from 'node:path';
import type { ServiceName } from '@portal/contracts';
import type { Clock } from '../clock';
import type Koa from 'koa';
import type { AppState } from '../context';
import { buildApp, buildInternalApp, startService, type RunningService, type ServiceDefinition } from '../service';
import { dropTestDeps, testDeps } from '../testing';

/**
 * A service's definition by name, read from `services/<name>/src/service.ts` at run time: tests may
 * start any service, while the kit itself depends on none.
 */
async function definitionOf(name: ServiceName): Promise<ServiceDefinition> {
  // Tests run from the repository root.
  const module = (await import(path.resolve(process.cwd(), 'services', name, 'src', 'service.ts'))) as Record<string, unknown>;
  const definition = Object.values(module).find((value): value is ServiceDefinition => typeof value === 'object' && value !== null && (value as ServiceDefinition).name === name);
  if (!definition) throw new Error(`services/${name}/src/service.ts exports no definition named ${name}`);
  return definition;
}

export interface StartedServices {
  services: Partial<Record<ServiceName, RunningService>>;
  /** Public URLs by name. */
  urls: Partial<Record<ServiceName, string>>;
  /** Stops every service, drops its test database and puts back the settings it changed. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Settings of every service (beside the test database and topics of `testDeps`). */
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
  /** A definition to use instead of the service's own (a fake supplier, a test clock). */
  definitions?: Partial<Record<ServiceName, ServiceDefinition>>;
}

/**
 * Starts the services a test needs, in the order given, each on a test database of its own and on
 * the test topics; each one started tells the next where its internal listener is
 * (`<NAME>_INTERNAL_URL`), and every consumer has joined its topics before this returns.
 */
export async function startServices(names: readonly ServiceName[], options: StartOptions = {}): Promise<StartedServices> {
  const services: Partial<Record<ServiceName, RunningService>> = {};
  const urls: Partial<Record<ServiceName, string>> = {};
  const changedEnv = new Map<string, string | undefined>();
  const stop = async () => {
    for (const name of [...names].reverse()) {
      const running = services[name];
      if (!running) continue;
      await running.stop();
      await dropTestDeps(running.deps);
    }
    for (const [key, value] of changedEnv) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  try {
    for (const name of names) {
      const definition = options.definitions?.[name] ?? (await definitionOf(name));
      const running = await startService(definition, testDeps(name, options.env, options.clock));
      services[name] = running;
      urls[name] = running.url;
      const key = `${name.toUpperCase()}_INTERNAL_URL`;
      if (!changedEnv.has(key)) changedEnv.set(key, process.env[key]);
      process.env[key] = running.internalUrl;
    }
    await Promise.all(Object.values(services).flatMap((running) => running.consumers.map((consumer) => consumer.ready())));
  } catch (err) {
    await stop();
    throw err;
  }
  return { services, urls, stop };
}

/**
 * A service's public and internal apps as its set-up builds them, on a test database, without
 * starting it: no listener, no outbox relay, no consumer joining a group. For tests that read what
 * routes declare (the integrator table against its owners) and need nothing to run.
 */
export async function builtApps(name: ServiceName): Promise<{ app: Koa<AppState>; internalApp: Koa<AppState> }> {
  const definition = await definitionOf(name);
  const deps = testDeps(name);
  try {
    const parts = (await definition.setup?.(deps)) ?? {};
    return { app: buildApp(name, deps, parts.routers), internalApp: buildInternalApp(name, deps, parts.internalRouters) };
  } finally {
    await dropTestDeps(deps);
  }
}
