import { randomUUID } from 'node:crypto';
import { defineEvent, TOPICS, type EventEnvelope } from '@portal/contracts';
import Router from '@koa/router';
import { z } from 'zod';
import { buildApp, type ServiceDeps } from './service';
import { IdempotentConsumer } from './consumer';
import type { AppState } from './context';
import { createEvent } from './events';
import { Outbox } from './outbox';
import { handle } from './validate';
import { dropTestDeps, listen, localKafka, testDeps, waitFor, type Listening } from './testing';

jest.setTimeout(240_000);

const run = randomUUID().slice(0, 8);
// The outage is made by stopping the local broker; a broker elsewhere is not ours to stop.
const localBroker = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092') === '127.0.0.1:9092';
// A type of this run's own, so other consumers of the topic skip it and history does not count.
const thingCreated = defineEvent({
  topic: TOPICS.helpdesk,
  type: `test.thing.created.${run}`,
  version: 1,
  data: z.object({ thingId: z.string() }),
});
// Sent but handled by nobody: the counter only counts `thingCreated`.
const thingProbed = defineEvent({ topic: TOPICS.helpdesk, type: `test.thing.probed.${run}`, version: 1, data: z.object({ thingId: z.string() }) });

interface Counter {
  _id: string;
  count: number;
  thingIds: string[];
}

/** A producing service: each POST stores a thing and records its event in the outbox. */
function producerRouter(deps: ServiceDeps): Router<AppState> {
  const router = new Router<AppState>();
  router.post(
    '/things',
    handle({ body: z.object({ name: z.string().min(1) }), response: z.object({ thingId: z.string() }) }, async (ctx, { body }) => {
      const thingId = randomUUID();
      await deps.mongo.db.collection('things').insertOne({ _id: thingId as never, name: body.name });
      await deps.outbox.add([createEvent(thingCreated, { id: `${thingId}:created`, agencyId: 'agency-1', actor: { kind: 'user', id: 'u1' }, data: { thingId } })]);
      ctx.status = 201;
      ctx.body = { thingId };
    }),
  );
  return router;
}

describe('outbox and idempotent consumer against the real broker', () => {
  let producer: ServiceDeps;
  let consumerDeps: ServiceDeps;
  let consumer: IdempotentConsumer;
  let server: Listening;

  const counter = () => consumerDeps.mongo.db.collection<Counter>('counters').findOne({ _id: 'things' });

  beforeAll(async () => {
    producer = testDeps('helpdesk');
    consumerDeps = testDeps('notifications');
    await producer.outbox.init();
    await producer.kafka.ensureTopics([TOPICS.helpdesk]);
    await producer.outbox.init();
    server = await listen(buildApp('helpdesk', producer, [producerRouter(producer)]));
    consumer = new IdempotentConsumer(consumerDeps.kafka.kafka, consumerDeps.mongo.db, consumerDeps.log, {
      groupId: `test-consumer-${run}`,
      topics: [consumerDeps.kafka.topic(TOPICS.helpdesk)],
      handlers: {
        [thingCreated.type]: async (event: EventEnvelope) => {
          const { thingId } = thingCreated.data.parse(event.data);
          await consumerDeps.mongo.db.collection<Counter>('counters').updateOne({ _id: 'things' }, { $inc: { count: 1 }, $push: { thingIds: thingId } }, { upsert: true });
        },
      },
    });
  });

  afterAll(async () => {
    if (localBroker) localKafka('start');
    await consumer.stop();
    await server.close();
    await dropTestDeps(producer);
    await dropTestDeps(consumerDeps);
  });

  (localBroker ? it : it.skip)('accepts changes while Kafka is stopped and delivers each exactly once when it is back', async () => {
    localKafka('stop');
    producer.outbox.start();
    consumer.start();

    const created: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(`${server.url}/things`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `thing ${i}` }),
      });
      expect(res.status).toBe(201);
      created.push(((await res.json()) as { thingId: string }).thingId);
    }
    // The relay has tried and failed: every event still waits in the outbox.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await producer.outbox.pendingCount()).toBe(20);
    expect(await counter()).toBeNull();

    localKafka('start');
    await waitFor(async () => (await counter())?.count === 20, 120_000, 'all 20 events to take effect');
    expect(await producer.outbox.pendingCount()).toBe(0);
    expect((await counter())!.thingIds.sort()).toEqual([...created].sort());

    // The relay crashed before marking them sent: all 20 go out again and change nothing.
    await producer.outbox.collection.updateMany({}, { $set: { status: 'pending' } });
    await waitFor(async () => (await producer.outbox.pendingCount()) === 0, 60_000, 'the re-send');
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect((await counter())!.count).toBe(20);
  });

  it('records an event id once even when the write is retried', async () => {
    // From here on events are delivered by hand: the relay is stopped so nothing arrives on its own.
    await producer.outbox.stop();
    const event = createEvent(thingCreated, { id: `retried-${run}`, agencyId: null, actor: { kind: 'system', id: 'test' }, data: { thingId: 'x' } });
    await producer.outbox.add([event]);
    await producer.outbox.add([event]);
    expect(await producer.outbox.collection.countDocuments({ _id: event.envelope.id })).toBe(1);
  });

  it('sends the events it could not keep in memory without waiting for the periodic sweep', async () => {
    // A relay that keeps 3 events in memory and sweeps the database only hourly, as after a long outage.
    const relay = new Outbox(producer.mongo.db, producer.kafka.kafka, producer.log, { topicPrefix: producer.config.topicPrefix, memoryLimit: 3, sweepMs: 3_600_000, batchSize: 4 });
    while ((await relay.relayOnce()) > 0); // the first turn sweeps what earlier tests left pending
    const events = Array.from({ length: 10 }, (_, i) =>
      createEvent(thingProbed, { id: `overflow-${run}-${i}`, agencyId: null, actor: { kind: 'system', id: 'test' }, data: { thingId: `overflow-${i}` } }),
    );
    for (const event of events) await relay.add([event]);
    let sent = 0;
    for (let turn = 0; turn < 10; turn += 1) sent += await relay.relayOnce();
    const ids = events.map((event) => event.envelope.id);
    expect(await producer.outbox.collection.countDocuments({ _id: { $in: ids }, status: 'sent' })).toBe(10);
    expect(sent).toBe(10);
    await relay.stop();
  });

  it('applies a redelivered event once and skips messages that are not envelopes', async () => {
    const event = createEvent(thingCreated, { agencyId: 'a', actor: { kind: 'system', id: 'test' }, data: { thingId: `direct-${run}` } });
    const raw = JSON.stringify(event.envelope);
    const before = (await counter())?.count ?? 0;
    expect(await consumer.deliver(raw)).toBe('applied');
    expect(await consumer.deliver(raw)).toBe('duplicate');
    expect(await consumer.deliver('{not json')).toBe('skipped');
    expect(await consumer.deliver(JSON.stringify({ hello: 'world' }))).toBe('skipped');
    expect((await counter())!.count).toBe(before + 1);
  });

  it('refuses to build an event whose payload does not match its contract', () => {
    expect(() => createEvent(thingCreated, { agencyId: null, actor: { kind: 'system', id: 't' }, data: { thingId: 42 } as never })).toThrow();
  });
});
