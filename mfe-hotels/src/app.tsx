import { createRemoteLifecycles } from '@portal/ui';
import { pages } from './pages';
import { createHotelsStore } from './store';
import { strings } from './strings';

const lifecycles = createRemoteLifecycles({
  name: 'hotels',
  areaKey: 'area',
  pages,
  strings,
  createStore: createHotelsStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
