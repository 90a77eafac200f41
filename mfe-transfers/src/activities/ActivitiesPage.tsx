import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, useStepParam, WizardSteps } from '@portal/ui';
import { FlowProvider } from './flow-state';
import { STEPS, type Step } from './steps';

// Each step loads when first shown, so the remote's entry stays small.
const VIEWS: Record<Step, React.LazyExoticComponent<() => React.JSX.Element | null>> = {
  search: lazy(() => import('./SearchStep').then((module) => ({ default: module.SearchStep }))),
  product: lazy(() => import('./ProductStep').then((module) => ({ default: module.ProductStep }))),
  travellers: lazy(() => import('./TravellersStep').then((module) => ({ default: module.TravellersStep }))),
  review: lazy(() => import('./ReviewStep').then((module) => ({ default: module.ReviewStep }))),
  confirmation: lazy(() => import('./ConfirmationStep').then((module) => ({ default: module.ConfirmationStep }))),
};

/** `b-activities`: the activity booking flow, its step named by `?step=` (search when none). */
export function ActivitiesPage() {
  const { t } = useTranslation();
  const step = useStepParam(STEPS) ?? 'search';
  const View = VIEWS[step];
  return (
    <FlowProvider>
      <WizardSteps steps={STEPS} current={step} label={t('activities.title')} stepLabel={(name) => t(`activities.steps.${name}`)} />
      <Suspense fallback={<PageLoading />}>
        <View key={step} />
      </Suspense>
    </FlowProvider>
  );
}
