import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRequest } from '@portal/contracts';
import { serviceErrorOf } from '@portal/ui';
import { FormAlert, SubmitButton, TextField } from '../forms/fields';
import { useSchemaForm } from '../forms/use-schema-form';
import { useLanguage } from '../language/use-language';
import { useForgotPasswordMutation } from '../session/session-api';
import { authErrorMessage } from './auth-errors';

/** Forgot password: a reset link by email; the answer never tells whether the address has an account. */
export function ForgotPasswordForm({ email, onBack, untitled }: { email: string; onBack?: () => void; untitled?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [request, { isLoading }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(emailRequest, { email });

  const submit = async () => {
    const body = form.submit();
    if (!body) return;
    setFailure(null);
    const { error } = await request(body);
    if (!error) {
      setSentTo(body.email);
      return;
    }
    const refusal = serviceErrorOf(error);
    if (refusal?.fields.length && form.showServerErrors(refusal.fields).length === 0) return;
    setFailure(authErrorMessage(error, t, language));
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {untitled ? null : (
        <div>
          <h2 id="sign-in-title">{t('forgot.title')}</h2>
          <p className="muted sign-in-lead">{t('forgot.lead')}</p>
        </div>
      )}
      {sentTo ? (
        <FormAlert kind="success" title={t('forgot.sentTitle')}>
          <p>{t('forgot.sent', { email: sentTo })}</p>
        </FormAlert>
      ) : (
        <>
          {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
          <TextField form={form} name="email" label={t('common:fields.email')} type="email" autoComplete="username" spellCheck={false} />
          <SubmitButton busy={isLoading} wide>
            {t('forgot.send')}
          </SubmitButton>
        </>
      )}
      {onBack ? (
        <button type="button" className="btn-link sign-in-back" onClick={onBack}>
          {t('forgot.backToSignIn')}
        </button>
      ) : null}
    </form>
  );
}
