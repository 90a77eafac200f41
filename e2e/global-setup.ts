import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FRONTEND_NAMES, distDir, startFrontends } from '../scripts/lib/frontends';
import { startPartnerSite } from '../scripts/lib/partner-site';

const ROOT = path.resolve(__dirname, '..');

/**
 * Builds the frontends when a dist is missing and serves them for the suite; returns the
 * teardown. With PORTAL_URL set, something else serves the portal and nothing is started.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.PORTAL_URL) return async () => undefined;
  const missing = FRONTEND_NAMES.filter((app) => !existsSync(path.join(distDir(ROOT, app), 'index.html')));
  if (missing.length > 0) {
    const workspaces = missing.flatMap((app) => ['-w', app === 'shell' ? 'shell' : `mfe-${app}`]);
    const build = spawnSync('npm', ['run', 'build', ...workspaces], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`Building ${missing.join(', ')} failed`);
  }
  const frontends = await startFrontends({ rootDir: ROOT });
  const partnerSite = await startPartnerSite(frontends.config, { rootDir: ROOT });
  return async () => {
    await Promise.all([frontends.stop(), partnerSite.stop()]);
  };
}
