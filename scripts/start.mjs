#!/usr/bin/env node
// `npm start`: installs dependencies on a fresh clone, then runs the whole portal (scripts/portal.ts).
import { ensureDependencies, runForwarding, TSX } from './lib/bootstrap.mjs';

ensureDependencies();
process.exitCode = await runForwarding(TSX, ['scripts/portal.ts', ...process.argv.slice(2)]);
