#!/usr/bin/env node
// The integrator API under schemathesis: installs it (pinned, in .cache/schemathesis) when missing, starts the
// services the API reaches (gateway, identity, the products, account, payments) unless the gateway already answers,
// signs the demo agency admin in, creates a sandbox key and fuzzes every operation of /openapi.json with it.
// Fails on any 5xx and on any answer that breaks its documented schema.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies, ROOT, runForwarding, TSX } from './lib/bootstrap.mjs';

const SCHEMATHESIS_VERSION = '4.32.5';
const VENV = path.join(ROOT, '.cache', 'schemathesis');
const SCHEMATHESIS = path.join(VENV, 'bin', 'schemathesis');

/** A venv of its own, so the project never depends on what a machine's Python has. */
function ensureSchemathesis() {
  const installed = existsSync(SCHEMATHESIS) && spawnSync(SCHEMATHESIS, ['--version'], { encoding: 'utf8' }).stdout?.includes(SCHEMATHESIS_VERSION);
  if (installed) return;
  process.stderr.write(`[fuzz] installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI into ${path.relative(ROOT, VENV)}\n`);
  mkdirSync(path.dirname(VENV), { recursive: true });
  const python = process.env.PYTHON ?? 'python3';
  for (const [command, args] of [
    [python, ['-m', 'venv', VENV]],
    [path.join(VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`]],
  ]) {
    const result = spawnSync(command, args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`[fuzz] ${command} ${args.join(' ')} failed (exit ${result.status})`);
  }
}

ensureDependencies();
ensureSchemathesis();
process.exitCode = await runForwarding(TSX, [path.join('scripts', 'lib', 'fuzz.ts'), SCHEMATHESIS, ...process.argv.slice(2)], { env: process.env });
