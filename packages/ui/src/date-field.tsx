import { Input } from 'antd';
import { useState, type FocusEventHandler } from 'react';
import { datePatternOf } from '@portal/contracts';
import { dateFieldValue, datePlaceholder, dateText } from './date-input';
import { useUserFormat } from './host-context';

export interface DateFieldProps {
  /** A calendar day `YYYY-MM-DD`; what was typed when it is not a day yet (the form's rule refuses it). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/**
 * A day typed and shown in the user's own date format and language (`12/04/2026`, `JJ/MM/AAAA`):
 * the browser's date input shows its own locale's format whatever the profile says. The form keeps
 * `YYYY-MM-DD`, as the contracts want.
 */
export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  const { dateTimeFormat, language } = useUserFormat();
  const pattern = datePatternOf(dateTimeFormat);
  const [text, setText] = useState(() => dateText(value, pattern));
  // The value changed from outside (a reset, a preset, the other end of a range): show it, unless it is what was typed.
  const [shownFor, setShownFor] = useState(`${value}|${pattern}`);
  if (shownFor !== `${value}|${pattern}`) {
    setShownFor(`${value}|${pattern}`);
    if (value !== dateFieldValue(text, pattern)) setText(dateText(value, pattern));
  }
  return (
    <Input
      {...rest}
      value={text}
      placeholder={datePlaceholder(pattern, language)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        onChange?.(dateFieldValue(typed, pattern));
      }}
    />
  );
}
