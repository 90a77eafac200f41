import { createRemoteLifecycles } from '@portal/ui';
import { pages } from './pages';
import { createTransfersStore } from './store';
import { strings } from './strings';

const lifecycles = createRemoteLifecycles({
  name: 'transfers',
  areaKey: 'area',
  pages,
  strings,
  createStore: createTransfersStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
