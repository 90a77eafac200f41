import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryParam } from '@portal/ui';
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

const isStep = (value: string | null): value is Step => STEPS.some((step) => step === value);

/** `b-flights`: the agency's bookings, or a step of the booking flow when `?step=` names one. */
export function FlightsPage() {
  const { t } = useTranslation();
  const step = useQueryParam('step');
  if (!isStep(step)) return <BookingsList />;
  const View = VIEWS[step];
  return (
    <FlowProvider>
      <ol className="flight-steps" style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0, margin: '0 0 24px' }}>
        {STEPS.map((name, index) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            <Tag color={name === step ? 'blue' : index < STEPS.indexOf(step) ? 'green' : 'default'}>
              {index + 1}. {t(`steps.${name}`)}
            </Tag>
          </li>
        ))}
      </ol>
      <View key={step} />
    </FlowProvider>
  );
}
