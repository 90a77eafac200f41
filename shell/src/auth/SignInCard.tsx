import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginRequest, twoFactorLoginRequest } from '@portal/contracts';
import { serviceErrorOf } from '@portal/ui';
import { CheckboxField, FormAlert, SubmitButton, TextField } from '../forms/fields';
import { fieldId, useSchemaForm } from '../forms/use-schema-form';
import { useLanguage } from '../language/use-language';
import { goLive } from '../prerender/guard';
import { LocalLink } from '../routing/LocalLink';
import { useLoginMutation, useResendVerificationMutation, useTwoFactorLoginMutation } from '../session/session-api';
import { selectSessionEnd, startSession } from '../session/session-slice';
import type { SignInState } from '../session/SessionSync';
import { useShellDispatch, useShellSelector } from '../store';
import { SIGN_IN_ANCHOR } from './anchor';
import { authErrorMessage } from './auth-errors';
import { ForgotPasswordForm } from './ForgotPasswordForm';

type Notice = 'expired' | 'sessionExpired';
type Step = { kind: 'credentials'; notice?: Notice } | { kind: 'twoFactor'; challengeToken: string } | { kind: 'forgot' };

/** Sign-in on the signed-out home: credentials, then the second factor when the account has one; forgot password. */
export function SignInCard() {
  const location = useLocation();
  const state = (location.state ?? {}) as SignInState;
  const sessionEnd = useShellSelector(selectSessionEnd);
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [email, setEmail] = useState(state.email ?? '');

  // The header's "Sign in" (and a finished password reset) lead here: bring the form to the user.
  useEffect(() => {
    if (location.hash !== `#${SIGN_IN_ANCHOR}`) return;
    document.getElementById(SIGN_IN_ANCHOR)?.scrollIntoView({ block: 'center' });
    document.getElementById(fieldId('email'))?.focus({ preventScroll: true });
  }, [location.key, location.hash]);

  return (
    <section className="card sign-in" id={SIGN_IN_ANCHOR} aria-labelledby="sign-in-title">
      {step.kind === 'credentials' ? (
        <CredentialsStep
          email={email}
          notice={step.notice ?? (sessionEnd === 'expired' ? 'sessionExpired' : undefined)}
          onTwoFactor={(challengeToken, typed) => {
            setEmail(typed);
            setStep({ kind: 'twoFactor', challengeToken });
          }}
          onForgot={(typed) => {
            setEmail(typed);
            setStep({ kind: 'forgot' });
          }}
        />
      ) : null}
      {step.kind === 'twoFactor' ? (
        <TwoFactorStep challengeToken={step.challengeToken} onExpired={() => setStep({ kind: 'credentials', notice: 'expired' })} onBack={() => setStep({ kind: 'credentials' })} />
      ) : null}
      {step.kind === 'forgot' ? <ForgotPasswordForm email={email} onBack={() => setStep({ kind: 'credentials' })} /> : null}
    </section>
  );
}

