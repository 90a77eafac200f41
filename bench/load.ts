// The HTTP load generator the benchmarks share: a number of connections each sending one request
// at a time for a while, and the latencies they saw.
import { Agent, request } from 'node:http';
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
