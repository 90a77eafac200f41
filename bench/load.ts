// The HTTP load generator the benchmarks share: a number of connections each sending one request
// at a time for a while, and the latencies they saw.
import { Agent, request } from 'node:http';
import type { MongoClient } from 'mongodb';
import { percentile } from './readme';

export interface Load {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
}

export interface Call {
  url: URL;
  method: string;
  body?: string;
  headers?: Record<string, string>;
  /** The status that counts as a success. */
  ok: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 200 });

function send(call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { ...call.headers, ...(call.body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(call.body)) } : {}) };
    const req = request(call.url, { method: call.method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

/** `connections` loops sending requests for `seconds`, each waiting for its answer. */
export async function load(make: () => Call, connections: number, seconds: number): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const call = make();
        const start = performance.now();
        const status = await send(call).catch(() => 0);
        latencies.push(performance.now() - start);
        if (status !== call.ok) errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, rps: Math.round(latencies.length / seconds), p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

/** Lets the process end: keep-alive sockets would hold it. */
export function closeConnections(): void {
  agent.destroy();
}

/**
 * Counts each service's database operations while `counted` runs, and answers them per request of
 * its load: what bounds a booking load on this database.
 */
export async function countOperations<Name extends string>(clients: Record<Name, MongoClient>, counted: () => Promise<Load>): Promise<{ load: Load; perRequest: Record<Name, number> }> {
  const operations = Object.fromEntries(Object.keys(clients).map((name) => [name, 0])) as Record<Name, number>;
  let counting = true;
  for (const [name, client] of Object.entries(clients) as [Name, MongoClient][]) {
    client.on('commandStarted', () => {
      if (counting) operations[name] += 1;
    });
  }
  const measured = await counted();
  counting = false;
  const perRequest = Object.fromEntries((Object.entries(operations) as [Name, number][]).map(([name, count]) => [name, Math.round((count / Math.max(1, measured.requests)) * 10) / 10])) as Record<
    Name,
    number
  >;
  return { load: measured, perRequest };
}
