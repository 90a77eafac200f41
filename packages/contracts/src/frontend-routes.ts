import { DEFAULT_LANGUAGE, LANGUAGES, REMOTE_NAMES, type Language, type RemoteName } from './runtime-names';

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

const REMOTE_ROUTE_PATTERNS = REMOTE_NAMES.map((remote) => ({ remote, patterns: REMOTE_ROUTES[remote].map((route) => route.split('/')) }));

/** As the router matches: a `:param` takes one non-empty segment, the other segments match whatever their case. */
function matchesPattern(pattern: readonly string[], segments: readonly string[]): boolean {
  return pattern.length === segments.length && pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part.toLowerCase() === segments[index]!.toLowerCase()));
}

export interface LocalizedLocation {
  /** Language named by the URL prefix, if any. */
  prefix: Language | null;
  /** The path without the prefix, always starting with '/'. */
  path: string;
}

/** '/fr/about' → { prefix: 'fr', path: '/about' }; '/about' → { prefix: null, path: '/about' }. */
export function splitLanguagePrefix(pathname: string): LocalizedLocation {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first !== undefined && (LANGUAGES as readonly string[]).includes(first)) return { prefix: first as Language, path: match?.[2] ?? '/' };
  return { prefix: null, path: pathname || '/' };
}

/** A URL path's segments, without its language prefix if it has one. */
function routeSegments(pathname: string): string[] {
  return splitLanguagePrefix(pathname).path.split('/').filter(Boolean);
}

/**
 * Whether a URL path is a page of the portal (any route of spec §2, signed out or in, with or
 * without a language prefix): the static server answers 404 for the others, with the app's page.
 */
export function isPortalRoute(pathname: string): boolean {
  const segments = routeSegments(pathname);
  return PORTAL_ROUTE_PATTERNS.some((pattern) => matchesPattern(pattern, segments));
}

/** The remote owning a URL path (with or without a language prefix), per the route table above; null for the shell's own pages and unknown paths. */
export function remoteOfPath(pathname: string): RemoteName | null {
  const segments = routeSegments(pathname);
  return REMOTE_ROUTE_PATTERNS.find(({ patterns }) => patterns.some((pattern) => matchesPattern(pattern, segments)))?.remote ?? null;
}

/** Name of a remote's Module Federation container (also its global name). */
export function remoteContainerName(remote: RemoteName): string {
  return `mfe_${remote}`;
}

/** The single module every remote exposes: its single-spa lifecycles. */
export const REMOTE_EXPOSED_MODULE = './app';

/**
 * The signed-out home of each language, rendered into its own HTML page at build time so that it
 * paints before the scripts run: '/' in the default language, '/fr' in French. The shell's static
 * server answers these paths with `file` (under the shell's dist) when the build made it.
 */
export const PRERENDERED_HOME_PAGES: readonly { language: Language; path: string; file: string }[] = LANGUAGES.map((language) => ({
  language,
  path: language === DEFAULT_LANGUAGE ? '/' : `/${language}`,
  file: `prerendered/home.${language}.html`,
}));

/** The prerendered page a URL path is answered with, if any (only the homes' exact paths). */
export function prerenderedPageOf(pathname: string): string | null {
  return PRERENDERED_HOME_PAGES.find((page) => page.path === pathname)?.file ?? null;
}
