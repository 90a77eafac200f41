import { DEFAULT_PORTS, type ServiceName } from '@portal/contracts';
import { DEFAULT_TRUSTED_PROXIES } from './client-address';

export interface ServiceConfig {
  name: string;
  port: number;
  host: string;
  mongoUrl: string;
  dbName: string;
  kafkaBrokers: string[];
  corsOrigins: string[];
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

/** A service's settings from the environment, with the local defaults of the README. */
export function loadConfig(name: ServiceName | 'gateway', env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const defaultPort = name === 'gateway' ? DEFAULT_PORTS.gateway : DEFAULT_PORTS.services[name];
  const shell = `http://localhost:${DEFAULT_PORTS.shell}`;
  return {
    name,
    port: Number(env.PORT ?? defaultPort),
    host: env.HOST ?? '127.0.0.1',
    mongoUrl: env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    dbName: env.MONGO_DB ?? `portal_${name}`,
    kafkaBrokers: list(env.KAFKA_BROKERS, '127.0.0.1:9092'),
    corsOrigins: list(env.CORS_ORIGINS, `${shell},http://127.0.0.1:${DEFAULT_PORTS.shell}`),
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    production: env.NODE_ENV === 'production',
    consumerStart: env.CONSUMER_START === 'latest' ? 'latest' : 'earliest',
    topicPrefix: env.KAFKA_TOPIC_PREFIX ?? '',
    trustedProxies: list(env.TRUSTED_PROXIES, DEFAULT_TRUSTED_PROXIES.join(',')),
  };
}
