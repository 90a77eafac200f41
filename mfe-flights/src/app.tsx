import { createRemoteLifecycles } from '@portal/ui';
import type { RemoteRoutePath } from '@portal/contracts';
import { SummaryPage } from './bookings/SummaryPage';
import { FlightsPage } from './flow/BookingFlow';
import { pages } from './pages';
import { createFlightsStore } from './store';
import { strings } from './strings';

const SCREENS: Record<RemoteRoutePath<'flights'>, React.JSX.Element> = {
  'b-flights': <FlightsPage />,
  'b-flights/summary': <SummaryPage />,
};

const lifecycles = createRemoteLifecycles({
  name: 'flights',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: SCREENS[page.path] })),
  strings,
  createStore: createFlightsStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
