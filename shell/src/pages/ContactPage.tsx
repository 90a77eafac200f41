import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactRequest, LIMITS } from '@portal/contracts';
import { serviceErrorOf } from '@portal/ui';
import { authErrorMessage } from '../auth/auth-errors';
import { CaptchaField } from '../captcha/CaptchaField';
import { useCaptcha } from '../captcha/use-captcha';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../forms/fields';
import { useSchemaForm } from '../forms/use-schema-form';
import { useLanguage, usePageTitle } from '../language/use-language';
import { Hero, SectionCards } from '../public/components';
import { useContactMutation } from '../session/session-api';
import { selectUser } from '../session/session-slice';
import { useShellSelector } from '../store';
import { usePublicPage } from './public-content';

/** The public contact page: its copy, and the contact form (signed out and in). */
export default function ContactPage() {
  const page = usePublicPage('contact');
  usePageTitle(page.title);
  return (
    <>
      <Hero title={page.title} lead={page.lead} />
      <div className="container contact-layout">
        <ContactForm />
        <SectionCards sections={page.sections} />
      </div>
    </>
  );
}

function ContactForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const user = useShellSelector(selectUser);
  const captcha = useCaptcha();
  const [send, { isLoading }] = useContactMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const initial = { name: user ? `${user.firstName} ${user.lastName}` : '', email: user?.email ?? '', subject: '', message: '' };
  const form = useSchemaForm(contactRequest, initial, (values) => ({ ...values, captcha: captcha.solution ?? undefined }));

  const submit = async () => {
    setFailure(null);
    const body = form.submit();
    if (!body) return;
    const { error } = await send(body);
    captcha.renew();
    if (!error) {
      setSent(true);
      form.reset();
      return;
    }
    const refusal = serviceErrorOf(error);
    if (!refusal?.fields.length || form.showServerErrors(refusal.fields).length > 0) setFailure(authErrorMessage(error, t, language));
  };

  return (
    <section className="card contact-card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      {sent ? (
        <div className="form">
          <FormAlert kind="success" title={t('contact.sentTitle')}>
            <p>{t('contact.sentBody')}</p>
          </FormAlert>
          <button type="button" className="btn" onClick={() => setSent(false)}>
            {t('contact.another')}
          </button>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
          <div className="form-grid">
            <TextField form={form} name="name" label={t('contact.name')} autoComplete="name" />
            <TextField form={form} name="email" label={t('common:fields.email')} type="email" autoComplete="email" spellCheck={false} />
            <TextField form={form} name="subject" label={t('contact.subject')} className="span-2" />
          </div>
          <TextAreaField form={form} name="message" label={t('contact.message')} max={LIMITS.contactMessageMax} rows={6} />
          <CaptchaField captcha={captcha} form={form} />
          <SubmitButton busy={isLoading}>{t('contact.send')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
