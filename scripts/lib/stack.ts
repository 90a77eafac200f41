import { spawnSync } from 'node:child_process';
import { ensureInfra, stopInfra } from '../../infra/index.mjs';
import { DEFAULT_PORTS } from '@portal/contracts';
import { startFrontends } from './frontends';
import { startPartnerSite } from './partner-site';
import { ROOT, startServices, stopServices } from './services';

export interface StackOptions {
  /** Build the shell and the remotes first (default true). */
  build?: boolean;
  log?: (line: string) => void;
}

export interface Stack {
  portalUrl: string;
  /** The white-label example page embedding the hotels remote. */
  partnerSiteUrl: string;
  stop(): Promise<void>;
}

export function buildFrontends(): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the frontend build failed');
}

/**
 * The whole portal on this machine: local database, broker and mail (unless MONGO_URL,
 * KAFKA_BROKERS, SMTP_URL point elsewhere), every service, the gateway, the shell and the remotes,
 * and the example partner page.
 * `stop()` stops exactly what this call started.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? ((line: string) => process.stderr.write(`[portal] ${line}\n`));
  const infra = await ensureInfra({ log: (line: string) => log(line) });
  log(`infrastructure ready (${infra.started.length ? `started ${infra.started.join(', ')}` : 'already running'})`);
  const stopInfraStarted = async () => {
    if (infra.started.length) await stopInfra(infra.started, { log: false });
  };
  try {
    if (options.build ?? true) {
      log('building the shell and the remotes…');
      buildFrontends();
    }
    const services = await startServices({ ...infra.env, NODE_ENV: process.env.NODE_ENV ?? 'development' }, { log });
    log(`services up: ${services.map((s) => `${s.name} ${s.url}`).join(', ')}`);
    const frontends = await startFrontends().catch(async (err: unknown) => {
      await stopServices(services);
      throw err;
    });
    const partnerSite = await startPartnerSite(frontends.config, { rootDir: ROOT, log }).catch(async (err: unknown) => {
      await Promise.all([frontends.stop(), stopServices(services)]);
      throw err;
    });
    return {
      portalUrl: frontends.urls.shell ?? `http://localhost:${DEFAULT_PORTS.shell}`,
      partnerSiteUrl: partnerSite.url,
      async stop() {
        // All at once: the supervisors learn of the stop before Ctrl-C's own SIGINT ends any service.
        await Promise.all([frontends.stop(), partnerSite.stop(), stopServices(services)]);
        await stopInfraStarted();
      },
    };
  } catch (err) {
    await stopInfraStarted();
    throw err;
  }
}
