import { createRemoteLifecycles } from '@portal/ui';
import { pages } from './pages';
import { createAccountStore } from './store';
import { strings } from './strings';

const lifecycles = createRemoteLifecycles({
  name: 'account',
  areaKey: 'area',
  pages,
  strings,
  createStore: createAccountStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
