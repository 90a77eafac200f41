#!/usr/bin/env node
// Stop what infra started: `node infra/down.mjs [mongo|kafka|mail-catcher ...]` (all by default).
// Data in .data/ stays; see infra/README.md to reset it.
import { stopInfra } from './index.mjs';

const names = process.argv.slice(2);
try {
  const stopped = await stopInfra(names.length ? names : undefined);
  process.stderr.write(`[infra] ${stopped.length ? `stopped ${stopped.join(', ')}` : 'nothing was running'}\n`);
} catch (err) {
  process.stderr.write(`${err.message}\n`);
  process.exitCode = 1;
}
