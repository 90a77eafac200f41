import { Col, Form, InputNumber, Select } from 'antd';
import type { FormListProps } from 'antd/es/form';

export interface ChildrenAgesFieldsProps {
  /** The form list of ages (`childrenAges` of a room or a party). */
  name: FormListProps['name'];
  /** The most children the search takes. */
  max: number;
  /** The ages a child may have, youngest first. */
  ages: readonly number[];
  /** What the fields are called; `prefix` starts their accessible names (which room). */
  labels: { children: string; childAge(n: number): string; agePlaceholder: string; ageOption(age: number): string; prefix?: string };
}

/** A children count, then an age picker per child (the list grows and shrinks with the count), in a form's row. */
export function ChildrenAgesFields({ name, max, ages, labels }: ChildrenAgesFieldsProps) {
  const named = (label: string) => (labels.prefix ? `${labels.prefix} ${label}` : label);
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          <Col xs={12} md={4}>
            <Form.Item label={labels.children}>
              <InputNumber
                aria-label={named(labels.children)}
                min={0}
                max={max}
                precision={0}
                value={fields.length}
                style={{ width: '100%' }}
                onChange={(count) => {
                  const wanted = count ?? 0;
                  for (let i = fields.length; i < wanted; i += 1) add(null);
                  for (let i = fields.length; i > wanted; i -= 1) remove(i - 1);
                }}
              />
            </Form.Item>
          </Col>
          {fields.map((field, child) => (
            <Col xs={12} md={4} key={field.key}>
              <Form.Item name={field.name} label={labels.childAge(child + 1)}>
                <Select aria-label={named(labels.childAge(child + 1))} placeholder={labels.agePlaceholder} options={ages.map((age) => ({ value: age, label: labels.ageOption(age) }))} />
              </Form.Item>
            </Col>
          ))}
        </>
      )}
    </Form.List>
  );
}
