import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { resetPasswordRequest } from '@portal/contracts';
import { serviceErrorOf } from '@portal/ui';
import { SIGN_IN_ANCHOR } from '../auth/anchor';
import { authErrorMessage } from '../auth/auth-errors';
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm';
import { FormAlert, SubmitButton, TextField } from '../forms/fields';
import { useSchemaForm } from '../forms/use-schema-form';
import { useLanguage, usePageTitle } from '../language/use-language';
import { ButtonLink, PageIntro } from '../public/components';
import { useResetPasswordMutation } from '../session/session-api';
import { selectUser } from '../session/session-slice';
import type { SignInState } from '../session/SessionSync';
import { useShellSelector } from '../store';

/**
 * `/reset-password`: with `?token=` a new password from a reset link (or the first one, from an
 * invitation: `&invite=1`); without, the forgot-password form that sends such a link.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token');
  const invite = params.get('invite') === '1';
  const title = t(invite && token ? 'resetPassword.inviteTitle' : 'resetPassword.title');
  usePageTitle(title);

  if (!token) {
    return (
      <PageIntro title={title} description={t('resetPassword.lead')}>
        <ForgotPasswordForm email="" untitled />
        <div className="actions page-links">
          <ButtonLink to={`/#${SIGN_IN_ANCHOR}`}>{t('resetPassword.backToSignIn')}</ButtonLink>
          <ButtonLink to="/support">{t('resetPassword.contactSupport')}</ButtonLink>
        </div>
      </PageIntro>
    );
  }
  return (
    <PageIntro title={title} description={t(invite ? 'resetPassword.inviteLead' : 'resetPassword.newLead')}>
      <NewPasswordForm token={token} invite={invite} />
    </PageIntro>
  );
}

type LinkProblem = 'expired' | 'invalid';

function NewPasswordForm({ token, invite }: { token: string; invite: boolean }) {
  const { t } = useTranslation();
  const { language, localize } = useLanguage();
  const navigate = useNavigate();
  const signedIn = useShellSelector(selectUser) !== null;
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<LinkProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm(resetPasswordRequest, { password: '', repeatPassword: '' }, (values) => ({ token, ...values }));

  const submit = async () => {
    const body = form.submit();
    if (!body) return;
    setFailure(null);
    const { data, error } = await reset(body);
    if (data) {
      setDone(data.email);
      return;
    }
    const refusal = serviceErrorOf(error);
    if (refusal?.code === 'link_expired') setProblem('expired');
    else if (refusal?.code === 'invalid_link' || refusal?.fields.some((issue) => issue.field === 'token')) setProblem('invalid');
    else if (!refusal?.fields.length || form.showServerErrors(refusal.fields).length > 0) setFailure(authErrorMessage(error, t, language));
  };

  if (done) {
    const state: SignInState = { email: done };
    return (
      <FormAlert kind="success" title={t('resetPassword.doneTitle')}>
        <p>{t('resetPassword.doneBody', { email: done })}</p>
        {signedIn ? null : (
          <button type="button" className="btn btn-primary" onClick={() => void navigate({ pathname: localize('/'), hash: SIGN_IN_ANCHOR }, { state })}>
            {t('common:actions.signIn')}
          </button>
        )}
      </FormAlert>
    );
  }

  if (problem) {
    return (
      <div className="form">
        <FormAlert kind="warning" title={t(problem === 'expired' ? 'auth.errors.link_expired' : 'auth.errors.invalid_link')}>
          <p>{t(invite ? 'resetPassword.inviteAgain' : 'resetPassword.askAgain')}</p>
        </FormAlert>
        {invite ? null : <ForgotPasswordForm email="" untitled />}
      </div>
    );
  }

  return (
    <form
      className="form narrow-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      <TextField form={form} name="password" label={t('resetPassword.newPassword')} type="password" autoComplete="new-password" hint={t('signUp.passwordHint')} autoFocus />
      <TextField form={form} name="repeatPassword" label={t('common:fields.repeatPassword')} type="password" autoComplete="new-password" />
      <SubmitButton busy={isLoading}>{t(invite ? 'resetPassword.setPassword' : 'resetPassword.savePassword')}</SubmitButton>
    </form>
  );
}
