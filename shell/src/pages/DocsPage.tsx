import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../config/runtime-config';
import { useOpenApiQuery } from '../docs/docs-api';
import { OperationsOverview } from '../docs/OperationsOverview';
import { usePageTitle } from '../language/use-language';
import { Hero, Loading, Notice, SectionCards } from '../public/components';
import { selectUser } from '../session/session-slice';
import { useShellSelector } from '../store';
import { usePublicPage } from './public-content';

// The full reference (antd tables, the sandbox try-out) loads only for a signed-in reader of this page.
const FullReference = lazy(() => import('../docs/FullReference'));

/** The integrator API's reference (spec §2 `docs`), read from the gateway's own `/openapi.json`: operations signed out, everything signed in. */
export default function DocsPage() {
  const { t } = useTranslation();
  const page = usePublicPage('docs');
  const user = useShellSelector(selectUser);
  const { serverBaseUrl } = useRuntimeConfig();
  const { data, isLoading, isError, refetch } = useOpenApiQuery();
  usePageTitle(page.title);
  return (
    <>
      <Hero
        title={page.title}
        lead={page.lead}
        actions={
          <a className="btn btn-ghost" href={`${serverBaseUrl}/openapi.json`}>
            {t('developers.openApi')}
          </a>
        }
      />
      <div className="container narrow">
        <SectionCards sections={page.sections} />
        <div className="api-reference">
          {isLoading ? <Loading label={t('developers.loading')} /> : null}
          {isError ? (
            <section className="card" role="alert">
              <p>{t('developers.loadFailed')}</p>
              <button type="button" className="btn" onClick={() => void refetch()}>
                {t('developers.retry')}
              </button>
            </section>
          ) : null}
          {data && !user ? (
            <>
              <Notice>{t('developers.signInForReference')}</Notice>
              <OperationsOverview document={data} />
            </>
          ) : null}
          {data && user ? (
            <Suspense fallback={<Loading label={t('developers.loading')} />}>
              <FullReference document={data} canCreateKeys={user.role === 'agency_admin'} serverBaseUrl={serverBaseUrl} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </>
  );
}
