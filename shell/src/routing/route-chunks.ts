import type { RemoteName } from '@portal/contracts';

/**
 * The code of the layouts and of the screens a first visit lands on most, each loaded by its route
 * (`React.lazy`) and started earlier by the entry when the path says it will be needed. No React
 * here: the entry imports this module before the shell's own chunks have loaded.
 */
export const routeChunks = {
  signedOutLayout: () => import('../layouts/SignedOutLayout'),
  signedInLayout: () => import('../layouts/SignedInLayout'),
  home: () => import('../pages/HomePage'),
  dashboard: () => import('../pages/DashboardPage'),
  remoteOutlet: () => import('../remotes/RemoteOutlet'),
  singleSpa: () => import('single-spa'),
};

type RouteChunk = keyof typeof routeChunks;

/** What the first screen of a path needs: its layout, then the home, the dashboard or a remote's outlet and single-spa. */
export function firstScreenChunks(path: string, signedIn: boolean, remote: RemoteName | null): RouteChunk[] {
  const home = path === '/';
  if (!signedIn) return home ? ['signedOutLayout', 'home'] : ['signedOutLayout'];
  if (remote) return ['signedInLayout', 'remoteOutlet', 'singleSpa'];
  return home ? ['signedInLayout', 'dashboard'] : ['signedInLayout'];
}
