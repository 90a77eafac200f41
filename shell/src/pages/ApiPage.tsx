import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../config/runtime-config';
import { usePageTitle } from '../language/use-language';
import { ButtonLink, Hero, SectionCards } from '../public/components';
import { selectUser } from '../session/session-slice';
import { useShellSelector } from '../store';
import { usePublicPage } from './public-content';

/** The integrator API's overview (spec §2 `api`): the page's copy, then where the keys and the reference are for whoever reads it. */
export default function ApiPage() {
  const { t } = useTranslation();
  const page = usePublicPage('api');
  const user = useShellSelector(selectUser);
  const { serverBaseUrl } = useRuntimeConfig();
  usePageTitle(page.title);
  const keys = !user ? t('developers.keysSignedOut') : user.role === 'agency_admin' ? t('developers.keysAdmin') : t('developers.keysAgent');
  return (
    <>
      <Hero
        title={page.title}
        lead={page.lead}
        actions={
          <>
            <ButtonLink to="/docs" variant="primary">
              {t('developers.reference')}
            </ButtonLink>
            <a className="btn btn-ghost" href={`${serverBaseUrl}/openapi.json`}>
              {t('developers.openApi')}
            </a>
          </>
        }
      />
      <div className="container narrow">
        <section className="card api-keys-card">
          <h2>{t('developers.keysTitle')}</h2>
          <p>{keys}</p>
          {!user ? <ButtonLink to="/contact">{t('developers.requestAccess')}</ButtonLink> : null}
          {user?.role === 'agency_admin' ? <ButtonLink to="/distributor/account">{t('developers.manageKeys')}</ButtonLink> : null}
        </section>
        <SectionCards sections={page.sections} />
      </div>
    </>
  );
}
