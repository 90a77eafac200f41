import { Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, useQueryParam } from '@portal/ui';
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

const isStep = (value: string | null): value is Step => STEPS.some((step) => step === value);

/** `b-hotels`: the agency's bookings, or a step of the booking flow when `?step=` names one. */
export function HotelsPage() {
  const { t } = useTranslation();
  const step = useQueryParam('step');
  if (!isStep(step)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <BookingsList />
      </Suspense>
    );
  }
  const View = VIEWS[step];
  return (
    <FlowProvider>
      <ol aria-label={t('area')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '0 0 24px' }}>
        {STEPS.map((name, index) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            <Tag color={name === step ? 'blue' : index < STEPS.indexOf(step) ? 'green' : 'default'}>
              {index + 1}. {t(`steps.${name}`)}
            </Tag>
          </li>
        ))}
      </ol>
      <Suspense fallback={<PageLoading />}>
        <View key={step} />
      </Suspense>
    </FlowProvider>
  );
}
