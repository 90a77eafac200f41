import { request, createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  close(): Promise<void>;
}

/**
 * A round-robin HTTP load balancer in front of several instances of one service, for tests and
 * benchmarks that run a service more than once (production has its own). A request whose
 * instance refuses the connection goes to the next one; one that dies mid-answer gets a 502, as
 * from any load balancer, and the client retries with its idempotency key.
 */
export async function balance(upstreams: () => string[]): Promise<Balancer> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const targets = upstreams();
      const first = next;
      next = (next + 1) % Math.max(1, targets.length);
      const tryFrom = (attempt: number): void => {
        if (attempt >= targets.length) {
          res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'service_unavailable', message: 'No instance answered' } }));
          return;
        }
        const target = new URL(req.url ?? '/', targets[(first + attempt) % targets.length]);
        let answered = false;
        // A connection per request: a refused one is the only error that proves the instance never took it.
        const upstream = request(target, { method: req.method, headers: { ...req.headers, host: target.host }, agent: false }, (answer: IncomingMessage) => {
          answered = true;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        });
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (answered) return;
          if (err.code === 'ECONNREFUSED') {
            tryFrom(attempt + 1);
            return;
          }
          res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'bad_gateway', message: err.message } }));
        });
        upstream.end(body);
      };
      tryFrom(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
