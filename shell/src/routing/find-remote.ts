import { matchPath } from 'react-router';
import { REMOTE_NAMES, REMOTE_ROUTES, type RemoteName } from '@portal/contracts';

/** The remote owning a path (without language prefix), per the route table of spec §2. */
export function findRemote(path: string): RemoteName | null {
  for (const remote of REMOTE_NAMES) {
    if (REMOTE_ROUTES[remote].some((pattern) => matchPath({ path: `/${pattern}`, end: true }, path))) return remote;
  }
  return null;
}
