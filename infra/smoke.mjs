#!/usr/bin/env node
// End-to-end check of the local infrastructure, through the real clients:
//   node infra/smoke.mjs                  ensureInfra, then Mongo + Kafka + mail round trips
//   node infra/smoke.mjs --restart-kafka  also stopKafka/startKafka and check topic + data survive
// Leaves the infrastructure running (use `node infra/down.mjs`). Exit code 1 on any failure.
import net from 'node:net';
process.env.KAFKAJS_NO_PARTITIONER_WARNING ??= '1';
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';
import { ensureInfra, startKafka, stopKafka } from './index.mjs';

const restartKafka = process.argv.includes('--restart-kafka');
const stamp = Date.now().toString(36);
const step = (msg) => process.stderr.write(`[smoke] ${msg}\n`);
const assert = (cond, msg) => {
  if (!cond) throw new Error(`assertion failed: ${msg}`);
};
async function timed(label, fn) {
  const t0 = Date.now();
  const out = await fn();
  step(`ok  ${label} (${Date.now() - t0} ms)`);
  return out;
}

async function mongoCheck(url) {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5_000 });
  await client.connect();
  try {
    const col = client.db('infra_smoke').collection(`users_${stamp}`);
    await col.createIndex({ email: 1 }, { unique: true });
    const { insertedId } = await col.insertOne({ email: 'a@example.test', n: 1 });
    const found = await col.findOne({ _id: insertedId });
    assert(found?.email === 'a@example.test', 'findOne returns the inserted document');
    let dupCode;
    try {
      await col.insertOne({ email: 'a@example.test', n: 2 });
    } catch (err) {
      dupCode = err.code;
    }
    assert(dupCode === 11000, `duplicate key on unique index gives E11000 (got ${dupCode})`);
    const inc = await col.findOneAndUpdate({ _id: insertedId, n: { $lt: 5 } }, { $inc: { n: 1 } }, { returnDocument: 'after' });
    assert(inc?.n === 2, 'guarded $inc with findOneAndUpdate');
    await col.drop();
  } finally {
    await client.close();
  }
}

async function consumeOne(client, topic, groupId, predicate, timeoutMs = 20_000) {
  const consumer = client.consumer({ groupId });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message on ${topic} within ${timeoutMs} ms`)), timeoutMs);
      consumer
        .run({
          eachMessage: async ({ message }) => {
            const value = message.value?.toString();
            if (predicate(value)) {
              clearTimeout(timer);
              resolve(value);
            }
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
  }
}

const kafkaClient = (brokers) => new Kafka({ clientId: 'infra-smoke', brokers: brokers.split(','), logLevel: logLevel.WARN });

async function kafkaCheck(brokers, topic) {
  const client = kafkaClient(brokers);
  const producer = client.producer({ allowAutoTopicCreation: true });
  await producer.connect();
  const value = `hello ${stamp}`;
  await producer.send({ topic, messages: [{ key: 'k', value }] });
  await producer.disconnect();
  const got = await consumeOne(client, topic, `infra-smoke-${stamp}-1`, (v) => v === value);
  assert(got === value, 'consumed what was produced');
  return value;
}

/** Minimal SMTP client over a raw socket (no nodemailer). */
function sendMail(smtpUrl, { from, to, subject, text }) {
  const { hostname, port } = new URL(smtpUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP timeout')));
    const body = [
      `From: Portal <${from}>`,
      `To: ${to}`,
      `Subject: ${subject}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      ...text.split('\n').map((l) => (l.startsWith('.') ? `.${l}` : l)),
    ].join('\r\n');
    const script = [
      [220, null],
      [250, 'EHLO smoke.local'],
      [250, `MAIL FROM:<${from}>`],
      [250, `RCPT TO:<${to}>`],
      [354, 'DATA'],
      [250, `${body}\r\n.`],
      [221, 'QUIT'],
    ];
    let buf = '';
    let i = 0;
    socket.on('data', (chunk) => {
      buf += chunk;
      // a complete reply ends with a line "NNN text" (no dash after the code)
      const lines = buf.split('\r\n');
      const last = lines[lines.length - 2];
      if (!last || !/^\d{3} /.test(last)) return;
      buf = '';
      const code = Number(last.slice(0, 3));
      if (code !== script[i][0]) {
        socket.destroy();
        reject(new Error(`SMTP: expected ${script[i][0]} after '${script[i][1] ?? 'connect'}', got: ${last}`));
        return;
      }
      i += 1;
      if (i < script.length) socket.write(`${script[i][1]}\r\n`);
      else {
        socket.end();
        resolve();
      }
    });
    socket.on('error', reject);
  });
}

async function mailCheck(smtpUrl, apiUrl) {
  const to = `agent-${stamp}@example.test`;
  const subject = `Booking confirmed ${stamp}`;
  await sendMail(smtpUrl, { from: 'noreply@portal.test', to, subject, text: 'Your booking is confirmed.\n.dot line' });
  let list = [];
  for (let tries = 0; tries < 50 && list.length === 0; tries += 1) {
    if (tries) await new Promise((resolve) => setTimeout(resolve, 100));
    list = await (await fetch(`${apiUrl}/api/email?${new URLSearchParams({ 'to.address': to })}`)).json();
  }
  assert(list.length === 1, `one message for ${to} (got ${list.length})`);
  const m = list[0];
  assert(m.subject === subject && m.from[0]?.address === 'noreply@portal.test' && m.to[0]?.address === to, 'message fields');
  assert(m.text.includes('Your booking is confirmed.') && m.text.includes('.dot line'), 'text body');
  const one = await (await fetch(`${apiUrl}/api/email/${m.id}`)).json();
  assert(one.id === m.id, 'GET /api/email/:id');
  const missing = await fetch(`${apiUrl}/api/email/nope`);
  assert(missing.status === 404, 'unknown id is 404');
  const page = await fetch(apiUrl, { headers: { accept: 'text/html' } });
  assert(page.ok && (await page.text()).includes('<html'), 'the web UI answers');
}

try {
  const { env, started } = await timed('ensureInfra', () => ensureInfra());
  step(`env ${JSON.stringify(env)} started=${JSON.stringify(started)}`);
  await timed('mongo: unique index, insert/find, E11000, guarded $inc', () => mongoCheck(env.MONGO_URL));
  const topic = `infra-smoke-${stamp}`;
  const value = await timed(`kafka: produce + consume on ${topic}`, () => kafkaCheck(env.KAFKA_BROKERS, topic));
  await timed('mail: raw SMTP send, read back through the HTTP API', () => mailCheck(env.SMTP_URL, env.MAIL_API_URL));
  if (restartKafka) {
    await timed('stopKafka', () => stopKafka());
    await timed('startKafka', () => startKafka());
    await timed('kafka after restart: topic listed, old message consumed', async () => {
      const client = kafkaClient(env.KAFKA_BROKERS);
      const admin = client.admin();
      await admin.connect();
      const topics = await admin.listTopics();
      await admin.disconnect();
      assert(topics.includes(topic), `topic ${topic} survives the restart (topics: ${topics.join(', ')})`);
      await consumeOne(client, topic, `infra-smoke-${stamp}-2`, (v) => v === value);
    });
    await timed('kafka after restart: new produce + consume', () => kafkaCheck(env.KAFKA_BROKERS, `${topic}-after`));
  }
  step('all checks passed');
} catch (err) {
  step(`FAILED: ${err.stack || err.message}`);
  process.exitCode = 1;
}
