import { lazy, Suspense, type ComponentType } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';
import { createRemoteLifecycles, PageLoading } from '@portal/ui';
import { pages } from './pages';
import { createHelpdeskStore } from './store';
import { strings } from './strings';

/** Each screen is its own chunk, fetched when first opened (the dashboard's carries the chart library alone). */
const SCREENS: Partial<Record<RemoteRoutePath<'helpdesk'>, ComponentType>> = {
  helpdesk: lazy(() => import('./dashboard/DashboardPage')),
  'helpdesk/tickets': lazy(() => import('./agency/TicketsPage')),
  'helpdesk/tickets/all': lazy(() => import('./agency/AllTicketsPage')),
  'helpdesk/tickets/:id': lazy(() => import('./agency/TicketPage')),
  'helpdesk/desk': lazy(() => import('./desk/DeskQueuePage').then((module) => ({ default: module.DeskQueuePage }))),
  'helpdesk/desk/:id': lazy(() => import('./desk/DeskTicketPage').then((module) => ({ default: module.DeskTicketPage }))),
};

function screenOf(path: RemoteRoutePath<'helpdesk'>) {
  const Screen = SCREENS[path];
  if (!Screen) return undefined;
  return (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
}

const lifecycles = createRemoteLifecycles({
  name: 'helpdesk',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: screenOf(page.path) })),
  strings,
  createStore: createHelpdeskStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
