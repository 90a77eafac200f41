import { Col, Select, type ColProps } from 'antd';

/** A list filter's choice among `options`, or any (the empty value, which leaves the filter out), in a column of the filters row. */
export function FilterChoice<V extends string>({
  label,
  value,
  anyLabel,
  options,
  onChange,
  width = { xs: 24, md: 4 },
}: {
  label: string;
  value?: V;
  anyLabel: string;
  options: { value: V; label: string }[];
  onChange(value: V | undefined): void;
  /** The column's spans per breakpoint. */
  width?: Pick<ColProps, 'xs' | 'sm' | 'md' | 'lg'>;
}) {
  return (
    <Col {...width}>
      <Select<V | ''> aria-label={label} style={{ width: '100%' }} value={value ?? ''} onChange={(next) => onChange(next || undefined)} options={[{ value: '', label: anyLabel }, ...options]} />
    </Col>
  );
}
