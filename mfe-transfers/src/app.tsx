import { lazy, Suspense } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';
import { createRemoteLifecycles, PageLoading } from '@portal/ui';
import { pages } from './pages';
import { createTransfersStore } from './store';
import { strings } from './strings';
import { TransfersPage } from './transfers/flow/TransfersPage';

const TransferSummaryPage = lazy(() => import('./transfers/bookings/SummaryPage').then((module) => ({ default: module.SummaryPage })));

/** The domain screens by path; a path without one shows the kit's honest empty state. */
const SCREENS: Partial<Record<RemoteRoutePath<'transfers'>, React.JSX.Element>> = {
  'b-transfers': <TransfersPage />,
  'b-transfers/summary': (
    <Suspense fallback={<PageLoading />}>
      <TransferSummaryPage />
    </Suspense>
  ),
};

const lifecycles = createRemoteLifecycles({
  name: 'transfers',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: SCREENS[page.path] })),
  strings,
  createStore: createTransfersStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
