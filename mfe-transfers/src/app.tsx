import { lazy, Suspense } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';
import { createRemoteLifecycles, PageLoading } from '@portal/ui';
import { pages } from './pages';
import { createTransfersStore } from './store';
import { strings } from './strings';
import { TransfersPage } from './transfers/flow/TransfersPage';

// The transfer search is the remote's first screen; the others load with their route, so its entry stays within budget.
const TransferSummaryPage = lazy(() => import('./transfers/bookings/SummaryPage').then((module) => ({ default: module.SummaryPage })));
const ActivitiesPage = lazy(() => import('./activities/ActivitiesPage').then((module) => ({ default: module.ActivitiesPage })));
const ActivityBookingsPage = lazy(() => import('./activities/BookingsPage').then((module) => ({ default: module.BookingsPage })));

const lazily = (screen: React.JSX.Element) => <Suspense fallback={<PageLoading />}>{screen}</Suspense>;

const SCREENS: Record<RemoteRoutePath<'transfers'>, React.JSX.Element> = {
  'b-transfers': <TransfersPage />,
  'b-transfers/summary': lazily(<TransferSummaryPage />),
  'b-activities': lazily(<ActivitiesPage />),
  'b-activities/summary': lazily(<ActivityBookingsPage />),
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
