// Plain Node, no dependencies: makes sure the locked dependencies are installed before anything imports a package.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export function ensureDependencies() {
  if (existsSync(TSX)) return;
  process.stderr.write('[portal] installing dependencies (npm install)…\n');
  // `npm install`, not `npm ci`: see .ci/run for why.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Passes Ctrl-C and SIGTERM on to `child` until it exits. */
function forwardSignalsTo(child) {
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.once('exit', () => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  });
}

/** Runs a command in the foreground, forwarding Ctrl-C and SIGTERM, and resolves with its exit code. */
export function runForwarding(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    forwardSignalsTo(child);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs a command with its output kept (stdout and stderr together, in order), forwarding Ctrl-C and
 * SIGTERM; resolves with its exit code and output. For commands run side by side whose output
 * would otherwise interleave.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    forwardSignalsTo(child);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}
