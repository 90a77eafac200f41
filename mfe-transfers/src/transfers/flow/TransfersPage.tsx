import { lazy, Suspense } from 'react';
import { PageLoading, useStepParam, WizardSteps } from '@portal/ui';
import { useTransfersText } from '../shared/text';
import { FlowProvider } from './flow-state';
import { STEPS, type Step } from './steps';

// Each screen loads when first shown.
const VIEWS: Record<Step, React.LazyExoticComponent<() => React.JSX.Element | null>> = {
  search: lazy(() => import('./SearchStep').then((module) => ({ default: module.SearchStep }))),
  results: lazy(() => import('./ResultsStep').then((module) => ({ default: module.ResultsStep }))),
  passengers: lazy(() => import('./PassengersStep').then((module) => ({ default: module.PassengersStep }))),
  review: lazy(() => import('./ReviewStep').then((module) => ({ default: module.ReviewStep }))),
  confirmation: lazy(() => import('./ConfirmationStep').then((module) => ({ default: module.ConfirmationStep }))),
};

/** `b-transfers`: the booking flow, its step named by `?step=` (the search without one). */
export function TransfersPage() {
  const { t } = useTransfersText();
  const step = useStepParam(STEPS) ?? 'search';
  const View = VIEWS[step];
  return (
    <FlowProvider>
      <WizardSteps steps={STEPS} current={step} label={t('flow')} stepLabel={(name) => t(`steps.${name}`)} />
      <Suspense fallback={<PageLoading />}>
        <View key={step} />
      </Suspense>
    </FlowProvider>
  );
}
