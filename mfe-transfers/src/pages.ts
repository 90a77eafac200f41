import type { RemoteRoutePath } from '@portal/contracts';
import type { RemotePage } from '@portal/ui';

/** The screens of spec §2 this remote owns, in sub-navigation order. */
export const pages: readonly (RemotePage & { path: RemoteRoutePath<'transfers'> })[] = [
  { path: 'b-transfers', titleKey: 'search.title', descriptionKey: 'search.description', nav: true },
  { path: 'b-transfers/summary', titleKey: 'summary.title', descriptionKey: 'summary.description', nav: true },
  { path: 'b-activities', titleKey: 'activities.title', descriptionKey: 'activities.description', nav: true },
  { path: 'b-activities/summary', titleKey: 'activitySummary.title', descriptionKey: 'activitySummary.description', nav: true },
];
