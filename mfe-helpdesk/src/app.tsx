import { lazy, Suspense } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';
import { createRemoteLifecycles, PageLoading } from '@portal/ui';
import { pages } from './pages';
import { createHelpdeskStore } from './store';
import { strings } from './strings';

// Every screen loads with its route, so the remote's entry stays small.
const DeskQueuePage = lazy(() => import('./desk/DeskQueuePage').then((module) => ({ default: module.DeskQueuePage })));
const DeskTicketPage = lazy(() => import('./desk/DeskTicketPage').then((module) => ({ default: module.DeskTicketPage })));

const lazily = (screen: React.JSX.Element) => <Suspense fallback={<PageLoading />}>{screen}</Suspense>;

const SCREENS: Partial<Record<RemoteRoutePath<'helpdesk'>, React.JSX.Element>> = {
  'helpdesk/desk': lazily(<DeskQueuePage />),
  'helpdesk/desk/:id': lazily(<DeskTicketPage />),
};

const lifecycles = createRemoteLifecycles({
  name: 'helpdesk',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: SCREENS[page.path] })),
  strings,
  createStore: createHelpdeskStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
