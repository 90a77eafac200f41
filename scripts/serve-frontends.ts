/**
 * Serves the built frontends: `npx tsx scripts/serve-frontends.ts [shell flights …]`.
 * Configuration comes from the environment (SERVER_BASE_URL, REMOTE_FLIGHTS_URL, SHELL_PORT, …).
 */
import { FRONTEND_NAMES, startFrontends, type FrontendName } from './lib/frontends';

function isFrontend(name: string): name is FrontendName {
  return (FRONTEND_NAMES as readonly string[]).includes(name);
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !isFrontend(name));
  if (unknown.length > 0) throw new Error(`Unknown app(s): ${unknown.join(', ')}; known: ${FRONTEND_NAMES.join(', ')}`);
  const running = await startFrontends({ apps: requested.length > 0 ? requested.filter(isFrontend) : undefined });
  for (const [name, url] of Object.entries(running.urls)) console.log(`${name.padEnd(10)} ${url}`);
  console.log(`config     ${JSON.stringify(running.config)}`);
  const shutdown = () => void running.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
