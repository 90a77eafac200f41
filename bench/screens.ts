// `npm run bench:screens`: runs the whole portal over the built apps, signs in for real in Debian's
// Chromium and measures, for every signed-in route of spec §2, the time from navigation to the
// screen's main content (first visit in a cold context, second visit switching remotes within the
// page), the JavaScript it loads, and the signed-out home's largest contentful paint, plain and
// throttled (slow 4G, 4× CPU). Writes its figures into bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { REMOTE_NAMES, REMOTE_ROUTES, type RemoteName } from '@portal/contracts';
import { startStack } from '../scripts/lib/stack';
import { measuredOn, publishFigures } from './readme';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const READY_TIMEOUT_MS = 15_000;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// The demo accounts `npm start` seeds in development (services/identity/src/demo-seed.ts).
const ACCOUNTS = {
  admin: { email: 'admin@atlas-voyages.example', password: 'Admin#2026' },
  operator: { email: 'operator@voyagr.example', password: 'Operator#2026' },
} as const;
type Account = keyof typeof ACCOUNTS;
// Lighthouse's "slow 4G" as DevTools applies it (150 ms RTT and 1.6 Mbit/s, with its 3.75× and 0.9× factors).
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

interface Screen {
  route: string;
  remote: RemoteName | null;
  account: Account;
}

/** Operators' routes are measured as the operator, the others as the demo agency's administrator. */
const operatorRoute = (route: string) => route.startsWith('operator/') || route.startsWith('helpdesk/desk');

/** Every signed-in route: the shell's dashboard and each remote route but those needing a record's id. */
function screens(): Screen[] {
  const remoteScreens = REMOTE_NAMES.flatMap((remote) =>
    (REMOTE_ROUTES[remote] as readonly string[]).filter((route) => !route.includes(':')).map((route) => ({ route, remote, account: (operatorRoute(route) ? 'operator' : 'admin') as Account })),
  );
  const all: Screen[] = [{ route: '', remote: null, account: 'admin' }, ...remoteScreens];
  // BENCH_ROUTES=",b-flights,visa" measures only those routes ('' is the dashboard).
  const only = process.env.BENCH_ROUTES?.split(',');
  return only ? all.filter((screen) => only.includes(screen.route)) : all;
}

/** Where the second visit starts: a screen of another remote the same account sees. */
function otherScreen(screen: Screen): string {
  if (screen.account === 'operator') return screen.remote === 'account' ? 'helpdesk/desk' : 'operator/agencies';
  return screen.remote === 'hotels' ? 'b-flights' : 'b-hotels';
}

/**
 * The main content is there: the page's h1 and a first data or form element inside the screen (its
 * remote's host once mounted), with no skeleton, spinner or busy region left. Returns the time
 * (performance.now()) it was first seen, or false.
 */
function contentReady(remote: string | null): number | false {
  const main = document.querySelector('main');
  const scope = remote ? main?.querySelector(`[data-remote="${remote}"]:not([hidden])`) : main;
  if (!main || !scope?.querySelector('h1')) return false;
  if (main.querySelector('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"], [role="status"] .ant-spin')) return false;
  const data = scope.querySelector('table tbody tr, form, input, select, textarea, canvas, .ant-card, .ant-descriptions, .ant-result, .ant-empty, .ant-statistic, .ant-list, dl, ul li');
  return data ? performance.now() : false;
}

async function signedInContext(browser: Browser, serverBaseUrl: string, account: Account): Promise<BrowserContext> {
  const context = await browser.newContext();
  const response = await context.request.post(`${serverBaseUrl}/auth/login`, { data: ACCOUNTS[account] });
  const answer = (await response.json()) as { status?: string; userData?: unknown };
  if (response.status() !== 200 || answer.status !== 'signed_in') throw new Error(`sign-in of ${ACCOUNTS[account].email} failed: ${response.status()}`);
  await context.addInitScript((user) => localStorage.setItem('userData', JSON.stringify(user)), answer.userData);
  return context;
}

async function waitForContent(page: Page, remote: string | null): Promise<number> {
  const handle = await page.waitForFunction(contentReady, remote, { polling: 'raf', timeout: READY_TIMEOUT_MS });
  return (await handle.jsonValue()) as number;
}

interface Visit {
  first: number | null;
  second: number | null;
  jsBytes: number | null;
}

