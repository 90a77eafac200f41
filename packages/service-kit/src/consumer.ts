import { eventEnvelopeSchema, type EventEnvelope } from '@portal/contracts';
import type { Kafka } from 'kafkajs';
import type { Collection, Db } from 'mongodb';
import type { Logger } from 'pino';
import { ConsumerLoop } from './consumer-loop';
import { isDuplicateKey } from './mongo';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface ConsumerOptions {
  groupId: string;
  topics: readonly string[];
  /** Handlers by event type; other types on the topics are acknowledged and skipped. */
  handlers: Record<string, EventHandler>;
  /** A claim older than this is taken over (its holder is presumed dead). */
  claimTimeoutMs?: number;
  /** Where a new group starts: the topic's beginning (default) or only events from now on. */
  fromBeginning?: boolean;
}

interface ProcessedEvent {
  _id: string;
  type: string;
  status: 'processing' | 'done';
  claimedAt: Date;
  doneAt?: Date;
}

/**
 * Idempotent consumer: each event id takes effect once per service, whatever Kafka redelivers.
 * The id is claimed in the service's own database before the handler runs and marked done after;
 * a failed handler releases its claim so the redelivery runs it again.
 */
export class IdempotentConsumer {
  private readonly loop: ConsumerLoop;
  private readonly processed: Collection<ProcessedEvent>;
  private readonly claimTimeoutMs: number;
  private joined: Promise<void>;
  private markJoined: () => void = () => undefined;

  constructor(
    kafka: Kafka,
    db: Db,
    private readonly log: Logger,
    private readonly options: ConsumerOptions,
  ) {
    this.processed = db.collection<ProcessedEvent>('processed_events');
    this.claimTimeoutMs = options.claimTimeoutMs ?? 60_000;
    this.joined = new Promise((resolve) => {
      this.markJoined = resolve;
    });
    this.loop = new ConsumerLoop(kafka, log, {
      groupId: () => options.groupId,
      topics: options.topics,
      fromBeginning: options.fromBeginning ?? true,
      onJoin: () => this.markJoined(),
      eachMessage: async ({ message, topic, partition }) => {
        if (!message.value) return;
        await this.deliver(message.value.toString('utf8'), { topic, partition, offset: message.offset });
      },
    });
  }

  /** Resolves once the consumer has joined its group and has partitions to read. */
  ready(): Promise<void> {
    return this.joined;
  }

  /** Starts in the background: while the broker is away it keeps retrying. */
  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Applies one raw message; exposed so redelivery can be proven without a broker trick. */
  async deliver(raw: string, where: Record<string, unknown> = {}): Promise<'applied' | 'duplicate' | 'skipped'> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      this.log.error(where, 'dropping a message that is not JSON');
      return 'skipped';
    }
    const envelope = eventEnvelopeSchema.safeParse(parsed);
    if (!envelope.success) {
      this.log.error({ ...where, issues: envelope.error.issues }, 'dropping a message that is not an event envelope');
      return 'skipped';
    }
    const event = envelope.data as EventEnvelope;
    const handler = this.options.handlers[event.type];
    if (!handler) return 'skipped';
    if (!(await this.claim(event))) return 'duplicate';
    try {
      await handler(event);
    } catch (err) {
      await this.processed.deleteOne({ _id: event.id, status: 'processing' });
      this.log.error({ err, eventId: event.id, type: event.type }, 'event handler failed; it will be retried');
      throw err;
    }
    await this.processed.updateOne({ _id: event.id }, { $set: { status: 'done', doneAt: new Date() } });
    return 'applied';
  }

  private async claim(event: EventEnvelope): Promise<boolean> {
    const now = new Date();
    try {
      await this.processed.insertOne({ _id: event.id, type: event.type, status: 'processing', claimedAt: now });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const stale = new Date(now.getTime() - this.claimTimeoutMs);
    const takeover = await this.processed.updateOne({ _id: event.id, status: 'processing', claimedAt: { $lt: stale } }, { $set: { claimedAt: now } });
    if (takeover.modifiedCount === 1) return true;
    const existing = await this.processed.findOne({ _id: event.id });
    if (existing?.status === 'done') return false;
    // Another instance is applying it right now: let Kafka redeliver later.
    throw new Error(`event ${event.id} is being processed elsewhere`);
  }
}
