import { lazy, Suspense } from 'react';
import { createRemoteLifecycles, PageLoading } from '@portal/ui';
import type { RemoteRoutePath } from '@portal/contracts';
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

const lifecycles = createRemoteLifecycles({
  name: 'hotels',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: SCREENS[page.path] })),
  strings,
  createStore: createHotelsStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
