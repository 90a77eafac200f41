import { lazy, Suspense, type ComponentType } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';
import { createRemoteLifecycles, PageLoading } from '@portal/ui';
import { pages } from './pages';
import { createAccountStore } from './store';
import { strings } from './strings';

/** Each screen is its own chunk, fetched when first opened. */
const SCREENS: Record<RemoteRoutePath<'account'>, ComponentType> = {
  'distributor/account': lazy(() => import('./my-account/MyAccountPage')),
  users: lazy(() => import('./users/UsersPage')),
  'users/add': lazy(() => import('./users/AddUserPage')),
  'users/user': lazy(() => import('./users/EditUserPage')),
  'distributor/markup': lazy(() => import('./markup/MarkupPage')),
  finance: lazy(() => import('./finance/FinancePage')),
  reports: lazy(() => import('./reports/ReportsPage')),
  'operator/agencies': lazy(() => import('./operator/AgenciesPage')),
  'operator/top-ups': lazy(() => import('./operator/TopUpsPage')),
  'operator/emails': lazy(() => import('./operator/EmailsPage')),
};

function screenOf(path: RemoteRoutePath<'account'>) {
  const Screen = SCREENS[path];
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}

const lifecycles = createRemoteLifecycles({
  name: 'account',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: screenOf(page.path) })),
  strings,
  createStore: createAccountStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
