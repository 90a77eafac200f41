// `npm run bench:db`: the operations a portal asks of its database, against the local database
// (or MONGO_URL), with 20 concurrent clients on a 20,000-document collection, the money
// guarantees under concurrency, and what mongoose 8 can do on it. Writes bench/README.md.
// One run measures one database, so the next choice of local database is measured the same way:
//   npm run bench:db                                       (starts the local database, H2 file)
//   LOCAL_MONGO_BACKEND=memory npm run bench:db            (its memory backend)
//   MONGO_URL=mongodb://… BENCH_DB_LABEL='MongoDB 8' npm run bench:db
import { randomUUID } from 'node:crypto';
import { MongoClient, MongoServerError, type Db } from 'mongodb';
import mongoose from 'mongoose';
import { ensureInfra, stopInfra } from '../infra/index.mjs';
import { databaseLabel, measuredOn, percentile, writeSection } from './readme';

const CLIENTS = 20;
const DOCUMENTS = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AGENCIES = 100;
const STATUSES = ['confirmed', 'ticketed', 'cancelled', 'awaiting_payment'];

interface Rate {
  label: string;
  ops: number;
  perSecond: number;
  p50: number;
  p95: number;
}

/** `CLIENTS` loops each sending one operation at a time, for `seconds` or until `total` ran. */
async function measure(label: string, op: (i: number) => Promise<unknown>, { seconds = SECONDS, total = Infinity } = {}): Promise<Rate> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until && next < total) {
        const i = next++;
        const t0 = performance.now();
        await op(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, ops: latencies.length, perSecond: Math.round(latencies.length / elapsed), p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function throughput(db: Db): Promise<Rate[]> {
  const bookings = db.collection('bookings');
  await bookings.createIndexes([{ key: { reference: 1 }, unique: true }, { key: { agencyId: 1, createdAt: -1 } }]);
  const t0 = Date.now();
  const insert = await measure(
    `insert one (until ${DOCUMENTS.toLocaleString('en')} documents)`,
    (i) =>
      bookings.insertOne({
        reference: `BK${String(i).padStart(8, '0')}`,
        agencyId: `agency-${i % AGENCIES}`,
        status: STATUSES[i % STATUSES.length],
        salePrice: 10_000 + (i % 5_000),
        createdAt: new Date(t0 - i * 60_000),
        travellers: [{ firstName: 'Ada', lastName: `Traveller${i}` }],
      }),
    { seconds: 600, total: DOCUMENTS },
  );
  const ids = (await bookings.find({}, { projection: { _id: 1 } }).toArray()).map((d) => d._id);
  const byId = await measure('find one by `_id`', () => bookings.findOne({ _id: pick(ids) }));
  const byField = await measure('find one by an indexed field', () => bookings.findOne({ reference: `BK${String(Math.floor(Math.random() * DOCUMENTS)).padStart(8, '0')}` }));
  const page = await measure('filter + sort + limit 20 (one agency, by date)', () =>
    bookings
      .find({ agencyId: `agency-${Math.floor(Math.random() * AGENCIES)}`, status: pick(STATUSES) })
      .sort({ createdAt: -1 })
      .limit(20)
      .toArray(),
  );
  const counters = db.collection<{ _id: number; n: number }>('counters');
  await counters.insertMany(Array.from({ length: 200 }, (_, i) => ({ _id: i, n: 0 })));
  const inc = await measure('`$inc` by `_id` on 200 documents', () => counters.updateOne({ _id: Math.floor(Math.random() * 200) }, { $inc: { n: 1 } }));
  return [insert, byId, byField, page, inc];
}

/** 200 concurrent guarded debits on a balance worth 100 of them: exactly 100 may succeed. */
async function guardedDebits(db: Db): Promise<string> {
  const wallets = db.collection<{ _id: string; balance: number }>('wallets');
  await wallets.insertOne({ _id: 'w', balance: 100 * 500 });
  const results = await Promise.all(Array.from({ length: 200 }, () => wallets.findOneAndUpdate({ _id: 'w', balance: { $gte: 500 } }, { $inc: { balance: -500 } })));
  const succeeded = results.filter(Boolean).length;
  const balance = (await wallets.findOne({ _id: 'w' }))?.balance;
  return `${succeeded} succeed, balance ${balance}${succeeded > 100 || (balance ?? 0) < 0 ? ' (**overdraft**)' : ''}`;
}

/** 50 concurrent inserts of one unique key: exactly one may succeed. */
async function uniqueKey(db: Db): Promise<string> {
  const keys = db.collection('idempotency');
  await keys.createIndex({ key: 1 }, { unique: true });
  const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => keys.insertOne({ key: 'same', attempt: i })));
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  const duplicates = results.filter((r) => r.status === 'rejected' && r.reason instanceof MongoServerError && r.reason.code === 11000).length;
  return `${ok} succeeds, ${duplicates} refused with E11000`;
}

