import { Kafka, logLevel, type Admin, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';

export interface KafkaHandle {
  kafka: Kafka;
  /** The broker-side name of a topic (with the environment's prefix). */
  topic(name: string): string;
  /** Reachability for /readyz: one admin connection, re-made after a failure. */
  ping(timeoutMs?: number): Promise<void>;
  ensureTopics(topics: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function connectKafka(brokers: readonly string[], clientId: string, log: Logger, topicPrefix = ''): KafkaHandle {
  const kafkaLog = log.child({ component: 'kafka' });
  const kafka = new Kafka({
    clientId,
    brokers: [...brokers],
    connectionTimeout: 2000,
    requestTimeout: 10000,
    retry: { retries: 3, initialRetryTime: 200, maxRetryTime: 2000 },
    // kafkajs logs every reconnect attempt while the broker is away; the relay and consumers
    // report outages at warn level in their own words, so its lines go to debug.
    logLevel: logLevel.ERROR,
    logCreator:
      () =>
      ({ log: entry }: LogEntry) => {
        const { message, ...rest } = entry;
        kafkaLog.debug(rest, message);
      },
  });
  /** One admin connection, shared by concurrent callers: two would leave one open forever. */
  let admin: Promise<Admin> | undefined;

  function getAdmin(): Promise<Admin> {
    admin ??= (async () => {
      const next = kafka.admin({ retry: { retries: 0 } });
      try {
        await next.connect();
        return next;
      } catch (err) {
        await next.disconnect().catch(() => undefined);
        throw err;
      }
    })();
    return admin;
  }

  async function dropAdmin(): Promise<void> {
    const current = admin;
    admin = undefined;
    // A connection still being made is closed once made.
    const connected = await current?.catch(() => undefined);
    await connected?.disconnect().catch(() => undefined);
  }

  const topic = (name: string) => `${topicPrefix}${name}`;
  return {
    kafka,
    topic,
    async ping(timeoutMs = 2000) {
      try {
        await withTimeout(
          getAdmin().then((a) => a.describeCluster()),
          timeoutMs,
          'kafka ping',
        );
      } catch (err) {
        await dropAdmin();
        throw err;
      }
    },
    async ensureTopics(topics) {
      const a = await getAdmin();
      const existing = new Set(await a.listTopics());
      const missing = topics.map(topic).filter((t) => !existing.has(t));
      if (missing.length > 0) {
        await a.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions: 3 })), waitForLeaders: true });
      }
    },
    async close() {
      await dropAdmin();
    },
  };
}
