import { createServer, type RequestListener, type Server } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { ServiceName } from '@portal/contracts';
import type { Clock } from './clock';
import type { Logger } from './logger';
import { createDeps, type ServiceDeps } from './service';
import { mailsTo, type CaughtMail } from './testing/mail';

export interface Listening {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Serves an app on an ephemeral loopback port for a test. */
export async function listen(app: { callback(): RequestListener }): Promise<Listening> {
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Prints the text items of the PDF on stdin, one a line, with PDF.js (an ES module only: run apart from jest's CommonJS). */
const PDF_TEXT_SCRIPT = `
const { getDocument } = await import(process.argv[1]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
for (let n = 1; n <= pdf.numPages; n += 1) {
  const { items } = await (await pdf.getPage(n)).getTextContent();
  for (const item of items) if (item.str.trim()) process.stdout.write(item.str + '\\n');
}
`;

/** A PDF's text as a PDF reader extracts it (what a traveller would copy): each drawn text on its own line. */
export function pdfText(pdf: Uint8Array): Promise<string> {
  const pdfjs = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', PDF_TEXT_SCRIPT, pdfjs], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`PDF.js could not read the PDF: ${Buffer.concat(err).toString()}`))));
    child.stdin.end(Buffer.from(pdf));
  });
}

/**
 * Topics of this test file's own (jest loads this module afresh for each file), so test files running
 * side by side never hear each other's events.
 */
export const TEST_TOPIC_PREFIX = `test.${randomUUID().slice(0, 8)}.`;

/** Real dependencies on a database of the test's own, so runs never see each other's data; `env` adds settings. */
export function testDeps(name: ServiceName, env: NodeJS.ProcessEnv = {}, clock?: Clock): ServiceDeps {
  const suffix = randomUUID().slice(0, 8);
  return createDeps(
    name,
    {
      ...process.env,
      PORT: '0',
      // A test's fresh consumer group reads only what the test produces, not the topic's history,
      // and test files have topics of their own, so nothing they publish reaches a running portal or another file.
      CONSUMER_START: 'latest',
      KAFKA_TOPIC_PREFIX: TEST_TOPIC_PREFIX,
      MONGO_DB: `test_${name}_${suffix}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      ...env,
    },
    clock,
  );
}

export async function dropTestDeps(deps: ServiceDeps): Promise<void> {
  await deps.outbox.stop();
  await deps.mongo.db.dropDatabase().catch(() => undefined);
  await deps.kafka.close();
  await deps.mongo.close();
}

/** Stops or starts the local broker through the infra scripts (a separate process, as an operator would). */
export function localKafka(action: 'stop' | 'start'): void {
  const fn = action === 'stop' ? 'stopKafka' : 'startKafka';
  // Tests and benchmarks run from the repository root.
  const infraIndex = path.resolve(process.cwd(), 'infra/index.mjs');
  execFileSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(infraIndex)}); await m.${fn}({ log: false });`], {
    stdio: 'inherit',
    timeout: 180_000,
  });
}

export async function waitFor<T>(probe: () => Promise<T | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The newest email to `address` that `matches`, waiting for it (events reach the mailer within seconds). */
export function waitForMail(address: string, matches: (mail: CaughtMail) => boolean, what: string, timeoutMs = 30_000): Promise<CaughtMail> {
  return waitFor(async () => (await mailsTo(address)).find(matches), timeoutMs, what);
}

/** A logger whose JSON lines a test reads back (`entries`), instead of stdout. */
export function capturingLogger(service: string): { log: Logger; entries: Record<string, unknown>[] } {
  const entries: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) entries.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info', base: { service } }, sink), entries };
}
export { balance, type Balancer } from './balancer';
export { documentFontLacks } from './pdf';

export { authMatrix, authMatrixSuite, declaredRoutes, type DeclaredRoute, type MatrixOptions, type MatrixService } from './testing/auth-matrix';
export { roleClients, roleUsers, sessionCookie, TestClient, type Answer, type RoleClients, type RoleUsers, type SessionUser } from './testing/clients';
export { testClock, type TestClock } from './testing/clock';
export { MAIL_API_URL, mailsTo, type CaughtMail } from './testing/mail';
export { builtApps, startServices, type StartedServices, type StartOptions } from './testing/services';
