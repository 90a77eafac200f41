// The whole portal on this machine; Ctrl-C stops everything it started. Flags: --no-build.
import { DEMO_ACCOUNTS } from '../services/identity/src/demo-seed';
import { startStack } from './lib/stack';

const stack = await startStack({ build: !process.argv.includes('--no-build') });
const demo =
  process.env.NODE_ENV === 'production'
    ? ''
    : `\nDevelopment mode: sign in with a demo account\n${DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(13)} ${a.email.padEnd(30)} ${a.password}`).join('\n')}\nEmails the portal sends (MailDev): http://127.0.0.1:1080\n`;
process.stdout.write(
  `\nThe portal is running at ${stack.portalUrl}\nA partner page embedding its hotels remote (white-label example): ${stack.partnerSiteUrl}\n${demo}Service logs: .data/logs/. Press Ctrl-C to stop.\n`,
);

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
