import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, type RuntimeConfig } from '@portal/contracts';
// Not from ./services: Playwright's global set-up loads this file as CommonJS, where that module's import.meta fails.
import { describeSupervisorEvent, Supervisor, waitAnswering } from './supervisor';

export interface RunningPartnerSite {
  url: string;
  stop(): Promise<void>;
}

/** The port the example partner page listens on (PARTNER_SITE_PORT over the default). */
export function partnerSitePort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.PARTNER_SITE_PORT || DEFAULT_PORTS.partnerSite);
}

/**
 * The white-label example (examples/partner-site): the partner's own server, supervised like a
 * service, pointed at this portal's main server, hotels service and hotels remote.
 */
export async function startPartnerSite(
  config: RuntimeConfig,
  { rootDir, log = (line: string): void => void process.stderr.write(`[portal] ${line}\n`) }: { rootDir: string; log?: (line: string) => void },
): Promise<RunningPartnerSite> {
  const logDir = path.join(rootDir, '.data', 'logs');
  mkdirSync(logDir, { recursive: true });
  const port = partnerSitePort();
  const logFile = path.join(logDir, 'partner-site.log');
  const logStream = createWriteStream(logFile, { flags: 'a' });
  const supervisor = new Supervisor({
    name: 'partner-site',
    report: (event) => log(describeSupervisorEvent(event)),
    start: () => {
      const child = spawn(process.execPath, [path.join(rootDir, 'examples', 'partner-site', 'server.mjs')], {
        cwd: rootDir,
        env: {
          ...process.env,
          PARTNER_SITE_PORT: String(port),
          SERVER_BASE_URL: config.serverBaseUrl,
          HOTELS_BASE_URL: config.hotelsBaseUrl,
          REMOTE_HOTELS_URL: config.remotes.hotels,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(logStream, { end: false });
      child.stderr?.pipe(logStream, { end: false });
      return child;
    },
  });
  supervisor.start();
  const url = `http://localhost:${port}`;
  try {
    await waitAnswering('the partner site', `http://127.0.0.1:${port}/config.json`, supervisor, logFile, 30_000);
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  return { url, stop: () => supervisor.stop(5_000) };
}
