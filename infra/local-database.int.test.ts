// The local database's own guarantees: data kept across a restart (H2 file backend), and the
// non-unique indexes the launcher adds answering exactly what a full read would.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';

const MONGO_LIB = path.resolve(process.cwd(), 'infra/lib/mongo.mjs');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The launcher's command line from the infra scripts (installed first if need be). */
function launcher(options: { port: number; backend: 'h2' | 'memory'; file?: string }): { command: string; args: string[] } {
  const script = `const m = await import(${JSON.stringify(MONGO_LIB)}); await m.mongo.install(() => {}); process.stdout.write(JSON.stringify(m.launcherCommand(${JSON.stringify(options)})));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 180_000 }));
}

async function start(command: { command: string; args: string[] }, url: string): Promise<ChildProcess> {
  const child = spawn(command.command, command.args, { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new MongoClient(url, { serverSelectionTimeoutMS: 500, directConnection: true });
    try {
      await client.db('admin').command({ ping: 1 });
      return child;
    } catch (err) {
      if (Date.now() > deadline || child.exitCode !== null) throw err;
    } finally {
      await client.close();
    }
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

describe('the local database', () => {
  jest.setTimeout(120_000);

  it('keeps documents and indexes across a restart with the H2 file backend', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-mongo-'));
    const port = await freePort();
    const url = `mongodb://127.0.0.1:${port}`;
    const command = launcher({ port, backend: 'h2', file: path.join(dir, 'portal.mv.db') });
    let server = await start(command, url);
    try {
      let client = new MongoClient(url, { directConnection: true });
      const bookings = () => client.db('portal_flights').collection('bookings');
      await bookings().createIndex({ reference: 1 }, { unique: true });
      await bookings().createIndex({ agencyId: 1, createdAt: -1 });
      await bookings().insertMany([
        { reference: 'BK1', agencyId: 'a1', status: 'confirmed', createdAt: new Date('2026-11-01') },
        { reference: 'BK2', agencyId: 'a1', status: 'on_hold', createdAt: new Date('2026-11-02') },
        { reference: 'BK3', agencyId: 'a2', status: 'confirmed', createdAt: new Date('2026-11-03') },
      ]);
      await bookings().updateOne({ reference: 'BK2' }, { $set: { status: 'cancelled' } });
      await client.close();
      await stop(server);

      server = await start(command, url);
      client = new MongoClient(url, { directConnection: true });
      expect(
        await bookings()
          .find({ agencyId: 'a1' })
          .sort({ createdAt: -1 })
          .map((b) => `${b.reference}:${b.status}`)
          .toArray(),
      ).toEqual(['BK2:cancelled', 'BK1:confirmed']);
      await expect(bookings().insertOne({ reference: 'BK3', agencyId: 'a3' })).rejects.toMatchObject({ code: 11000 });
      expect((await bookings().indexes()).map((index) => index.name).sort()).toEqual(['_id_', 'agencyId_1_createdAt_-1', 'reference_1']);
      await client.close();
    } finally {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers through a non-unique index exactly what reading every document answers', async () => {
    const port = await freePort();
    const url = `mongodb://127.0.0.1:${port}`;
    const server = await start(launcher({ port, backend: 'memory' }), url);
    const client = new MongoClient(url, { directConnection: true });
    try {
      const items = client.db('index_check').collection<{ _id: number; tag?: unknown; n: number }>('items');
      await items.createIndex({ tag: 1, n: 1 });
      const tags: unknown[] = ['a', 'b', 1, 1.0, 2, true, null, ['a', 'c'], undefined];
      await items.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: i, n: i, ...(tags[i % tags.length] === undefined ? {} : { tag: tags[i % tags.length] }) })));
      // Moves between keys, removals, and an upsert keep the index in step with the documents.
      await items.updateMany({ n: { $lt: 40 } }, { $set: { tag: 'b' } });
      await items.deleteMany({ n: { $gte: 250 } });
      await items.updateOne({ _id: 1000 }, { $set: { tag: 'a', n: 1000 } }, { upsert: true });
      await items.findOneAndUpdate({ tag: 'c' }, { $set: { tag: 'z' } });

      const ids = async (filter: object) => (await items.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
      for (const tag of ['a', 'b', 'c', 'z', 1, 2, true]) {
        const viaIndex = await ids({ tag });
        // A range is not answered by the index: the server reads every document.
        const viaScan = await ids({ $and: [{ tag }, { n: { $gte: -1 } }] });
        expect(viaIndex).toEqual(viaScan);
        expect(viaIndex.length).toBeGreaterThan(0);
      }
      expect(await ids({ tag: { $in: ['a', 2] } })).toEqual([...(await ids({ tag: 'a' })), ...(await ids({ tag: 2 }))].sort((x, y) => x - y));
      expect(await items.countDocuments({ tag: 'b', n: { $lt: 40 } })).toBe(40);
      expect(await ids({ $or: [{ tag: 'z' }, { tag: { $in: [2, true] }, n: { $lt: 100 } }] })).toEqual(await ids({ $and: [{ $or: [{ tag: 'z' }, { tag: { $in: [2, true] }, n: { $lt: 100 } }] }] }));
    } finally {
      await client.close();
      await stop(server);
    }
  });

  it.each(['memory', 'h2'] as const)('serves a sorted page and a count from a compound index as a full read does (%s)', async (backend) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-mongo-'));
    const port = await freePort();
    const url = `mongodb://127.0.0.1:${port}`;
    const server = await start(launcher({ port, backend, file: path.join(dir, 'portal.mv.db') }), url);
    const client = new MongoClient(url, { directConnection: true });
    try {
      type Booking = { _id: number; agencyId: string; status?: unknown; createdAt?: Date };
      const bookings = client.db('order_check').collection<Booking>('bookings');
      await bookings.createIndex({ agencyId: 1, createdAt: -1, _id: 1 });
      await bookings.createIndex({ agencyId: 1, status: 1, createdAt: -1, _id: 1 });
      const statuses = ['confirmed', 'cancelled', 'on_hold'];
      // Every fifth booking shares its hour with the one before (ties go to `_id`), every 37th has no date.
      const bookingOf = (i: number): Booking => ({
        _id: i,
        agencyId: `a${i % 3}`,
        status: statuses[i % statuses.length],
        ...(i % 37 === 0 ? {} : { createdAt: new Date(Date.UTC(2026, 0, 1) + (i - (i % 5 === 0 ? 1 : 0)) * 3_600_000) }),
      });
      await bookings.insertMany(Array.from({ length: 600 }, (_, i) => bookingOf(i)));
      // Moves within the order and between agencies and statuses, removals and inserts keep the index in step.
      await bookings.updateMany({ _id: { $lt: 60 } }, { $set: { status: 'cancelled' } });
      await bookings.updateMany({ _id: { $gte: 500, $lt: 530 } }, { $set: { createdAt: new Date(Date.UTC(2025, 5, 1)) } });
      await bookings.updateOne({ _id: 7 }, { $set: { agencyId: 'a2' } });
      await bookings.deleteMany({ _id: { $gte: 550 } });
      await bookings.insertMany(Array.from({ length: 20 }, (_, i) => bookingOf(1000 + i)));

      const scanned = { $gte: -1 };
      const compare = async () => {
        for (const agencyId of ['a0', 'a1', 'a2', 'a9']) {
          for (const filter of [{ agencyId }, ...statuses.map((status) => ({ agencyId, status })), { agencyId, status: { $eq: 'on_hold' } }]) {
            for (const sort of [
              { createdAt: -1, _id: 1 },
              { createdAt: 1, _id: -1 },
            ] as const) {
              for (const skip of [0, 20, 180]) {
                const page = async (f: object) => (await bookings.find(f).sort(sort).skip(skip).limit(20).toArray()).map((b) => b._id);
                // `_id: { $gte: -1 }` pins no index key: the server reads, matches and sorts every document of the agency.
                expect(await page(filter)).toEqual(await page({ ...filter, _id: scanned }));
              }
            }
            expect(await bookings.count(filter)).toBe(await bookings.count({ ...filter, _id: scanned }));
            expect(await bookings.count(filter, { skip: 10, limit: 5 })).toBe(await bookings.count({ ...filter, _id: scanned }, { skip: 10, limit: 5 }));
          }
        }
      };
      await compare();
      expect(await bookings.count({ agencyId: 'a1' })).toBe(189);
      // An array under an ordered key: the index stops answering in order until it is gone.
      await bookings.insertOne({ _id: 2000, agencyId: 'a1', status: ['confirmed', 'cancelled'], createdAt: new Date(Date.UTC(2026, 0, 5)) });
      await compare();
      await bookings.deleteOne({ _id: 2000 });
      await compare();
    } finally {
      await client.close();
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
