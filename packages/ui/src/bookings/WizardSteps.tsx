import { Tag } from 'antd';
import { useQueryParam } from '../use-query-param';

export interface WizardStepsProps<S extends string> {
  steps: readonly S[];
  current: S;
  /** The list's accessible name, e.g. the product's area. */
  label: string;
  /** A step's words, e.g. `t('steps.search')`. */
  stepLabel(step: S): string;
}

/** A booking flow's steps above the current one: done in green, current in blue, numbered. */
export function WizardSteps<S extends string>({ steps, current, label, stepLabel }: WizardStepsProps<S>) {
  const at = steps.indexOf(current);
  return (
    <ol aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '0 0 24px' }}>
      {steps.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          <Tag color={step === current ? 'blue' : index < at ? 'green' : 'default'}>
            {index + 1}. {stepLabel(step)}
          </Tag>
        </li>
      ))}
    </ol>
  );
}

/** The address's parameter naming a booking flow's step: without it, a product's page is its bookings list. */
export const STEP_PARAM = 'step';

/** The flow's step named by `?step=`, or null where none is (the product's bookings list). */
export function useStepParam<S extends string>(steps: readonly S[]): S | null {
  const step = useQueryParam(STEP_PARAM);
  return steps.find((name) => name === step) ?? null;
}
