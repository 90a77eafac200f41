import type { RemoteName } from './runtime-config';

/**
 * Route table of spec §2, shared by the shell (which mounts the owning remote) and each remote
 * (which renders these paths). Paths are relative, without the optional language prefix.
 */
export const REMOTE_ROUTES = {
  flights: ['b-flights', 'b-flights/summary'],
  hotels: ['b-hotels', 'b-hotels/summary'],
  // The ground services: transfers (spec §2) and activities (beyond §2's list, the same remote).
  transfers: ['b-transfers', 'b-transfers/summary', 'b-activities', 'b-activities/summary'],
  visa: ['visa', 'bookings/visa', 'summary/:id', 'grouprequest', 'visa/hotel'],
  // Beyond spec §2: the support team's desk (operators).
  helpdesk: ['helpdesk', 'helpdesk/tickets', 'helpdesk/tickets/all', 'helpdesk/tickets/:id', 'helpdesk/desk', 'helpdesk/desk/:id'],
  // Beyond spec §2: reports (spec §1, reports and statistics) and the operators' back office.
  account: ['users', 'users/add', 'users/user', 'distributor/account', 'distributor/markup', 'finance', 'reports', 'operator/agencies', 'operator/top-ups', 'operator/emails'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteRoutePath<R extends RemoteName = RemoteName> = (typeof REMOTE_ROUTES)[R][number];

/** Public information pages, reachable signed in and signed out. */
export const PUBLIC_INFO_ROUTES = ['contact', 'about', 'services', 'support', 'terms', 'docs', 'faq', 'privacy', 'api'] as const;
export type PublicInfoRoute = (typeof PUBLIC_INFO_ROUTES)[number];

/** Name of a remote's Module Federation container (also its global name). */
export function remoteContainerName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/** The single module every remote exposes: its single-spa lifecycles. */
export const REMOTE_EXPOSED_MODULE = './app';
