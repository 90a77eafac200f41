import { lazy, Suspense } from 'react';
import { createRemoteLifecycles, PageLoading } from '@portal/ui';
import { pages } from './pages';
import { createTransfersStore } from './store';
import { strings } from './strings';

// Activities' screens load with their route, so transfers' entry stays within the remote's budget.
const ActivitiesPage = lazy(() => import('./activities/ActivitiesPage').then((module) => ({ default: module.ActivitiesPage })));
const ActivityBookingsPage = lazy(() => import('./activities/BookingsPage').then((module) => ({ default: module.BookingsPage })));
const ACTIVITY_SCREENS: Partial<Record<string, React.JSX.Element>> = {
  'b-activities': (
    <Suspense fallback={<PageLoading />}>
      <ActivitiesPage />
    </Suspense>
  ),
  'b-activities/summary': (
    <Suspense fallback={<PageLoading />}>
      <ActivityBookingsPage />
    </Suspense>
  ),
};

const lifecycles = createRemoteLifecycles({
  name: 'transfers',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: page.element ?? ACTIVITY_SCREENS[page.path] })),
  strings,
  createStore: createTransfersStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
