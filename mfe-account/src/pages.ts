import type { RemoteRoutePath } from '@portal/contracts';
import type { RemotePage } from '@portal/ui';

/** The screens of spec §2 this remote owns, in sub-navigation order. */
export const pages: readonly (RemotePage & { path: RemoteRoutePath<'account'> })[] = [
  { path: 'users', titleKey: 'users.title', descriptionKey: 'users.description', nav: true },
  { path: 'users/add', titleKey: 'addUser.title', descriptionKey: 'addUser.description', nav: true },
  { path: 'users/user', titleKey: 'profile.title', descriptionKey: 'profile.description', nav: true },
  { path: 'distributor/account', titleKey: 'company.title', descriptionKey: 'company.description', nav: true },
  { path: 'distributor/markup', titleKey: 'markup.title', descriptionKey: 'markup.description', nav: true },
  { path: 'finance', titleKey: 'finance.title', descriptionKey: 'finance.description', nav: true },
];
