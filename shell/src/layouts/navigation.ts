import type { Role } from '@portal/contracts';

export interface NavLink {
  /** Portal path without language prefix, possibly with a query (`/distributor/account?tab=company`). */
  to: string;
  labelKey: string;
}
export type NavItem = NavLink | { key: string; labelKey: string; children: NavLink[] };

const PRODUCT_AREAS: NavItem[] = [
  { to: '/b-flights', labelKey: 'common:nav.flights' },
  { to: '/b-hotels', labelKey: 'common:nav.hotels' },
  { to: '/b-transfers', labelKey: 'common:nav.transfers' },
  { to: '/b-activities', labelKey: 'common:nav.activities' },
  {
    key: 'visa',
    labelKey: 'common:nav.visa',
    children: [
      { to: '/visa', labelKey: 'common:nav.visaRequest' },
      { to: '/bookings/visa', labelKey: 'common:nav.visaBookings' },
      { to: '/grouprequest', labelKey: 'common:nav.groupRequest' },
      { to: '/visa/hotel', labelKey: 'common:nav.hotelVisa' },
    ],
  },
  {
    key: 'helpdesk',
    labelKey: 'common:nav.helpdesk',
    children: [
      { to: '/helpdesk', labelKey: 'common:nav.helpdeskDashboard' },
      { to: '/helpdesk/tickets', labelKey: 'common:nav.myTickets' },
      { to: '/helpdesk/tickets/all', labelKey: 'common:nav.allTickets' },
    ],
  },
];

/** What only an agency's administrators manage. */
const AGENCY_ACCOUNT: NavItem = {
  key: 'account',
  labelKey: 'common:nav.account',
  children: [
    { to: '/users', labelKey: 'common:nav.users' },
    { to: '/users/add', labelKey: 'common:nav.addUser' },
    { to: '/distributor/account?tab=company', labelKey: 'common:nav.company' },
    { to: '/distributor/markup', labelKey: 'common:nav.markup' },
    { to: '/finance', labelKey: 'common:nav.finance' },
    { to: '/reports', labelKey: 'common:nav.reports' },
  ],
};

/** The platform operators' back office, instead of the product areas. */
export const BACK_OFFICE: NavLink[] = [
  { to: '/operator/agencies', labelKey: 'common:nav.agencies' },
  { to: '/operator/top-ups', labelKey: 'common:nav.topUps' },
  { to: '/operator/emails', labelKey: 'common:nav.emails' },
  { to: '/helpdesk/desk', labelKey: 'common:nav.supportDesk' },
  { to: '/visa/desk', labelKey: 'common:nav.visaDesk' },
];

/**
 * Header navigation by role (spec §6): agents book and follow their tickets; agency admins also
 * run the agency (users, markups, finance, reports); operators get the back office. A record
 * without a role (before the current-user lookup completes) gets the agent's navigation.
 */
export function navigationFor(role: Role | undefined): NavItem[] {
  if (role === 'operator') return BACK_OFFICE;
  if (role === 'agency_admin') return [...PRODUCT_AREAS, AGENCY_ACCOUNT];
  return PRODUCT_AREAS;
}

export function leavesOf(items: readonly NavItem[]): NavLink[] {
  return items.flatMap((item) => ('children' in item ? item.children : [item]));
}

/** The entry of a path: itself, or the closest entry above it (e.g. /b-flights for /b-flights/summary). */
export function selectedEntry(items: readonly NavItem[], path: string, search = ''): string[] {
  const here = `${path}${search}`;
  const matches = leavesOf(items)
    .map((leaf) => leaf.to)
    .filter((to) => {
      const [leafPath, leafQuery] = to.split('?');
      if (leafQuery) return here === to || (path === leafPath && search.includes(leafQuery));
      return path === leafPath || path.startsWith(`${leafPath}/`);
    });
  const closest = matches.sort((a, b) => b.length - a.length)[0];
  return closest ? [closest] : [];
}
