import { lazy, type ComponentType } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';

/** This area's screens by route, each its own lazy chunk. */
export const requestsScreens: Partial<Record<RemoteRoutePath<'visa'>, ComponentType>> = {
  visa: lazy(() => import('./WizardPage').then((module) => ({ default: module.WizardPage }))),
  'bookings/visa': lazy(() => import('./RequestsListPage').then((module) => ({ default: module.RequestsListPage }))),
  'summary/:id': lazy(() => import('./SummaryPage').then((module) => ({ default: module.SummaryPage }))),
  'visa/desk': lazy(() => import('./DeskQueuePage').then((module) => ({ default: module.DeskQueuePage }))),
  'visa/desk/:id': lazy(() => import('./DeskRequestPage').then((module) => ({ default: module.DeskRequestPage }))),
};
