import type { RemoteRoutePath } from '@portal/contracts';
import type { RemotePage } from '@portal/ui';

/**
 * The screens this remote owns, in sub-navigation order (each lists for the roles it serves; the
 * first, open to everyone, is the area's home). Screens are attached in app.tsx so this table
 * stays plain data that tests can read.
 */
export const pages: readonly (RemotePage & { path: RemoteRoutePath<'account'> })[] = [
  { path: 'distributor/account', titleKey: 'myAccount.title', descriptionKey: 'myAccount.description', nav: true },
  { path: 'users', titleKey: 'users.title', descriptionKey: 'users.description', nav: true, roles: ['agency_admin'] },
  { path: 'users/add', titleKey: 'addUser.title', descriptionKey: 'addUser.description', parent: 'users' },
  { path: 'users/user', titleKey: 'editUser.title', descriptionKey: 'editUser.description', parent: 'users' },
  { path: 'distributor/markup', titleKey: 'markup.title', descriptionKey: 'markup.description', nav: true, roles: ['agency_admin', 'agent'] },
  { path: 'finance', titleKey: 'finance.title', descriptionKey: 'finance.description', nav: true, roles: ['agency_admin'] },
  { path: 'reports', titleKey: 'reports.title', descriptionKey: 'reports.description', nav: true, roles: ['agency_admin'] },
  { path: 'operator/agencies', titleKey: 'operator.agencies.title', descriptionKey: 'operator.agencies.description', nav: true, roles: ['operator'] },
  { path: 'operator/top-ups', titleKey: 'operator.topUps.title', descriptionKey: 'operator.topUps.description', nav: true, roles: ['operator'] },
  { path: 'operator/emails', titleKey: 'operator.emails.title', descriptionKey: 'operator.emails.description', nav: true, roles: ['operator'] },
];
