import { lazy, Suspense } from 'react';
import { bookingsListFirstData, createRemoteLifecycles, PageLoading, type FirstData } from '@portal/ui';
import type { RemoteRoutePath } from '@portal/contracts';
import { hotelsEndpoints } from './api';
import { HotelsPage } from './flow/HotelsPage';
import { pages } from './pages';
import { createHotelsStore } from './store';
import { strings } from './strings';

const SummaryPage = lazy(() => import('./bookings/SummaryPage').then((module) => ({ default: module.SummaryPage })));

const SCREENS: Record<RemoteRoutePath<'hotels'>, React.JSX.Element> = {
  'b-hotels': <HotelsPage />,
  'b-hotels/summary': (
    <Suspense fallback={<PageLoading />}>
      <SummaryPage />
    </Suspense>
  ),
};

/** The bookings list's rows are asked for as the remote mounts on its page (the list's own chunk loads meanwhile). */
const FIRST_DATA: Partial<Record<RemoteRoutePath<'hotels'>, FirstData>> = {
  'b-hotels': bookingsListFirstData(hotelsEndpoints.endpoints.hotelBookings),
};

const lifecycles = createRemoteLifecycles({
  name: 'hotels',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: SCREENS[page.path], firstData: FIRST_DATA[page.path] })),
  strings,
  createStore: createHotelsStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
