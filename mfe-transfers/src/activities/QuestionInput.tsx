import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_LIMITS } from '@portal/contracts';
import type { QuestionField } from './questions';

/** A booking question as its definition says: text, a number with its unit and bounds, or a choice; required ones marked. */
export function QuestionInput({ field, prefix }: { field: QuestionField; prefix?: string }) {
  const { t } = useTranslation();
  const label = field.unit ? t('activities.questions.withUnit', { label: field.label, unit: t(`activities.units.${field.unit}`) }) : field.label;
  const accessible = prefix ? `${prefix} ${label}` : label;
  let input: React.ReactNode;
  if (field.kind === 'choice')
    input = <Select aria-label={accessible} allowClear={!field.required} placeholder={t('activities.questions.choose')} options={field.options} data-testid={`question-${field.questionId}`} />;
  else if (field.kind === 'number')
    input = <InputNumber aria-label={accessible} min={field.min ?? undefined} max={field.max ?? undefined} style={{ width: '100%' }} data-testid={`question-${field.questionId}`} />;
  else input = <Input aria-label={accessible} maxLength={ACTIVITY_LIMITS.answerMax} data-testid={`question-${field.questionId}`} />;
  return (
    <Form.Item
      name={field.name}
      label={label}
      required={field.required}
      extra={field.kind === 'number' && (field.min != null || field.max != null) ? t('activities.questions.range', { min: field.min ?? '—', max: field.max ?? '—' }) : undefined}
    >
      {input}
    </Form.Item>
  );
}
