import { Suspense, type ComponentType } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';
import { createRemoteLifecycles, PageLoading } from '@portal/ui';
import { groupsScreens } from './groups/screens';
import { hotelsScreens } from './hotels/screens';
import { pages } from './pages';
import { requestsScreens } from './requests/screens';
import { createVisaStore } from './store';
import { strings } from './strings';

/** Each area (visa requests, group quotations, hotel visa reservations) brings its screens, each a lazy chunk fetched when first opened. */
const SCREENS: Partial<Record<RemoteRoutePath<'visa'>, ComponentType>> = { ...requestsScreens, ...groupsScreens, ...hotelsScreens };

function screenOf(path: RemoteRoutePath<'visa'>) {
  const Screen = SCREENS[path];
  if (!Screen) return undefined;
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}

const lifecycles = createRemoteLifecycles({
  name: 'visa',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: screenOf(page.path) })),
  strings,
  createStore: createVisaStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
