import type { HTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId, type FormValues, type SchemaForm } from './use-schema-form';
import { validationMessage } from './validation';
import './forms.css';

type AnyForm = SchemaForm<FormValues, unknown>;

/** The error line of a field, or nothing. */
function FieldMessage({ form, name }: { form: AnyForm; name: string }) {
  const { t } = useTranslation();
  const error = form.errors[name];
  return error ? (
    <p className="field-error" id={`${fieldId(name)}-error`}>
      {validationMessage(t, error)}
    </p>
  ) : null;
}

function describedBy(form: AnyForm, name: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${fieldId(name)}-hint` : '', form.errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface FieldProps {
  form: AnyForm;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  optional?: boolean;
  className?: string;
}

/** Label, control, hint and error line of one form field. */
export function Field({ form, name, label, hint, optional, className, children }: FieldProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={['field', form.errors[name] ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={fieldId(name)}>
        {label}
        {optional ? <span className="field-optional"> ({t('common:fields.optional')})</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field-hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldMessage form={form} name={name} />
    </div>
  );
}

type TextInputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'autoFocus' | 'placeholder' | 'maxLength' | 'spellCheck'>;

export function TextField({ form, name, label, hint, optional, className, ...input }: FieldProps & TextInputProps) {
  const value = form.values[name];
  return (
    <Field form={form} name={name} label={label} hint={hint} optional={optional} className={className}>
      <input
        className="input"
        id={fieldId(name)}
        name={name}
        type="text"
        {...input}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={describedBy(form, name, hint)}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.blur(name)}
      />
    </Field>
  );
}

/** A text area with a live character count against its limit. */
export function TextAreaField({ form, name, label, max, rows = 5 }: FieldProps & { max: number; rows?: number }) {
  const { t } = useTranslation();
  const value = typeof form.values[name] === 'string' ? (form.values[name] as string) : '';
  const counter = (
    <span className={value.length > max ? 'counter counter-over' : 'counter'} aria-live="polite">
      {t('forms.characters', { count: value.length, max })}
    </span>
  );
  return (
    <Field form={form} name={name} label={label} hint={counter}>
      <textarea
        className="input"
        id={fieldId(name)}
        name={name}
        rows={rows}
        value={value}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={describedBy(form, name, counter)}
        onChange={(event) => form.set(name, event.target.value)}
        onBlur={() => form.blur(name)}
      />
    </Field>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({ form, name, label, hint, optional, className, choices, placeholder }: FieldProps & { choices: Choice[]; placeholder?: string }) {
  const value = form.values[name];
  return (
    <Field form={form} name={name} label={label} hint={hint} optional={optional} className={className}>
      <select
        className="input select"
        id={fieldId(name)}
        name={name}
        value={typeof value === 'string' ? value : ''}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={describedBy(form, name, hint)}
        onChange={(event) => {
          form.set(name, event.target.value);
          form.blur(name);
        }}
        onBlur={() => form.blur(name)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Several choices as toggles; the value is the list of the chosen ones. */
export function ChoicesField({ form, name, label, hint, choices }: FieldProps & { choices: Choice[] }) {
  const chosen = Array.isArray(form.values[name]) ? (form.values[name] as string[]) : [];
  return (
    <fieldset className={form.errors[name] ? 'field field-invalid' : 'field'} id={fieldId(name)} tabIndex={-1} aria-describedby={describedBy(form, name, hint)}>
      <legend>{label}</legend>
      <div className="choices">
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="checkbox"
              checked={chosen.includes(choice.value)}
              onChange={(event) => {
                const next = event.target.checked ? [...chosen, choice.value] : chosen.filter((value) => value !== choice.value);
                form.set(name, next);
                form.blur(name);
              }}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p className="field-hint" id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldMessage form={form} name={name} />
    </fieldset>
  );
}

export function CheckboxField({ form, name, label }: { form: AnyForm; name: string; label: ReactNode }) {
  return (
    <label className="checkbox">
      <input type="checkbox" id={fieldId(name)} name={name} checked={form.values[name] === true} onChange={(event) => form.set(name, event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

export type AlertKind = 'error' | 'success' | 'info' | 'warning';

/** A message about the whole form (or screen): what went wrong, or what happened. */
export function FormAlert({ kind, title, children, ...rest }: { kind: AlertKind; title?: ReactNode; children?: ReactNode } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={`form-alert form-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'} {...rest}>
      {title ? <strong className="form-alert-title">{title}</strong> : null}
      {children ? <div className="form-alert-body">{children}</div> : null}
    </div>
  );
}

export function SubmitButton({ busy, children, wide }: { busy: boolean; children: ReactNode; wide?: boolean }) {
  return (
    <button type="submit" className={['btn', 'btn-primary', 'btn-large', wide ? 'btn-block' : ''].filter(Boolean).join(' ')} disabled={busy} aria-busy={busy}>
      {busy ? <span className="btn-spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
