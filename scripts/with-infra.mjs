#!/usr/bin/env node
// Runs a command with the local database, broker and mail catcher up (started if needed, and
// stopped afterwards if this run started them), their URLs in the environment.
import { ensureDependencies, runForwarding } from './lib/bootstrap.mjs';

ensureDependencies();
const { ensureInfra, stopInfra } = await import('../infra/index.mjs');
// Test runs get a fresh in-memory database (unless one is already running: then it is used).
process.env.LOCAL_MONGO_BACKEND ??= 'memory';
const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: node scripts/with-infra.mjs <command> [args…]\n');
  process.exit(2);
}
const { env, started } = await ensureInfra();
try {
  process.exitCode = await runForwarding(command, args, { env: { ...process.env, ...env } });
} finally {
  if (started.length) await stopInfra(started, { log: false });
}
