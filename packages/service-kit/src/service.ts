import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOPICS, type ServiceName } from '@portal/contracts';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { createServiceApp } from './app';
import { systemClock, type Clock } from './clock';
import { browserOrigins, loadConfig, type ServiceConfig } from './config';
import { IdempotentConsumer, type ConsumerOptions } from './consumer';
import type { AppState } from './context';
import { AppError } from './errors';
import { connectKafka, type KafkaHandle } from './kafka';
import { createLogger, type Logger } from './logger';
import { connectMongo, type MongoHandle } from './mongo';
import { Outbox } from './outbox';
import { RevocationListener, SessionCodec, sessionReader } from './session';

/** What a service's routes and handlers work with. */
export interface ServiceDeps {
  config: ServiceConfig;
  log: Logger;
  mongo: MongoHandle;
  kafka: KafkaHandle;
  outbox: Outbox;
  sessions: SessionCodec;
  /** The service's time: the system's, or a test's that moves only when told. */
  clock: Clock;
  /** Where the listeners answer, set once they are up (the public one's port may be ephemeral). */
  listening: { url: string; internalUrl: string };
}

/** What a service is made of once its dependencies exist. */
export interface ServiceParts {
  routers?: Router<AppState>[];
  /** Service-to-service routes (`/internal/*`), served only on the internal listener. */
  internalRouters?: Router<AppState>[];
  consumers?: ConsumerOptions[];
  /** Background loops (mail senders, expiry sweepers) started after set-up and stopped first. */
  workers?: Worker[];
}

export interface Worker {
  start(): void;
  stop(): Promise<void>;
}

export interface ServiceDefinition {
  name: ServiceName;
  /** Topics this service publishes to, created at start when the broker is there. */
  topics?: readonly string[];
  /** Idempotent database set-up, then the routers and consumers built on the dependencies. */
  setup?: (deps: ServiceDeps) => Promise<ServiceParts> | ServiceParts;
}

export interface RunningService {
  deps: ServiceDeps;
  consumers: IdempotentConsumer[];
  app: Koa<AppState>;
  server: Server;
  url: string;
  internalApp: Koa<AppState>;
  internalServer: Server;
  internalUrl: string;
  stop(): Promise<void>;
}

export function createDeps(name: ServiceName, env: NodeJS.ProcessEnv = process.env, clock: Clock = systemClock): ServiceDeps {
  const config = loadConfig(name, env);
  const log = createLogger(name, env.LOG_LEVEL);
  const mongo = connectMongo(config.mongoUrl, config.dbName);
  const kafka = connectKafka(config.kafkaBrokers, `portal-${name}`, log, config.topicPrefix);
  const outbox = new Outbox(mongo.db, kafka.kafka, log.child({ component: 'outbox' }), { topicPrefix: config.topicPrefix });
  const sessions = SessionCodec.fromEnv(env, log);
  return { config, log, mongo, kafka, outbox, sessions, clock, listening: { url: '', internalUrl: '' } };
}

const INTERNAL_PATH = /^\/internal(\/|$)/;

/** The public listener never serves a service-to-service route, whichever router declares it. */
const noInternalRoutes: Middleware<AppState> = async (ctx, next) => {
  if (INTERNAL_PATH.test(ctx.path)) throw new AppError('not_found');
  await next();
};

export function buildApp(name: string, deps: ServiceDeps, routers: Router<AppState>[] = []): Koa<AppState> {
  return createServiceApp({
    name,
    log: deps.log,
    corsOrigins: browserOrigins(deps.config),
    readiness: { database: () => deps.mongo.ping(), broker: () => deps.kafka.ping() },
    middleware: [noInternalRoutes, sessionReader(deps.sessions)],
    routers,
    trustedProxies: deps.config.trustedProxies,
  });
}

/** The app of the internal listener: health and the service-to-service routes, no browser origin. */
export function buildInternalApp(name: string, deps: ServiceDeps, routers: Router<AppState>[] = []): Koa<AppState> {
  return createServiceApp({
    name,
    log: deps.log,
    corsOrigins: [],
    readiness: { database: () => deps.mongo.ping(), broker: () => deps.kafka.ping() },
    routers,
    trustedProxies: deps.config.trustedProxies,
  });
}

async function listenOn(app: Koa<AppState>, port: number, host: string): Promise<{ server: Server; url: string }> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return { server, url: `http://${host}:${(server.address() as AddressInfo).port}` };
}

/** Starts everything of a service: database set-up, outbox relay, consumers, HTTP. */
export async function startService(definition: ServiceDefinition, deps = createDeps(definition.name)): Promise<RunningService> {
  const { log } = deps;
  await deps.outbox.init();
  const parts = (await definition.setup?.(deps)) ?? {};
  if (definition.topics?.length) {
    await deps.kafka.ensureTopics(definition.topics).catch((err: Error) => {
      log.warn({ err: err.message }, 'broker unreachable at start; topics will be created when it returns');
    });
  }
  deps.outbox.start();
  const consumers = (parts.consumers ?? []).map(
    (options) =>
      new IdempotentConsumer(deps.kafka.kafka, deps.mongo.db, log.child({ component: 'consumer' }), {
        fromBeginning: deps.config.consumerStart === 'earliest',
        ...options,
        topics: options.topics.map(deps.kafka.topic),
      }),
  );
  for (const consumer of consumers) consumer.start();
  const workers = parts.workers ?? [];
  for (const worker of workers) worker.start();
  const revocations = new RevocationListener(deps.kafka.kafka, deps.sessions.revocations, log.child({ component: 'sessions' }), definition.name, deps.kafka.topic(TOPICS.identity));
  revocations.start();

  const app = buildApp(definition.name, deps, parts.routers);
  const { server, url } = await listenOn(app, deps.config.port, deps.config.host);
  const internalApp = buildInternalApp(definition.name, deps, parts.internalRouters);
  const internal = await listenOn(internalApp, deps.config.internalPort, deps.config.internalHost).catch(async (err: unknown) => {
    await closeServer(server);
    throw err;
  });
  deps.listening.url = url;
  deps.listening.internalUrl = internal.url;
  log.info({ url, internalUrl: internal.url }, `${definition.name} service listening`);

  return {
    deps,
    consumers,
    app,
    server,
    url,
    internalApp,
    internalServer: internal.server,
    internalUrl: internal.url,
    async stop() {
      await Promise.all([closeServer(server), closeServer(internal.server)]);
      for (const worker of workers) await worker.stop();
      // Side by side: a consumer waiting on a connection under way (up to its stop's bound) holds up no other.
      await Promise.all(consumers.map((consumer) => consumer.stop()));
      await revocations.stop();
      await deps.outbox.stop();
      await deps.kafka.close();
      await deps.mongo.close();
    },
  };
}

/** Stops accepting, lets requests in flight finish (10 s at most), then closes. */
export async function closeServer(server: Server, graceMs = 10_000): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(timer);
}

/** Entry point of a service process: start, then stop cleanly on SIGTERM or SIGINT. */
export async function runService(definition: ServiceDefinition): Promise<void> {
  const running = await startService(definition);
  onShutdown(running.deps.log, () => running.stop());
}

export function onShutdown(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
