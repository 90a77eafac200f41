import { bookingsListFirstData, createRemoteLifecycles, type FirstData } from '@portal/ui';
import type { RemoteRoutePath } from '@portal/contracts';
import { flightsEndpoints } from './api';
import { SummaryPage } from './bookings/SummaryPage';
import { FlightsPage } from './flow/BookingFlow';
import { pages } from './pages';
import { createFlightsStore } from './store';
import { strings } from './strings';

const SCREENS: Record<RemoteRoutePath<'flights'>, React.JSX.Element> = {
  'b-flights': <FlightsPage />,
  'b-flights/summary': <SummaryPage />,
};

/** The bookings list's rows are asked for as the remote mounts on its page. */
const FIRST_DATA: Partial<Record<RemoteRoutePath<'flights'>, FirstData>> = {
  'b-flights': bookingsListFirstData(flightsEndpoints.endpoints.flightBookings),
};

const lifecycles = createRemoteLifecycles({
  name: 'flights',
  areaKey: 'area',
  pages: pages.map((page) => ({ ...page, element: SCREENS[page.path], firstData: FIRST_DATA[page.path] })),
  strings,
  createStore: createFlightsStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