function CredentialsStep({ email, notice, onTwoFactor, onForgot }: { email: string; notice?: Notice; onTwoFactor(challengeToken: string, email: string): void; onForgot(email: string): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [login, { isLoading }] = useLoginMutation();
  const [resend, resendState] = useResendVerificationMutation();
  const [failure, setFailure] = useState<{ message: string; unverified: boolean } | null>(null);
  const dispatch = useShellDispatch();
  const form = useSchemaForm(loginRequest, { email, password: '', rememberMe: false as boolean });

  const submit = async () => {
    const body = form.submit();
    if (!body) return;
    setFailure(null);
    resendState.reset();
    const { data, error } = await login(body);
    if (data?.status === 'signed_in') {
      void dispatch(startSession(data.userData));
      return;
    }
    if (data) {
      onTwoFactor(data.challengeToken, form.values.email);
      return;
    }
    const refusal = serviceErrorOf(error);
    if (refusal?.fields.length && form.showServerErrors(refusal.fields).length === 0) return;
    setFailure({ message: authErrorMessage(error, t, language), unverified: refusal?.code === 'email_not_verified' });
  };

  // On the prerendered home, the user may have typed (or a password manager filled) the fields, and
  // even submitted, before the shell took the page over: keep what they typed, and send it.
  useEffect(() => {
    const { typed, submitted } = goLive({ email: fieldId('email'), password: fieldId('password'), rememberMe: fieldId('rememberMe') });
    if (typeof typed.email === 'string' && typed.email !== form.values.email) form.set('email', typed.email);
    if (typeof typed.password === 'string' && typed.password !== form.values.password) form.set('password', typed.password);
    if (typeof typed.rememberMe === 'boolean' && typed.rememberMe !== form.values.rememberMe) form.set('rememberMe', typed.rememberMe);
    if (submitted) void submit();
    // Once, as the form goes live.
  }, []);

  return (
    // POST: should the browser ever submit it itself (the prerendered home before the shell runs),
    // the credentials go in no address.
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <h2 id="sign-in-title">{t('signIn.title')}</h2>
        <p className="muted sign-in-lead">{t('signIn.lead')}</p>
      </div>
      {notice ? <FormAlert kind="info">{t(notice === 'expired' ? 'signIn.twoFactorExpired' : 'signIn.sessionExpired')}</FormAlert> : null}
      {failure ? (
        <FormAlert kind="error">
          <p>{failure.message}</p>
          {failure.unverified ? (
            resendState.isSuccess ? (
              <p>{t('signIn.verificationResent')}</p>
            ) : (
              <button type="button" className="btn-link" disabled={resendState.isLoading} onClick={() => void resend({ email: form.values.email.trim() })}>
                {t('signIn.resendVerification')}
              </button>
            )
          ) : null}
        </FormAlert>
      ) : null}
      <TextField form={form} name="email" label={t('common:fields.email')} type="email" autoComplete="username" spellCheck={false} />
      <TextField form={form} name="password" label={t('common:fields.password')} type="password" autoComplete="current-password" />
      <div className="sign-in-options">
        <CheckboxField form={form} name="rememberMe" label={t('signIn.rememberMe')} />
        <button type="button" className="btn-link" onClick={() => onForgot(form.values.email)}>
          {t('signIn.forgotPassword')}
        </button>
      </div>
      <SubmitButton busy={isLoading} wide>
        {t('common:actions.signIn')}
      </SubmitButton>
      <p className="sign-in-footer muted">
        {t('signIn.noAccount')} <LocalLink to="/sign-up">{t('common:actions.signUp')}</LocalLink>
      </p>
    </form>
  );
}

function TwoFactorStep({ challengeToken, onExpired, onBack }: { challengeToken: string; onExpired(): void; onBack(): void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [verify, { isLoading }] = useTwoFactorLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const dispatch = useShellDispatch();
  const form = useSchemaForm(twoFactorLoginRequest, { code: '' }, (values) => ({ challengeToken, code: values.code }));

  const submit = async () => {
    const body = form.submit();
    if (!body) return;
    setFailure(null);
    const { data, error } = await verify(body);
    if (data?.status === 'signed_in') {
      void dispatch(startSession(data.userData));
      return;
    }
    const refusal = serviceErrorOf(error);
    if (refusal?.code === 'two_factor_expired') {
      onExpired();
      return;
    }
    if (refusal?.fields.length && form.showServerErrors(refusal.fields).length === 0) return;
    setFailure(authErrorMessage(error, t, language));
  };

  return (
    // POST, as the credentials step: should the browser ever submit it itself, the code goes in no address.
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div>
        <h2 id="sign-in-title">{t('signIn.twoFactorTitle')}</h2>
        <p className="muted sign-in-lead">{t('signIn.twoFactorLead')}</p>
      </div>
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      <TextField form={form} name="code" label={t('signIn.code')} className="field-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus placeholder="••••••" />
      <SubmitButton busy={isLoading} wide>
        {t('signIn.verify')}
      </SubmitButton>
      <button type="button" className="btn-link sign-in-back" onClick={onBack}>
        {t('signIn.useAnotherAccount')}
      </button>
    </form>
  );
}