/** One run of a screen: a cold first visit, then a second page switching to it from another remote. */
async function visit(browser: Browser, shell: string, serverBaseUrl: string, screen: Screen, countJs: boolean): Promise<Visit> {
  const context = await signedInContext(browser, serverBaseUrl, screen.account);
  const result: Visit = { first: null, second: null, jsBytes: null };
  try {
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    if (countJs) {
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(
            response.body().then(
              (body) => gzipSync(body).length,
              () => 0,
            ),
          );
      });
    }
    try {
      await page.goto(`${shell}/${screen.route}`, { waitUntil: 'commit' });
      // performance.now() counts from the navigation's start.
      result.first = await waitForContent(page, screen.remote);
      // The screen's own scripts: those received by the time its content shows (not the idle preloads after).
      if (countJs) result.jsBytes = (await Promise.all(scripts.splice(0))).reduce((sum, bytes) => sum + bytes, 0);
    } catch (error) {
      console.warn(`/${screen.route} first visit: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    await page.close();
    const second = await context.newPage();
    try {
      await second.goto(`${shell}/${otherScreen(screen)}`, { waitUntil: 'commit' });
      await waitForContent(second, null);
      await second.waitForLoadState('networkidle');
      // A user reads the screen a moment before choosing another area.
      await second.waitForTimeout(2000);
      // A client-side navigation, as the menu's links do.
      const start = await second.evaluate((to) => {
        const at = performance.now();
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
        return at;
      }, `/${screen.route}`);
      result.second = (await waitForContent(second, screen.remote)) - start;
    } catch (error) {
      console.warn(`/${screen.route} second visit: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  } finally {
    await context.close();
  }
  return result;
}

/** The signed-out home's largest contentful paint (ms from navigation), in a cold context. */
async function homeLcp(browser: Browser, shell: string, throttled: boolean): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(`${shell}/`, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? 0);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

/**
 * The cores each side runs on: the portal's processes (services, database, broker) on the first half
 * of the machine's cores, the browser alone on the other half, as a user's browser does not share its
 * cores with the servers it talks to. On this project's 2-core machines the services otherwise take
 * the browser's core in turns and a screen's figure moves by half a second from one run to the next.
 * `BENCH_PIN=0`, a single core or no `taskset` leaves every process anywhere.
 */
function coreSplit(): { portal: string; browser: string } | null {
  const cores = os.availableParallelism();
  if (process.env.BENCH_PIN === '0' || cores < 2 || spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status !== 0) return null;
  const half = Math.floor(cores / 2);
  const range = (from: number, to: number) => (from === to ? `${from}` : `${from}-${to}`);
  return { portal: range(0, half - 1), browser: range(half, cores - 1) };
}

/** Moves this process and its threads to these cores; the processes it starts from then on inherit them. */
function pinSelf(cores: string): void {
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
  if (pinned.status !== 0) throw new Error(`taskset could not pin the bench to cores ${cores}`);
}

/** A Chromium that starts on these cores (its every process inherits them): a two-line launcher for Playwright. */
function chromiumOn(cores: string): string {
  const launcher = path.join(os.tmpdir(), `bench-chromium-${process.pid}.sh`);
  writeFileSync(launcher, `#!/bin/sh\nexec taskset -c ${cores} ${CHROMIUM} "$@"\n`, { mode: 0o755 });
  return launcher;
}

/** Nearest-rank percentile (with 3 runs, p95 is the slowest), rounded to the millisecond. */
const ms = (values: number[], q: number) => (values.length ? Math.round([...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * values.length) - 1)]!) : 'n/a');
const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

