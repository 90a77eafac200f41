import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../language/use-language';
import { ButtonLink, Notice, PageIntro } from '../public/components';

/** Frame of the password reset screen; the reset itself comes with identity. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const title = t('resetPassword.title');
  usePageTitle(title);
  return (
    <PageIntro title={title} description={t('resetPassword.lead')}>
      <Notice>{t('resetPassword.opensSoon')}</Notice>
      <div className="actions">
        <ButtonLink to="/" variant="primary">
          {t('resetPassword.backToSignIn')}
        </ButtonLink>
        <ButtonLink to="/support">{t('resetPassword.contactSupport')}</ButtonLink>
      </div>
    </PageIntro>
  );
}
