import { DEFAULT_PORTS, INTERNAL_PORT_OFFSET, type ServiceName } from '@portal/contracts';
import { DEFAULT_TRUSTED_PROXIES } from './client-address';

export interface ServiceConfig {
  name: string;
  port: number;
  host: string;
  /** The listener of service-to-service routes (`/internal/*`): never the public one. */
  internalPort: number;
  internalHost: string;
  mongoUrl: string;
  dbName: string;
  kafkaBrokers: string[];
  corsOrigins: string[];
  /** White-label pages that embed a remote (examples/partner-site): CORS with credentials too, and nothing else. */
  partnerOrigins: string[];
  bodyLimit: number;
  production: boolean;
  /** Where a consumer group seen for the first time starts reading: `earliest` or `latest`. */
  consumerStart: 'earliest' | 'latest';
  /** Prepended to every topic name: test runs use their own topics, never the portal's. */
  topicPrefix: string;
  /** Proxies whose X-Forwarded-For is believed for the client's address (addresses and CIDRs). */
  trustedProxies: string[];
}

function list(value: string | undefined, fallback: string): string[] {
  return (value ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every development default of a secret starts so; production refuses it. */
export const DEVELOPMENT_SECRET_PREFIX = 'development-only-';

/** Secrets a service needs in production: its sessions and service calls, identity and notifications the keys of what they keep sealed. */
function secretsOf(name: ServiceName | 'gateway'): string[] {
  if (name === 'gateway') return [];
  const sealing = { identity: ['IDENTITY_ENCRYPTION_KEY'], notifications: ['WEBHOOK_SECRETS_KEY'] } as Partial<Record<ServiceName, string[]>>;
  return ['SESSION_SECRET', 'SERVICE_SECRET', ...(sealing[name] ?? [])];
}

/** Production never starts on a missing, short or development secret: the message names each one. */
function assertProductionSecrets(name: ServiceName | 'gateway', env: NodeJS.ProcessEnv): void {
  const problems = secretsOf(name).flatMap((variable) => {
    const value = env[variable];
    if (!value) return [`${variable} is not set`];
    if (value.startsWith(DEVELOPMENT_SECRET_PREFIX)) return [`${variable} is the development value`];
    if (value.length < 32) return [`${variable} is shorter than 32 characters`];
    return [];
  });
  if (problems.length) throw new Error(`${name} refuses to start in production (NODE_ENV=production): ${problems.join('; ')}. Set each to a random secret of 32+ characters.`);
}

/** A service's settings from the environment, with the local defaults of the README. */
export function loadConfig(name: ServiceName | 'gateway', env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const defaultPort = name === 'gateway' ? DEFAULT_PORTS.gateway : DEFAULT_PORTS.services[name];
  const shell = `http://localhost:${DEFAULT_PORTS.shell}`;
  const production = env.NODE_ENV === 'production';
  // The local example partner page outside production; production lists its partners itself.
  const partnerSites = production ? '' : `http://localhost:${DEFAULT_PORTS.partnerSite},http://127.0.0.1:${DEFAULT_PORTS.partnerSite}`;
  if (production) assertProductionSecrets(name, env);
  const port = Number(env.PORT ?? defaultPort);
  return {
    name,
    port,
    host: env.HOST ?? '127.0.0.1',
    // An ephemeral public port (tests) takes an ephemeral internal one too.
    internalPort: Number(env.INTERNAL_PORT ?? (port === 0 ? 0 : port + INTERNAL_PORT_OFFSET)),
    internalHost: env.INTERNAL_HOST ?? '127.0.0.1',
    mongoUrl: env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    dbName: env.MONGO_DB ?? `portal_${name}`,
    kafkaBrokers: list(env.KAFKA_BROKERS, '127.0.0.1:9092'),
    corsOrigins: list(env.CORS_ORIGINS, `${shell},http://127.0.0.1:${DEFAULT_PORTS.shell}`),
    partnerOrigins: list(env.PARTNER_ORIGINS, partnerSites),
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    production,
    consumerStart: env.CONSUMER_START === 'latest' ? 'latest' : 'earliest',
    topicPrefix: env.KAFKA_TOPIC_PREFIX ?? '',
    trustedProxies: list(env.TRUSTED_PROXIES, DEFAULT_TRUSTED_PROXIES.join(',')),
  };
}

/** Every browser origin a service answers with CORS: the portal's and the partner pages'. */
export function browserOrigins(config: Pick<ServiceConfig, 'corsOrigins' | 'partnerOrigins'>): string[] {
  return [...config.corsOrigins, ...config.partnerOrigins];
}
