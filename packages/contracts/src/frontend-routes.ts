import { LANGUAGES, REMOTE_NAMES, type RemoteName } from './runtime-config';

/**
 * Route table of spec §2, shared by the shell (which mounts the owning remote) and each remote
 * (which renders these paths). Paths are relative, without the optional language prefix.
 */
export const REMOTE_ROUTES = {
  flights: ['b-flights', 'b-flights/summary'],
  hotels: ['b-hotels', 'b-hotels/summary'],
  // The ground services: transfers (spec §2) and activities (beyond §2's list, the same remote).
  transfers: ['b-transfers', 'b-transfers/summary', 'b-activities', 'b-activities/summary'],
  // Beyond spec §2: a group quotation's and a hotel visa reservation's own page, and the visa operators' desks.
  visa: [
    'visa',
    'bookings/visa',
    'summary/:id',
    'grouprequest',
    'grouprequest/:id',
    'visa/hotel',
    'visa/hotel/:id',
    'visa/desk',
    'visa/desk/:id',
    'grouprequest/desk',
    'grouprequest/desk/:id',
    'visa/hotel/desk',
    'visa/hotel/desk/:id',
  ],
  // Beyond spec §2: the support team's desk (operators).
  helpdesk: ['helpdesk', 'helpdesk/tickets', 'helpdesk/tickets/all', 'helpdesk/tickets/:id', 'helpdesk/desk', 'helpdesk/desk/:id'],
  // Beyond spec §2: reports (spec §1, reports and statistics) and the operators' back office.
  account: ['users', 'users/add', 'users/user', 'distributor/account', 'distributor/markup', 'finance', 'reports', 'operator/agencies', 'operator/top-ups', 'operator/emails'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteRoutePath<R extends RemoteName = RemoteName> = (typeof REMOTE_ROUTES)[R][number];

/** Public information pages, reachable signed in and signed out. */
export const PUBLIC_INFO_ROUTES = ['contact', 'about', 'services', 'support', 'terms', 'docs', 'faq', 'privacy', 'api'] as const;
export type PublicInfoRoute = (typeof PUBLIC_INFO_ROUTES)[number];

/**
 * The shell's own pages (signed out, signed in or both): '' is home. Beyond spec §2's list:
 * `verify-email` and `partner`, the targets of the registration email and the partner link.
 */
export const SHELL_ROUTES = ['', 'sign-up', 'reset-password', 'verify-email', 'partner', 'coming-soon', ...PUBLIC_INFO_ROUTES] as const;

const PORTAL_ROUTE_PATTERNS: readonly string[][] = [...SHELL_ROUTES, ...REMOTE_NAMES.flatMap((remote) => REMOTE_ROUTES[remote])].map((route) => route.split('/').filter(Boolean));

function matchesPattern(pattern: readonly string[], segments: readonly string[]): boolean {
  return pattern.length === segments.length && pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));
}

/**
 * Whether a URL path is a page of the portal (any route of spec §2, signed out or in, with or
 * without a language prefix): the static server answers 404 for the others, with the app's page.
 */
export function isPortalRoute(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const unprefixed = segments.length > 0 && (LANGUAGES as readonly string[]).includes(segments[0]!) ? segments.slice(1) : segments;
  return PORTAL_ROUTE_PATTERNS.some((pattern) => matchesPattern(pattern, unprefixed));
}

/** Name of a remote's Module Federation container (also its global name). */
export function remoteContainerName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/** The single module every remote exposes: its single-spa lifecycles. */
export const REMOTE_EXPOSED_MODULE = './app';
