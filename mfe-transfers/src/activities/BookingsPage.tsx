import { lazy, Suspense } from 'react';
import { PageLoading, useQueryParam } from '@portal/ui';

const BookingsList = lazy(() => import('./BookingsList').then((module) => ({ default: module.BookingsList })));
const BookingSummary = lazy(() => import('./BookingSummary').then((module) => ({ default: module.BookingSummary })));

/** `b-activities/summary`: the agency's activity bookings, or one booking's summary when `?id=` names it. */
export function BookingsPage() {
  const id = useQueryParam('id');
  return <Suspense fallback={<PageLoading />}>{id ? <BookingSummary /> : <BookingsList />}</Suspense>;
}
