import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, useStepParam, WizardSteps } from '@portal/ui';
import { FlowProvider } from './flow-state';
import { STEPS, type Step } from './steps';

// Each screen loads when first shown: the bookings list alone is what most visits need.
const BookingsList = lazy(() => import('../bookings/BookingsList').then((module) => ({ default: module.BookingsList })));
const VIEWS: Record<Step, React.LazyExoticComponent<() => React.JSX.Element | null>> = {
  search: lazy(() => import('./SearchStep').then((module) => ({ default: module.SearchStep }))),
  results: lazy(() => import('./ResultsStep').then((module) => ({ default: module.ResultsStep }))),
  hotel: lazy(() => import('./HotelStep').then((module) => ({ default: module.HotelStep }))),
  guests: lazy(() => import('./GuestsStep').then((module) => ({ default: module.GuestsStep }))),
  review: lazy(() => import('./ReviewStep').then((module) => ({ default: module.ReviewStep }))),
  confirmation: lazy(() => import('./ConfirmationStep').then((module) => ({ default: module.ConfirmationStep }))),
};

/** `b-hotels`: the agency's bookings, or a step of the booking flow when `?step=` names one. */
export function HotelsPage() {
  const { t } = useTranslation();
  const step = useStepParam(STEPS);
  if (!step) {
    return (
      <Suspense fallback={<PageLoading />}>
        <BookingsList />
      </Suspense>
    );
  }
  const View = VIEWS[step];
  return (
    <FlowProvider>
      <WizardSteps steps={STEPS} current={step} label={t('area')} stepLabel={(name) => t(`steps.${name}`)} />
      <Suspense fallback={<PageLoading />}>
        <View key={step} />
      </Suspense>
    </FlowProvider>
  );
}
