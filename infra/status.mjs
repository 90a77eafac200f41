#!/usr/bin/env node
// Show each component: running/healthy, PID, ports, install state, env overrides.
// `node infra/status.mjs --json` prints the raw snapshot. Exit code 0 even when stopped.
import { infraStatus } from './index.mjs';

const status = await infraStatus();
if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(status, null, 2)}\n`);
} else {
  for (const s of status) {
    const state = s.healthy ? 'healthy' : s.openPorts.length ? 'UNHEALTHY (port open)' : s.pid ? 'starting/unhealthy' : 'stopped';
    const owner = s.pid ? `pid ${s.pid}` : s.healthy ? 'not started by infra' : '-';
    const overrides = Object.entries(s.envOverrides)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    process.stdout.write(
      `${s.name.padEnd(13)} ${state.padEnd(22)} ${owner.padEnd(22)} ${[s.url, s.apiUrl].filter(Boolean).join(' ').padEnd(45)} ` +
        `installed=${s.installed ? 'yes' : 'no'}${overrides ? `  env override: ${overrides}` : ''}\n`,
    );
  }
}
