#!/usr/bin/env node
// The integrator API under schemathesis: installs it (pinned, in .cache/schemathesis) when missing, starts the
// services the API reaches (gateway, identity, the products, account, payments) unless the gateway already answers,
// signs the demo agency admin in, creates a sandbox key and fuzzes every operation of /openapi.json with it.
// Fails on any 5xx and on any answer that breaks its documented schema.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { ensureDependencies, ROOT, runForwarding, TSX } from './lib/bootstrap.mjs';

const SCHEMATHESIS_VERSION = '4.32.5';
const VENV = path.join(ROOT, '.cache', 'schemathesis');
const SCHEMATHESIS = path.join(VENV, 'bin', 'schemathesis');

/** Whether a Python can host the venv: 3.11.8 or later (older 3.11s crash Hypothesis's reporting, CPython gh-106905). */
function suitable(python) {
  const probe = spawnSync(python, ['-c', 'import sys, venv, ensurepip; sys.exit(0 if sys.version_info >= (3, 11, 8) else 3)'], { stdio: 'ignore' });
  return probe.status === 0;
}

/** The newest suitable Python of this machine: PYTHON, then pyenv's versions, then the usual names. */
function pythonForVenv() {
  const pyenv = path.join(process.env.PYENV_ROOT ?? path.join(homedir(), '.pyenv'), 'versions');
  const versions = existsSync(pyenv)
    ? readdirSync(pyenv)
        .filter((version) => /^3\.\d+\.\d+$/.test(version))
        .sort((a, b) => b.localeCompare(a, undefined, { numeric: true }))
        .map((version) => path.join(pyenv, version, 'bin', 'python3'))
    : [];
  const candidates = [process.env.PYTHON, ...versions, 'python3.13', 'python3.12', 'python3'].filter(Boolean);
  const found = candidates.find(suitable);
  if (found) return found;
  process.stderr.write('[fuzz] no Python 3.11.8 or later here: using python3, whose Hypothesis reports may crash on deep strategies\n');
  return 'python3';
}

/** A venv of its own, so the project never depends on what a machine's Python has. */
function ensureSchemathesis() {
  const installed = existsSync(SCHEMATHESIS) && suitable(path.join(VENV, 'bin', 'python3')) && spawnSync(SCHEMATHESIS, ['--version'], { encoding: 'utf8' }).stdout?.includes(SCHEMATHESIS_VERSION);
  if (installed) return;
  const python = pythonForVenv();
  process.stderr.write(`[fuzz] installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI into ${path.relative(ROOT, VENV)} (${python})\n`);
  rmSync(VENV, { recursive: true, force: true });
  mkdirSync(path.dirname(VENV), { recursive: true });
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
