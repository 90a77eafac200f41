#!/usr/bin/env node
// `npm test`: typecheck, lint (with the import boundaries), formatting, unit tests, build, then (with the real
// database, broker and mail up) service integration tests, the integrator API's fuzzing and the Playwright journeys in Chromium.
// Stops at the first failure.
import { ensureDependencies, runForwarding } from './lib/bootstrap.mjs';

ensureDependencies();
const { ensureInfra, stopInfra } = await import('../infra/index.mjs');
// Test runs get a fresh in-memory database (unless one is already running: then it is used).
process.env.LOCAL_MONGO_BACKEND ??= 'memory';

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['unit tests', 'npx', ['jest', '--selectProjects', 'unit']],
  ['build', 'npm', ['run', 'build']],
  ['integration tests', 'node', ['scripts/integration.mjs']],
  // schemathesis over every operation of /openapi.json with a sandbox key: no 5xx, no answer off its schema.
  ['API fuzzing', 'node', ['scripts/fuzz-api.mjs']],
  ['browser journeys', 'node', ['scripts/e2e.mjs']],
];

const say = (line) => process.stdout.write(`\n[test] ${line}\n`);
let env = {};
let started = [];
let failed;
try {
  for (const [name, command, args] of steps) {
    if (name === 'integration tests') {
      ({ env, started } = await ensureInfra());
    }
    say(`${name}: ${command} ${args.join(' ')}`);
    const t0 = Date.now();
    const code = await runForwarding(command, args, { env: { ...process.env, ...env } });
    say(`${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    if (code !== 0) {
      failed = name;
      break;
    }
  }
} finally {
  if (started.length) await stopInfra(started, { log: false });
}
if (failed) {
  say(`FAILED at ${failed}`);
  process.exit(1);
}
say('all steps passed');
