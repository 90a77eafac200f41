import { Card, Radio, Space, Typography } from 'antd';

export interface PaymentChoiceProps<M extends string> {
  title: string;
  methods: readonly M[];
  value: M;
  onChange(method: M): void;
  /** A method's name and what choosing it does, in the product's words. */
  label(method: M): string;
  help(method: M): string;
  testId?: string;
}

/** How the agency pays for a booking at review: each method with what it does now. */
export function PaymentChoice<M extends string>({ title, methods, value, onChange, label, help, testId }: PaymentChoiceProps<M>) {
  return (
    <Card size="small" title={title}>
      <Radio.Group value={value} onChange={(event) => onChange(event.target.value as M)} data-testid={testId}>
        <Space orientation="vertical">
          {methods.map((method) => (
            <Radio key={method} value={method}>
              <strong>{label(method)}</strong>
              <div>
                <Typography.Text type="secondary">{help(method)}</Typography.Text>
              </div>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Card>
  );
}
