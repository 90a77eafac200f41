// Run by scripts/fuzz-api.mjs (argv: the schemathesis binary, then extra schemathesis options).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { apiKeyCreatedResponse, DEFAULT_PORTS } from '@portal/contracts';
import { ensureInfra, stopInfra } from '../../infra/index.mjs';
import { junitCounts, ownBanner } from './fuzz-output';
import { DEMO_ACCOUNTS } from '../../services/identity/src/demo-seed';
import { ROOT, startServices, stopServices, type ProcessName, type ServiceProcess } from './services';

/** What the integrator API reaches: the gateway, identity (keys), every product, account (wallet, ledger) and payments (cards). */
const FUZZED_STACK: ProcessName[] = ['identity', 'account', 'payments', 'flights', 'hotels', 'transfers', 'activities', 'visa', 'gateway'];
const GATEWAY = `http://127.0.0.1:${DEFAULT_PORTS.gateway}`;
/** Test cases per operation and phase: the whole run stays within about three minutes on two cores. */
const EXAMPLES = process.env.FUZZ_EXAMPLES ?? '12';

const log = (line: string) => process.stderr.write(`[fuzz] ${line}\n`);

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function call(pathname: string, init: RequestInit & { cookie?: string }): Promise<Response> {
  const res = await fetch(`${GATEWAY}${pathname}`, { ...init, headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** A sandbox key of the demo agency, created by its admin as the API keys tab would. */
async function sandboxKey(): Promise<string> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'agency_admin')!;
  const login = await call('/auth/login', { method: 'POST', body: JSON.stringify({ email: admin.email, password: admin.password }) });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const created = await call('/company/api-keys', { method: 'POST', cookie, body: JSON.stringify({ name: `schemathesis ${new Date().toISOString()}`, mode: 'sandbox' }) });
  return apiKeyCreatedResponse.parse(await created.json()).key;
}

/**
 * Waits until the key reads the demo agency's balance. A key the gateway refuses would make every case a 401 and the
 * run pass for nothing, so any answer but 200 or 404 fails at once. A 404 is the wallet not opened yet: account opens
 * it when it consumes identity's `agencyApproved`, which on a fresh broker can come well after the services answer
 * (the consumer group's first join), so the fuzzer would otherwise meet a wallet-less agency.
 */
async function walletReady(key: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${GATEWAY}/api/v1/api/balance`, { headers: { authorization: `Bearer ${key}` } });
    if (res.ok) return;
    const body = await res.text();
    if (res.status !== 404 || Date.now() > deadline) throw new Error(`GET /api/v1/api/balance answered ${res.status}: ${body}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Where schemathesis keeps its report and its own cache (`.schemathesis/`), out of the work tree. */
const WORK_DIR = path.join(ROOT, '.data', 'schemathesis');

function run(command: string, args: string[]): Promise<number> {
  mkdirSync(WORK_DIR, { recursive: true });
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: WORK_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: from }).on('line', (line) => to.write(`${ownBanner(line)}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * The run's operations as passed, failed and skipped, from the JUnit report schemathesis wrote since `since`, into
 * TEST_RESULTS_DIR (when set) for `npm test`'s closing line.
 */
function reportCounts(since: number): void {
  const dir = process.env.TEST_RESULTS_DIR;
  const report = readdirSync(WORK_DIR)
    .filter((name) => /^junit-.*\.xml$/.test(name))
    .map((name) => path.join(WORK_DIR, name))
    .find((file) => statSync(file).mtimeMs >= since);
  if (!dir || !report) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'fuzz.json'), JSON.stringify({ counts: junitCounts(readFileSync(report, 'utf8')) }));
}

const [schemathesis, ...extra] = process.argv.slice(2);
let started: ServiceProcess[] = [];
let infraStarted: string[] = [];
let code = 1;
try {
  if (!(await answers(`${GATEWAY}/healthz`))) {
    const infra = await ensureInfra({ log });
    infraStarted = infra.started;
    // Limits high enough for the fuzzer: quota and rate have integration tests of their own.
    const env = { ...infra.env, NODE_ENV: 'development', API_DAILY_QUOTA: '1000000', API_RATE_PER_SECOND: '1000' };
    // A loaded two-core machine starts nine tsx processes slowly.
    started = await startServices(env, { names: FUZZED_STACK, log, readyMs: 180_000 });
    log(`services up: ${started.map((s) => s.name).join(', ')}`);
  }
  const key = await sandboxKey();
  await walletReady(key);
  const t0 = Date.now();
  code = await run(schemathesis!, [
    'run',
    `${GATEWAY}/openapi.json`,
    '--header',
    `Authorization: Bearer ${key}`,
    '--checks',
    'not_a_server_error,response_schema_conformance',
    '--phases',
    'examples,coverage,fuzzing',
    '--max-examples',
    EXAMPLES,
    '--workers',
    '2',
    '--seed',
    process.env.FUZZ_SEED ?? '16',
    '--request-timeout',
    '20',
    '--report',
    'junit',
    '--report-dir',
    WORK_DIR,
    ...extra,
  ]);
  reportCounts(t0);
  log(`schemathesis ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} catch (err) {
  log(err instanceof Error ? err.message : String(err));
} finally {
  if (started.length) await stopServices(started);
  if (infraStarted.length) await stopInfra(infraStarted, { log: false });
}
process.exit(code);
