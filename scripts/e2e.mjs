#!/usr/bin/env node
// The browser journeys against the whole portal: starts it as `npm start -- --no-build` would
// (unless PORTAL_URL points at one already running), runs Playwright, and stops what it started.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ROOT, runForwarding, TSX } from './lib/bootstrap.mjs';

ensureDependencies();
const PORTAL_URL = process.env.PORTAL_URL ?? 'http://localhost:8080';
// The portal, its main server and the example partner page (white-label journey).
const READY = [`${PORTAL_URL}/config.json`, 'http://127.0.0.1:4000/readyz', `http://127.0.0.1:${process.env.PARTNER_SITE_PORT || 8090}/config.json`];

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

let portal;
if (!process.env.PORTAL_URL || !(await answers(READY[0]))) {
  mkdirSync(path.join(ROOT, '.data', 'logs'), { recursive: true });
  const log = createWriteStream(path.join(ROOT, '.data', 'logs', 'portal-e2e.log'));
  // TEST_CLOCK (given to every service) lets journeys move the flights and hotels services' clocks
  // on their internal listeners (development only): a hold expiring, a pay-later deadline passing.
  portal = spawn(TSX, ['scripts/portal.ts', '--no-build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { TEST_CLOCK: 'on', ...process.env } });
  portal.stdout.pipe(log);
  portal.stderr.pipe(log);
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (portal.exitCode !== null) throw new Error(`the portal exited (${portal.exitCode}); see .data/logs/portal-e2e.log`);
    if ((await Promise.all(READY.map(answers))).every(Boolean)) break;
    if (Date.now() > deadline) throw new Error('the portal did not get ready within 240 s; see .data/logs/portal-e2e.log');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

let code = 1;
try {
  code = await runForwarding('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, PORTAL_URL },
  });
} finally {
  if (portal && portal.exitCode === null) {
    const stopped = new Promise((resolve) => portal.once('exit', resolve));
    portal.kill('SIGINT');
    await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    if (portal.exitCode === null) portal.kill('SIGKILL');
  }
}
process.exitCode = code;
