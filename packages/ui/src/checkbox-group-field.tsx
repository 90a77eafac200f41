import { Checkbox, type GetProps } from 'antd';

export type CheckboxGroupFieldProps = GetProps<typeof Checkbox.Group> & { 'aria-required'?: boolean | 'true' | 'false' };

/**
 * A group of checkboxes as a form field. antd's `Form.Item` marks a required field's control
 * `aria-required`, which a group's element may not carry (axe's critical aria-allowed-attr): the
 * group is a `group` for assistive technology, named by its label, and says it is required through
 * the label's mark and the field's error message, as the other fields do.
 */
export function CheckboxGroupField({ 'aria-required': _required, ...props }: CheckboxGroupFieldProps) {
  return <Checkbox.Group role="group" {...props} />;
}