/** What the persistence models will ask of the database through mongoose 8. */
async function mongooseChecks(url: string, dbName: string): Promise<{ passed: number; total: number; failed: string[] }> {
  const connection = await mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5_000 }).asPromise();
  const Agent = connection.model('Agent', new mongoose.Schema({ name: String }));
  const Booking = connection.model(
    'Booking',
    new mongoose.Schema(
      {
        reference: { type: String, required: true, unique: true },
        agencyId: { type: String, index: true },
        agent: { type: mongoose.Schema.Types.ObjectId, ref: 'Agent' },
        salePrice: Number,
        version: { type: Number, default: 0 },
        rooms: [{ code: String, guests: Number }],
      },
      { timestamps: true },
    ),
  );
  const checks: [string, () => Promise<boolean>][] = [
    [
      'declared indexes created (syncIndexes)',
      async () => {
        await Booking.syncIndexes();
        const names = (await Booking.collection.indexes()).map((i) => Object.keys(i.key).join(','));
        return names.includes('reference') && names.includes('agencyId');
      },
    ],
    [
      'insert with timestamps',
      async () => {
        const agent = await Agent.create({ name: 'Ada' });
        const doc = await Booking.create({
          reference: 'R1',
          agencyId: 'a1',
          agent: agent._id,
          salePrice: 100,
          rooms: [
            { code: 'DBL', guests: 2 },
            { code: 'SGL', guests: 1 },
          ],
        });
        return doc.createdAt instanceof Date && doc.updatedAt instanceof Date;
      },
    ],
    [
      'duplicate key → E11000',
      async () => {
        try {
          await Booking.create({ reference: 'R1', agencyId: 'a1' });
          return false;
        } catch (err) {
          return (err as { code?: number }).code === 11000;
        }
      },
    ],
    [
      '`$inc` with a guard (findOneAndUpdate)',
      async () => {
        const moved = await Booking.findOneAndUpdate({ reference: 'R1', version: 0 }, { $inc: { version: 1 } }, { new: true }).lean();
        const stale = await Booking.findOneAndUpdate({ reference: 'R1', version: 0 }, { $inc: { version: 1 } }, { new: true }).lean();
        return moved?.version === 1 && stale === null;
      },
    ],
    ['lean read and countDocuments', async () => (await Booking.findOne({ reference: 'R1' }).lean())?.salePrice === 100 && (await Booking.countDocuments({ agencyId: 'a1' })) === 1],
    ['populate', async () => (await Booking.findOne({ reference: 'R1' }).populate<{ agent: { name: string } }>('agent').lean())?.agent?.name === 'Ada'],
    [
      'array update with the positional `$`',
      async () => {
        await Booking.updateOne({ reference: 'R1', 'rooms.code': 'SGL' }, { $set: { 'rooms.$.guests': 2 } });
        return (await Booking.findOne({ reference: 'R1' }).lean())?.rooms.every((r) => r.guests === 2) === true;
      },
    ],
    [
      '`$push` / `$pull`',
      async () => {
        await Booking.updateOne({ reference: 'R1' }, { $push: { rooms: { code: 'TPL', guests: 3 } } });
        await Booking.updateOne({ reference: 'R1' }, { $pull: { rooms: { code: 'DBL' } } });
        return (await Booking.findOne({ reference: 'R1' }).lean())?.rooms.map((r) => r.code).join() === 'SGL,TPL';
      },
    ],
    [
      'aggregate `$group` with `$sum`',
      async () => {
        await Booking.create({ reference: 'R2', agencyId: 'a1', salePrice: 50 });
        const [row] = await Booking.aggregate<{ _id: string; total: number }>([{ $match: { agencyId: 'a1' } }, { $group: { _id: '$agencyId', total: { $sum: '$salePrice' } } }]);
        return row?.total === 150;
      },
    ],
    [
      'aggregate `$lookup`',
      async () => {
        const [row] = await Booking.aggregate<{ agents: unknown[] }>([
          { $match: { reference: 'R1' } },
          { $lookup: { from: Agent.collection.name, localField: 'agent', foreignField: '_id', as: 'agents' } },
        ]);
        return row?.agents.length === 1;
      },
    ],
    ['sort, skip, limit on an index', async () => (await Booking.find({ agencyId: 'a1' }).sort({ createdAt: -1 }).skip(1).limit(1).lean()).length === 1],
    [
      'multi-document transaction',
      async () => {
        const session = await connection.startSession();
        try {
          await session.withTransaction(async () => {
            await Booking.create([{ reference: 'T1', agencyId: 'a1' }], { session });
          });
          return true;
        } catch {
          return false;
        } finally {
          await session.endSession();
        }
      },
    ],
  ];
  const failed: string[] = [];
  for (const [name, check] of checks) {
    const ok = await check().catch(() => false);
    if (!ok) failed.push(name);
  }
  await connection.dropDatabase();
  await connection.close();
  return { passed: checks.length - failed.length, total: checks.length, failed };
}

