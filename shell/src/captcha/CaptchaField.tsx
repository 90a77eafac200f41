import { useTranslation } from 'react-i18next';
import { fieldId, type FormValues, type SchemaForm } from '../forms/use-schema-form';
import { validationMessage } from '../forms/validation';
import type { Captcha } from './use-captcha';
import './captcha.css';

/** The anti-spam check of a form: it runs by itself; the form may be sent once it is done. */
export function CaptchaField({ captcha, form }: { captcha: Captcha; form: SchemaForm<FormValues, unknown> }) {
  const { t } = useTranslation();
  const { state } = captcha;
  const error = form.errors.captcha;
  return (
    <div
      className={`captcha captcha-${state.status}${error && state.status !== 'solved' ? ' captcha-invalid' : ''}`}
      id={fieldId('captcha')}
      tabIndex={-1}
      role="group"
      aria-label={t('captcha.label')}
    >
      <span className="captcha-mark" aria-hidden="true" />
      <div className="captcha-text">
        <strong>{t('captcha.label')}</strong>
        <span aria-live="polite">
          {state.status === 'solving' ? t('captcha.solving', { percent: Math.floor(state.share * 100) }) : null}
          {state.status === 'solved' ? t('captcha.solved') : null}
          {state.status === 'failed' ? t('captcha.failed') : null}
        </span>
        {state.status === 'solving' ? (
          <span className="captcha-bar" aria-hidden="true">
            <span style={{ width: `${Math.max(4, Math.floor(state.share * 100))}%` }} />
          </span>
        ) : null}
        {error && state.status !== 'solved' ? <span className="field-error">{validationMessage(t, error)}</span> : null}
      </div>
      {state.status === 'failed' ? (
        <button type="button" className="btn" onClick={captcha.renew}>
          {t('common:actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
