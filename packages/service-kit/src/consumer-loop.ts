import type { Consumer, EachMessagePayload, Kafka } from 'kafkajs';
import type { Logger } from 'pino';

export interface ConsumerLoopOptions {
  /** Called at each (re)connection: a listener of its own takes a fresh group each time. */
  groupId: () => string;
  topics: readonly string[];
  fromBeginning: boolean;
  eachMessage: (payload: EachMessagePayload) => Promise<void>;
  onJoin?: () => void;
}

const RESTART_MS = 2000;
/** The longest a stop waits for a connection under way (its own retries are bounded well below). */
const STOP_WAIT_MS = 20_000;

/**
 * Keeps one kafkajs consumer running while the broker comes and goes. Restarts are ours, never
 * kafkajs's own (`restartOnFailure` off), so `stop()` knows every attempt and leaves none behind.
 */
export class ConsumerLoop {
  private consumer: Consumer | undefined;
  private stopped = true;
  private restartTimer: NodeJS.Timeout | undefined;
  /** The latest connection attempt; it never rejects. */
  private connecting: Promise<void> = Promise.resolve();

  constructor(
    private readonly kafka: Kafka,
    private readonly log: Logger,
    private readonly options: ConsumerLoopOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.connecting = this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    await Promise.race([this.connecting, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    const consumer = this.consumer;
    this.consumer = undefined;
    await consumer?.disconnect().catch(() => undefined);
    // A connection that outlived the wait opens its sockets after that disconnect: close them too.
    void this.connecting.then(() => consumer?.disconnect().catch(() => undefined));
  }

  private restartSoon(reason: string): void {
    if (this.stopped) return;
    this.log.warn({ reason, topics: this.options.topics }, 'consumer restarting');
    clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      this.connecting = this.connect();
    }, RESTART_MS);
  }

  private async connect(): Promise<void> {
    const previous = this.consumer;
    this.consumer = undefined;
    await previous?.disconnect().catch(() => undefined);
    if (this.stopped) return;
    const consumer = this.kafka.consumer({
      groupId: this.options.groupId(),
      retry: { retries: 5, initialRetryTime: 300, maxRetryTime: 3000, restartOnFailure: async () => false },
    });
    this.consumer = consumer;
    if (this.options.onJoin) consumer.on(consumer.events.GROUP_JOIN, this.options.onJoin);
    consumer.on(consumer.events.CRASH, (event) => {
      if (this.consumer === consumer) this.restartSoon(event.payload.error.message);
    });
    try {
      await consumer.connect();
      for (const topic of this.options.topics) await consumer.subscribe({ topic, fromBeginning: this.options.fromBeginning });
      await consumer.run({ eachMessage: this.options.eachMessage });
      if (this.stopped) await consumer.disconnect().catch(() => undefined);
    } catch (err) {
      if (this.consumer === consumer) this.restartSoon((err as Error).message);
    }
  }
}
