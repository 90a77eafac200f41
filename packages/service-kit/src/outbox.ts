import type { Collection, Db } from 'mongodb';
import type { Kafka, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { EventEnvelope } from '@portal/contracts';
import type { OutgoingEvent } from './events';
import { isDuplicateKey } from './mongo';

export interface OutboxRecord {
  _id: string;
  topic: string;
  key: string;
  envelope: EventEnvelope;
  status: 'pending' | 'sent';
  createdAt: Date;
  sentAt?: Date;
}

export interface OutboxOptions {
  /** How often the relay looks for pending events when nothing woke it. */
  pollMs?: number;
  /** How often it reads the whole outbox for events it did not record itself (another instance's, a crashed run's). */
  sweepMs?: number;
  batchSize?: number;
  maxBackoffMs?: number;
  /** Prepended to topic names when sending (see ServiceConfig.topicPrefix). */
  topicPrefix?: string;
  /** How many unsent events are kept in memory; beyond, the relay reads pending events from the database (a long broker outage). */
  memoryLimit?: number;
}

/**
 * Transactional outbox. A service records its events in its own database right after the state
 * change (with deterministic ids a retried request records them once); the relay sends pending
 * events to Kafka and marks them sent. A broker outage delays events, never loses them; a crash
 * between send and mark re-sends, which consumers drop by event id.
 */
export class Outbox {
  readonly collection: Collection<OutboxRecord>;
  private producer: Producer | undefined;
  private running = false;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private readonly pollMs: number;
  private readonly sweepMs: number;
  private lastSweep = 0;
  /**
   * Events this instance recorded and has not sent yet, sent from memory: FerretDB v1 answers any
   * query but one by `_id` by reading the whole collection, which grows with every event ever sent.
   * (Another instance's sweep may send one of them too; consumers drop the second by event id.)
   */
  private readonly recorded = new Map<string, OutboxRecord>();
  /** Ids this instance recorded again (a retried request): they may have been sent already, so they are read first. */
  private readonly unsure = new Set<string>();
  /** Set when an event was recorded but not kept in memory (`memoryLimit` reached): the next turn reads the database. */
  private overflowed = false;
  private readonly memoryLimit: number;
  private readonly batchSize: number;
  private readonly maxBackoffMs: number;
  private readonly topicPrefix: string;

  constructor(
    db: Db,
    private readonly kafka: Kafka,
    private readonly log: Logger,
    options: OutboxOptions = {},
  ) {
    this.collection = db.collection<OutboxRecord>('outbox');
    this.pollMs = options.pollMs ?? 1000;
    this.sweepMs = options.sweepMs ?? 10_000;
    this.batchSize = options.batchSize ?? 200;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
    this.topicPrefix = options.topicPrefix ?? '';
    this.memoryLimit = options.memoryLimit ?? 10_000;
  }

  async init(): Promise<void> {
    await this.collection.createIndex({ status: 1, createdAt: 1 });
  }

  /** Records events; an event id already recorded is kept as it was. */
  async add(events: readonly OutgoingEvent[]): Promise<void> {
    if (events.length === 0) return;
    const now = new Date();
    const records: OutboxRecord[] = events.map((e) => ({
      _id: e.envelope.id,
      topic: e.topic,
      key: e.key,
      envelope: e.envelope,
      status: 'pending',
      createdAt: now,
    }));
    try {
      await this.collection.insertMany(records, { ordered: false });
      for (const record of records) {
        if (this.recorded.size < this.memoryLimit) this.recorded.set(record._id, record);
        else this.overflowed = true;
      }
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      for (const record of records) if (!this.recorded.has(record._id)) this.unsure.add(record._id);
    }
    this.wake?.();
  }

  pendingCount(): Promise<number> {
    return this.collection.countDocuments({ status: 'pending' });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.producer?.disconnect().catch(() => undefined);
    this.producer = undefined;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async connectedProducer(): Promise<Producer> {
    if (!this.producer) {
      const producer = this.kafka.producer({ allowAutoTopicCreation: true, retry: { retries: 2 } });
      await producer.connect();
      this.producer = producer;
    }
    return this.producer;
  }

  /** Sends one batch; answers how many events left the outbox. */
  async relayOnce(): Promise<number> {
    const batch = await this.pendingBatch();
    if (batch.length === 0) return 0;
    const byTopic = new Map<string, { key: string; value: string }[]>();
    for (const record of batch) {
      const messages = byTopic.get(record.topic) ?? [];
      messages.push({ key: record.key, value: JSON.stringify(record.envelope) });
      byTopic.set(record.topic, messages);
    }
    const producer = await this.connectedProducer();
    await producer.sendBatch({
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic: `${this.topicPrefix}${topic}`, messages })),
    });
    const sentAt = new Date();
    await this.collection.updateMany({ _id: { $in: batch.map((record) => record._id) } }, { $set: { status: 'sent', sentAt } });
    for (const record of batch) {
      this.recorded.delete(record._id);
      this.unsure.delete(record._id);
    }
    return batch.length;
  }

  /**
   * What this instance recorded, oldest first; and, every `sweepMs` or while events it recorded
   * are not in memory, whatever is pending in the database.
   */
  private async pendingBatch(): Promise<OutboxRecord[]> {
    if (this.overflowed || Date.now() - this.lastSweep >= this.sweepMs) {
      // Cleared before reading: an event left out of memory after this point sets it again.
      this.overflowed = false;
      this.lastSweep = Date.now();
      const pending = await this.collection.find({ status: 'pending' }).sort({ createdAt: 1 }).limit(this.batchSize).toArray();
      // A full batch means more wait: read again on the next turn.
      if (pending.length === this.batchSize) this.lastSweep = 0;
      if (pending.length > 0) return pending;
    }
    const batch = [...this.recorded.values()].slice(0, this.batchSize);
    const ids = [...this.unsure].slice(0, this.batchSize - batch.length);
    const found = await Promise.all(ids.map((id) => this.collection.findOne({ _id: id })));
    for (const [index, record] of found.entries()) if (record?.status !== 'pending') this.unsure.delete(ids[index]!);
    return [...batch, ...found.filter((record): record is OutboxRecord => record?.status === 'pending')];
  }

  private async run(): Promise<void> {
    let backoff = 200;
    while (this.running) {
      try {
        const sent = await this.relayOnce();
        backoff = 200;
        if (sent === 0) await this.sleep(this.pollMs);
      } catch (err) {
        this.log.warn({ err: (err as Error).message, retryInMs: backoff }, 'outbox relay could not send; events wait');
        await this.producer?.disconnect().catch(() => undefined);
        this.producer = undefined;
        await this.sleep(backoff);
        backoff = Math.min(backoff * 2, this.maxBackoffMs);
      }
    }
  }
}
