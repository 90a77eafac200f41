import { createRemoteLifecycles } from '@portal/ui';
import { pages } from './pages';
import { createHelpdeskStore } from './store';
import { strings } from './strings';

const lifecycles = createRemoteLifecycles({
  name: 'helpdesk',
  areaKey: 'area',
  pages,
  strings,
  createStore: createHelpdeskStore,
});

export const { bootstrap, mount, update, unmount } = lifecycles;
export default lifecycles;
