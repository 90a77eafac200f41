import { useMemo, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router';
import type { RemoteProps } from './remote-contract';

function toPath(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/**
 * A router driven by the host's props: it renders `pathname`, builds links under `basePath`,
 * and hands every navigation back to the host, which owns history.
 */
export function RemoteRouter({ basePath, pathname, search, navigate, children }: Pick<RemoteProps, 'basePath' | 'pathname' | 'search' | 'navigate'> & { children: ReactNode }) {
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => `${basePath}${toPath(to)}`,
      push: (to) => navigate(toPath(to)),
      replace: (to) => navigate(toPath(to), { replace: true }),
      go: (delta) => window.history.go(delta),
    }),
    [basePath, navigate],
  );
  return (
    <Router location={{ pathname, search }} navigator={navigator}>
      {children}
    </Router>
  );
}
