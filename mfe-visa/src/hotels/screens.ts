import { lazy, type ComponentType } from 'react';
import type { RemoteRoutePath } from '@portal/contracts';

/** This area's screens by route, each its own lazy chunk. */
export const hotelsScreens: Partial<Record<RemoteRoutePath<'visa'>, ComponentType>> = {
  'visa/hotel': lazy(() => import('./HotelVisaPage').then((m) => ({ default: m.HotelVisaPage }))),
  'visa/hotel/:id': lazy(() => import('./HotelVisaReservationPage').then((m) => ({ default: m.HotelVisaReservationPage }))),
  'visa/hotel/desk': lazy(() => import('./HotelVisaDeskPage').then((m) => ({ default: m.HotelVisaDeskPage }))),
  'visa/hotel/desk/:id': lazy(() => import('./HotelVisaDeskReservationPage').then((m) => ({ default: m.HotelVisaDeskReservationPage }))),
};
