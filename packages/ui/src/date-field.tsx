import { Button, Input } from 'antd';
import { useRef, useState, type FocusEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { datePatternOf } from '@portal/contracts';
import { dateFieldValue, datePlaceholder, dateText } from './date-input';
import { useUserFormat } from './host-context';

/** A calendar outline drawn here: the icon package cannot load in the unit tests that import this package. */
function CalendarGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden focusable="false">
      <rect x="2" y="3" width="12" height="11" rx="1.5" />
      <path d="M2 6.5h12M5 1.5v3M11 1.5v3" />
    </svg>
  );
}

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
 * `YYYY-MM-DD`, as the contracts want. The calendar button opens the browser's own calendar (a
 * hidden date input), so a day can be picked too without shipping a date picker library.
 */
export function DateField({ value, onChange, ...rest }: DateFieldProps) {
  const { t } = useTranslation('common');
  const { dateTimeFormat, language } = useUserFormat();
  const calendar = useRef<HTMLInputElement>(null);
  const pattern = datePatternOf(dateTimeFormat);
  const [text, setText] = useState(() => dateText(value, pattern));
  // The value changed from outside (a reset, a preset, the other end of a range): show it, unless it is what was typed.
  const [shownFor, setShownFor] = useState(`${value}|${pattern}`);
  if (shownFor !== `${value}|${pattern}`) {
    setShownFor(`${value}|${pattern}`);
    if (value !== dateFieldValue(text, pattern)) setText(dateText(value, pattern));
  }
  const picked = (day: string) => {
    setText(dateText(day, pattern));
    onChange?.(day || undefined);
  };
  return (
    <Input
      {...rest}
      suffix={
        <>
          <input
            ref={calendar}
            type="date"
            tabIndex={-1}
            aria-hidden
            value={/^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? value : ''}
            onChange={(event) => picked(event.target.value)}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }}
          />
          <Button type="text" size="small" icon={<CalendarGlyph />} aria-label={t('actions.openCalendar')} disabled={rest.disabled} onClick={() => calendar.current?.showPicker?.()} />
        </>
      }
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
