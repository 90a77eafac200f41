import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { emailRequest } from '@portal/contracts';
import { serviceErrorOf } from '@portal/ui';
import { SIGN_IN_ANCHOR } from '../auth/anchor';
import { authErrorMessage } from '../auth/auth-errors';
import { FormAlert, SubmitButton, TextField } from '../forms/fields';
import { useSchemaForm } from '../forms/use-schema-form';
import { useLanguage, usePageTitle } from '../language/use-language';
import { ButtonLink, Loading } from '../public/components';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../session/session-api';
import { selectUser } from '../session/session-slice';
import { useShellSelector } from '../store';

type Outcome = { kind: 'verifying' } | { kind: 'verified'; awaitingApproval: boolean } | { kind: 'expired' } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/** `/verify-email?token=`: the link of the registration email (valid 48 hours, used once). */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const token = new URLSearchParams(useLocation().search).get('token');
  const [verify] = useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'verifying' } : { kind: 'invalid' });
  const sent = useRef<string | null>(null);
  usePageTitle(t('verifyEmail.title'));

  useEffect(() => {
    // A link is spent by its first use: never send it twice (React may run this effect twice).
    if (!token || sent.current === token) return;
    sent.current = token;
    void verify({ token }).then(({ data, error }) => {
      if (data) return setOutcome({ kind: 'verified', awaitingApproval: data.awaitingApproval });
      const refusal = serviceErrorOf(error);
      if (refusal?.code === 'link_expired') return setOutcome({ kind: 'expired' });
      if (refusal?.code === 'invalid_link' || refusal?.code === 'validation_failed') return setOutcome({ kind: 'invalid' });
      return setOutcome({ kind: 'failed', message: authErrorMessage(error, t, language) });
    });
  }, [token, verify, t, language]);

  if (outcome.kind === 'verifying') return <Loading label={t('verifyEmail.verifying')} />;
  return (
    <div className="container frame">
      <div className="card result-card">
        {outcome.kind === 'verified' ? <Verified awaitingApproval={outcome.awaitingApproval} /> : null}
        {outcome.kind === 'expired' ? <Expired /> : null}
        {outcome.kind === 'invalid' ? <Invalid /> : null}
        {outcome.kind === 'failed' ? (
          <>
            <span className="result-icon result-error" aria-hidden="true" />
            <h1>{t('verifyEmail.failedTitle')}</h1>
            <p>{outcome.message}</p>
            <div className="actions">
              <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
                {t('common:actions.retry')}
              </button>
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

function HomeOrSignIn() {
  const { t } = useTranslation();
  const signedIn = useShellSelector(selectUser) !== null;
  return signedIn ? (
    <ButtonLink to="/" variant="primary">
      {t('common:actions.backHome')}
    </ButtonLink>
  ) : (
    <ButtonLink to={`/#${SIGN_IN_ANCHOR}`} variant="primary">
      {t('common:actions.signIn')}
    </ButtonLink>
  );
}

function Verified({ awaitingApproval }: { awaitingApproval: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="result-icon" aria-hidden="true" />
      <h1>{t('verifyEmail.verifiedTitle')}</h1>
      <p>{t(awaitingApproval ? 'verifyEmail.awaitingApproval' : 'verifyEmail.canSignIn')}</p>
      <div className="actions">
        {awaitingApproval ? (
          <ButtonLink to="/" variant="primary">
            {t('common:actions.backHome')}
          </ButtonLink>
        ) : (
          <HomeOrSignIn />
        )}
      </div>
    </>
  );
}

function Invalid() {
  const { t } = useTranslation();
  return (
    <>
      <span className="result-icon result-error" aria-hidden="true" />
      <h1>{t('auth.errors.invalid_link')}</h1>
      <p>{t('verifyEmail.invalidBody')}</p>
      <div className="actions">
        <HomeOrSignIn />
        <ButtonLink to="/contact">{t('common:actions.contactUs')}</ButtonLink>
      </div>
    </>
  );
}

/** An expired link: a new one is sent to the address, if it still awaits verification. */
function Expired() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [resend, { isLoading, isSuccess }] = useResendVerificationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(emailRequest, { email: '' });

  const submit = async () => {
    const body = form.submit();
    if (!body) return;
    setFailure(null);
    const { error } = await resend(body);
    const refusal = serviceErrorOf(error);
    if (error && (!refusal?.fields.length || form.showServerErrors(refusal.fields).length > 0)) setFailure(authErrorMessage(error, t, language));
  };

  return (
    <>
      <span className="result-icon result-warning" aria-hidden="true" />
      <h1>{t('verifyEmail.expiredTitle')}</h1>
      <p>{t('verifyEmail.expiredBody')}</p>
      {isSuccess ? (
        <FormAlert kind="success">{t('signIn.verificationResent')}</FormAlert>
      ) : (
        <form
          className="form resend-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
          <TextField form={form} name="email" label={t('common:fields.email')} type="email" autoComplete="email" spellCheck={false} />
          <SubmitButton busy={isLoading}>{t('verifyEmail.sendNewLink')}</SubmitButton>
        </form>
      )}
    </>
  );
}
