#!/usr/bin/env node
// Install (if needed) and start the local infrastructure, then print the env lines, e.g.
//   node infra/up.mjs            # progress on stderr, KEY=value lines on stdout
//   export $(node infra/up.mjs)  # put them in the current shell
import { ensureInfra } from './index.mjs';

const t0 = Date.now();
try {
  const { env, started } = await ensureInfra();
  for (const [k, v] of Object.entries(env)) process.stdout.write(`${k}=${v}\n`);
  const what = started.length ? `started ${started.join(', ')}` : 'nothing needed starting';
  process.stderr.write(`[infra] ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${what})\n`);
} catch (err) {
  process.stderr.write(`${err.message}\n`);
  process.exitCode = 1;
}
