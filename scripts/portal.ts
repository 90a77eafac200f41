// The whole portal on this machine; Ctrl-C stops everything it started. Flags: --no-build.
import { startStack } from './lib/stack';

const stack = await startStack({ build: !process.argv.includes('--no-build') });
process.stdout.write(`\nThe portal is running at ${stack.portalUrl}\nService logs: .data/logs/. Press Ctrl-C to stop.\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping the portal…\n');
    stack
      .stop()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        process.stderr.write(`${String(err)}\n`);
        process.exit(1);
      });
  });
}