async function main(): Promise<void> {
  const missing = ['shell', ...REMOTE_NAMES.map((remote) => `mfe-${remote}`)].filter((app) => !existsSync(path.join(ROOT, app, 'dist', 'index.html')));
  if (missing.length > 0) {
    const built = spawnSync('npm', ['run', 'build', ...missing.flatMap((app) => ['-w', app])], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const cores = coreSplit();
  // Everything this process starts, and its own static servers, on the portal's cores.
  if (cores) pinSelf(cores.portal);
  const stack = await startStack({ build: false, log: (line) => console.log(`[portal] ${line}`) });
  const launcher = cores ? chromiumOn(cores.browser) : null;
  const browser = await chromium.launch({ executablePath: launcher ?? CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const shell = stack.portalUrl;
    const config = (await (await fetch(`${shell}/config.json`)).json()) as { serverBaseUrl: string };
    const rows: string[] = [];
    const firsts: number[] = [];
    const seconds: number[] = [];
    const failures: string[] = [];
    const raw: Record<string, unknown> = {};
    // One visit of every screen first, not counted: the browser's cache stays cold for each measured first visit
    // (a new context), but the servers, just started, have read their files and warmed their routes, as a portal
    // in use has. Until 2026-11-29 that start-up fell into the first screen's first run (`/`, p95 2.1 s).
    for (const screen of screens()) await visit(browser, shell, config.serverBaseUrl, screen, false);
    for (const screen of screens()) {
      const runs: Visit[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await visit(browser, shell, config.serverBaseUrl, screen, run === 0));
      const first = runs.flatMap((run) => (run.first === null ? [] : [run.first]));
      const second = runs.flatMap((run) => (run.second === null ? [] : [run.second]));
      firsts.push(...first);
      seconds.push(...second);
      if (first.length < RUNS || second.length < RUNS) failures.push(`/${screen.route}`);
      const js = runs[0]?.jsBytes;
      const row = `| \`/${screen.route}\` | ${screen.remote ?? 'shell'} | ${screen.account} | ${ms(first, 0.5)} | ${ms(first, 0.95)} | ${ms(second, 0.5)} | ${ms(second, 0.95)} | ${js == null ? 'n/a' : kB(js)} |`;
      console.log(row);
      rows.push(row);
      raw[`/${screen.route}`] = runs;
    }
    const lcp = async (throttled: boolean) => {
      const values: number[] = [];
      for (let run = 0; run < RUNS; run += 1) values.push(await homeLcp(browser, shell, throttled));
      return values;
    };
    const plain = await lcp(false);
    const throttled = await lcp(true);
    // Every run's figures, to compare one build with another.
    writeFileSync(process.env.BENCH_RAW ?? path.join(os.tmpdir(), 'bench-screens.json'), JSON.stringify({ screens: raw, lcp: { plain, throttled }, load: os.loadavg() }, null, 1));
    publishFigures('screens', 'Screens (`npm run bench:screens`)', [
      `${measuredOn()}, Debian's Chromium headless on the production build served as \`npm start\` serves it; ${RUNS} runs per screen; ${cores ? `the portal's processes on CPU ${cores.portal}, the browser alone on CPU ${cores.browser}` : 'the portal and the browser sharing every core'}; machine load average ${os.loadavg()[0]!.toFixed(1)} at the end (other work on the machine counts against these figures).`,
      '',
      '| route | remote | signed in as | first p50 ms | first p95 ms | second p50 ms | second p95 ms | JS kB gzipped |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `All screens: first visit p50 ${ms(firsts, 0.5)} ms, p95 ${ms(firsts, 0.95)} ms; second visit p50 ${ms(seconds, 0.5)} ms, p95 ${ms(seconds, 0.95)} ms (targets: 1000 ms and 300 ms at p95; JavaScript at most 350 kB per remote route).${failures.length ? ` Content not reached within ${READY_TIMEOUT_MS / 1000} s on some runs: ${failures.join(', ')}.` : ''}`,
      '',
      `Signed-out home's largest contentful paint: p50 ${ms(plain, 0.5)} ms, p95 ${ms(plain, 0.95)} ms; slow 4G and 4× CPU throttling p50 ${ms(throttled, 0.5)} ms, p95 ${ms(throttled, 0.95)} ms (targets: 1000 ms and 2500 ms).`,
      '',
      'Method: a first visit opens the route in a new signed-in context (cold cache) and counts from the',
      "navigation's start to the main content: the page's h1 and a first data or form element inside",
      "the screen (its remote's host once mounted), with no skeleton, spinner or busy region left. A",
      'second visit opens a screen of another remote in a new page of the same context, waits for a quiet',
      'network and 2 s (a user reading it), then switches to the route client-side (as the menu does). JavaScript: every script response of the first visit',
      'until its content shows, gzipped (zlib default level). Routes needing a record id are left out.',
      "Every screen is visited once before the measured runs, uncounted, so the servers' start-up is not in the first one.",
    ]);
  } finally {
    await browser.close();
    await stack.stop();
    if (launcher) rmSync(launcher, { force: true });
  }
}

await main();
