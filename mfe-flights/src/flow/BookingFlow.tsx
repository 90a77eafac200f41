import { useTranslation } from 'react-i18next';
import { useStepParam, WizardSteps } from '@portal/ui';
import { BookingsList } from '../bookings/BookingsList';
import { ConfirmationStep } from './ConfirmationStep';
import { FlowProvider } from './flow-state';
import { ResultsStep } from './ResultsStep';
import { ReviewStep } from './ReviewStep';
import { SearchStep } from './SearchStep';
import { STEPS, type Step } from './steps';
import { TravellersStep } from './TravellersStep';

const VIEWS: Record<Step, () => React.JSX.Element | null> = {
  search: SearchStep,
  results: ResultsStep,
  travellers: TravellersStep,
  review: ReviewStep,
  confirmation: ConfirmationStep,
};

/** `b-flights`: the agency's bookings, or a step of the booking flow when `?step=` names one. */
export function FlightsPage() {
  const { t } = useTranslation();
  const step = useStepParam(STEPS);
  if (!step) return <BookingsList />;
  const View = VIEWS[step];
  return (
    <FlowProvider>
      <WizardSteps steps={STEPS} current={step} label={t('area')} stepLabel={(name) => t(`steps.${name}`)} />
      <View key={step} />
    </FlowProvider>
  );
}
