import { lazy, type ComponentType } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';

/** This area's screens by route, each its own lazy chunk. */
export const groupsScreens: Partial<Record<RemoteRoutePath<'visa'>, ComponentType>> = {
  grouprequest: lazy(() => import('./GroupRequestPage').then((m) => ({ default: m.GroupRequestPage }))),
  'grouprequest/:id': lazy(() => import('./GroupQuotePage').then((m) => ({ default: m.GroupQuotePage }))),
  'grouprequest/desk': lazy(() => import('./GroupDeskPage').then((m) => ({ default: m.GroupDeskPage }))),
  'grouprequest/desk/:id': lazy(() => import('./GroupDeskQuotePage').then((m) => ({ default: m.GroupDeskQuotePage }))),
};
