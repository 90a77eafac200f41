import { MongoClient, MongoServerError, type Collection, type Db, type Document, type Filter, type FindOptions, type Sort, type WithId } from 'mongodb';

export interface MongoHandle {
  client: MongoClient;
  db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One client per service, its own database. The driver connects lazily, so a service starts
 * while the database is down and `/readyz` says so.
 */
export function connectMongo(url: string, dbName: string): MongoHandle {
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: 3000,
    connectTimeoutMS: 3000,
    maxPoolSize: 20,
    // Command events, for the benchmarks' count of database operations per request.
    monitorCommands: process.env.MONGO_MONITOR_COMMANDS === 'true',
  });
  const db = client.db(dbName);
  return {
    client,
    db,
    async ping() {
      await db.command({ ping: 1 });
    },
    async close() {
      await client.close();
    },
  };
}

export function isDuplicateKey(err: unknown): boolean {
  if (err instanceof MongoServerError && err.code === 11000) return true;
  const writeErrors = (err as { writeErrors?: { code?: number }[] } | null)?.writeErrors;
  return Array.isArray(writeErrors) && writeErrors.length > 0 && writeErrors.every((e) => e.code === 11000);
}

export interface PageQuery {
  page: number;
  pageSize: number;
}

/** One page of a filtered, sorted collection and the total count, as every list endpoint answers. */
export async function findPage<T extends Document, R>(
  collection: Collection<T>,
  filter: Filter<T>,
  sort: Sort,
  query: PageQuery,
  map: (doc: WithId<T>) => R,
  options: FindOptions = {},
): Promise<{ items: R[]; total: number; page: number; pageSize: number }> {
  const [docs, total] = await Promise.all([
    collection
      .find(filter, options)
      .sort(sort)
      .skip((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .toArray(),
    // The `count` command with the page's filter: MongoDB counts it on the same index (COUNT_SCAN),
    // and the local database answers it from an index where `countDocuments`' aggregation reads everything.
    collection.count(filter),
  ]);
  return { items: docs.map(map), total, page: query.page, pageSize: query.pageSize };
}

/** A search term as a literal, case-insensitive pattern, read the same by every database's regex engine. */
export function literalPattern(text: string): RegExp {
  const escaped = text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    // eslint-disable-next-line no-control-regex -- control characters are what this escapes
    .replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return new RegExp(escaped, 'i');
}

/** From the start of `from` to the end of `to` (ISO dates, UTC), either side optional. */
export function dayRange(from?: string, to?: string): { $gte?: Date; $lt?: Date } | undefined {
  if (!from && !to) return undefined;
  return {
    ...(from ? { $gte: new Date(`${from}T00:00:00.000Z`) } : {}),
    ...(to ? { $lt: new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000) } : {}),
  };
}
