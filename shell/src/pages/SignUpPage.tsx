import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../language/use-language';
import { ButtonLink, Notice, PageIntro } from '../public/components';
import { LocalLink } from '../routing/LocalLink';

/** Frame of the registration screen; the form itself comes with identity. */
export default function SignUpPage() {
  const { t } = useTranslation();
  const title = t('signUp.title');
  usePageTitle(title);
  const steps = t('signUp.steps', { returnObjects: true }) as string[];
  return (
    <PageIntro title={title} description={t('signUp.lead')}>
      <h2>{t('signUp.howTitle')}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Notice>{t('signUp.opensSoon')}</Notice>
      <div className="actions">
        <ButtonLink to="/contact" variant="primary">
          {t('common:actions.contactUs')}
        </ButtonLink>
        <span className="muted">{t('signUp.haveAccount')}</span>
        <LocalLink to="/">{t('common:actions.signIn')}</LocalLink>
      </div>
    </PageIntro>
  );
}
