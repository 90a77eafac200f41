import { createRemoteLifecycles } from '@portal/ui';
import { pages } from './pages';
import { createVisaStore } from './store';
import { strings } from './strings';

const lifecycles = createRemoteLifecycles({
  name: 'visa',
  areaKey: 'area',
  pages,
  strings,
  createStore: createVisaStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
