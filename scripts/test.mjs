#!/usr/bin/env node
// `npm test`: typecheck, lint (with the import boundaries) and formatting side by side, unit tests, build, then
// (with the real database, broker and mail up) service integration tests, the integrator API's fuzzing and the
// Playwright journeys in Chromium. Stops at the first failure.
import path from 'node:path';
import { ensureDependencies, ROOT, runCaptured, runForwarding } from './lib/bootstrap.mjs';
import { clearResults, jestReportArgs, tallyResults } from './lib/test-results.mjs';

ensureDependencies();
const { ensureInfra, stopInfra } = await import('../infra/index.mjs');
// Test runs get a fresh in-memory database (unless one is already running: then it is used).
process.env.LOCAL_MONGO_BACKEND ??= 'memory';
// Each runner's JSON report goes here; the closing line adds them up.
process.env.TEST_RESULTS_DIR = path.join(ROOT, '.cache', 'test-results');
clearResults(process.env.TEST_RESULTS_DIR);

/** Steps of one entry run one after the other; the checks of a group run side by side (each mostly on one core). */
const steps = [
  [
    ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
    ['lint', 'npx', ['eslint', '.']],
    ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ],
  ['unit tests', 'npx', ['jest', '--selectProjects', 'unit', ...jestReportArgs('unit')]],
  ['build', 'npm', ['run', 'build']],
  ['integration tests', 'node', ['scripts/integration.mjs']],
  // schemathesis over every operation of /openapi.json with a sandbox key: no 5xx, no answer off its schema.
  ['API fuzzing', 'node', ['scripts/fuzz-api.mjs']],
  ['browser journeys', 'node', ['scripts/e2e.mjs']],
];

const say = (line) => process.stdout.write(`\n[test] ${line}\n`);
const seconds = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
let env = {};
let started = [];
let failed;

/** Runs checks side by side; prints each one's output once it ends; resolves with the names of those that failed. */
async function runGroup(group) {
  const t0 = Date.now();
  say(`${group.map(([name]) => name).join(', ')}: side by side`);
  const results = await Promise.all(
    group.map(async ([name, command, args]) => {
      const { code, output } = await runCaptured(command, args, { env: { ...process.env, ...env } });
      if (output.trim()) process.stdout.write(`\n[test] ${name}: ${command} ${args.join(' ')}\n${output}`);
      say(`${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(t0)}`);
      return code === 0 ? undefined : name;
    }),
  );
  return results.filter(Boolean);
}

try {
  for (const step of steps) {
    if (Array.isArray(step[0])) {
      const failures = await runGroup(step);
      if (failures.length) {
        failed = failures.join(', ');
        break;
      }
      continue;
    }
    const [name, command, args] = step;
    if (name === 'integration tests') {
      ({ env, started } = await ensureInfra());
    }
    say(`${name}: ${command} ${args.join(' ')}`);
    const t0 = Date.now();
    const code = await runForwarding(command, args, { env: { ...process.env, ...env } });
    say(`${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds(t0)}`);
    if (code !== 0) {
      failed = name;
      break;
    }
  }
} finally {
  if (started.length) await stopInfra(started, { log: false });
}
say(failed ? `FAILED at ${failed}` : 'all steps passed');
// The closing line, last, as CI reads it: 'N passed, N failed' over the unit, integration and journey tests.
const { passed, failed: failedTests, skipped } = tallyResults(process.env.TEST_RESULTS_DIR);
process.stdout.write(`\ntests: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
if (failed) process.exit(1);
