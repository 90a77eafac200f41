import { createRemoteLifecycles } from '@portal/ui';
import { pages } from './pages';
import { createFlightsStore } from './store';
import { strings } from './strings';

const lifecycles = createRemoteLifecycles({
  name: 'flights',
  areaKey: 'area',
  pages,
  strings,
  createStore: createFlightsStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