async function main(): Promise<void> {
  const label = databaseLabel(Boolean(process.env.MONGO_URL));
  const infra = await ensureInfra({ log: false });
  const url = infra.env.MONGO_URL;
  const client = new MongoClient(url, { maxPoolSize: CLIENTS });
  const dbName = `bench_db_${randomUUID().slice(0, 8)}`;
  const db = client.db(dbName);
  try {
    const rates = await throughput(db);
    const debits = await guardedDebits(db);
    const unique = await uniqueKey(db);
    const models = await mongooseChecks(url, `${dbName}_mongoose`);
    const figures = [
      `${measuredOn()}; ${label}; ${CLIENTS} concurrent clients (mongodb driver 6, one pool of ${CLIENTS}), ${DOCUMENTS.toLocaleString('en')} documents across ${AGENCIES} agencies, ${SECONDS} s per read/update load.`,
      '',
      '| operation | result | p50 ms | p95 ms |',
      '|---|---|---|---|',
      ...rates.map((r) => `| ${r.label} | ${r.perSecond.toLocaleString('en')}/s | ${r.p50} | ${r.p95} |`),
      `| 200 concurrent guarded debits \`{ balance: { $gte } }\` on 100 debits' worth | ${debits} | | |`,
      `| 50 concurrent inserts of one unique key | ${unique} | | |`,
      `| mongoose 8 checks | ${models.passed}/${models.total}${models.failed.length ? ` (fail: ${models.failed.join('; ')})` : ''} | | |`,
    ].join('\n');
    process.stdout.write(`${figures}\n`);
    const slug = label
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    writeSection(`db-${slug}`, `Database (\`npm run bench:db\`): ${label}`, figures);
  } finally {
    await db.dropDatabase().catch(() => undefined);
    await client.close();
    if (infra.started.length) await stopInfra(infra.started, { log: false });
  }
}

await main();
