import type { RemoteRoutePath } from '@portal/contracts';
import type { RemotePage } from '@portal/ui';

/** The screens of spec §2 this remote owns, in sub-navigation order. */
export const pages: readonly (RemotePage & { path: RemoteRoutePath<'flights'> })[] = [
  { path: 'b-flights', titleKey: 'search.title', descriptionKey: 'search.description', nav: true },
  { path: 'b-flights/summary', titleKey: 'summary.title', descriptionKey: 'summary.description', nav: true },
];
