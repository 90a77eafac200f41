import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { SIGN_IN_ANCHOR } from '../auth/anchor';
import { ErrorBoundary } from '@portal/ui';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { useLanguage } from '../language/use-language';
import { ButtonLink, Loading, StatusView } from '../public/components';
import { LocalLink } from '../routing/LocalLink';
import { SiteFooter } from './SiteFooter';
import { HeaderBar } from './header';

const NAVIGATION = ['services', 'about', 'docs', 'api', 'faq', 'support', 'contact'] as const;

/** Signed-out layout: sticky header, public content, footer. No component library is loaded. */
export default function SignedOutLayout() {
  const { t } = useTranslation();
  const { path, localize } = useLanguage();
  return (
    <div className="site">
      <HeaderBar
        navigation={
          <ul className="nav-links">
            {NAVIGATION.map((key) => (
              <li key={key}>
                <LocalLink to={`/${key}`} aria-current={path === `/${key}` ? 'page' : undefined}>
                  {t(`common:nav.${key}`)}
                </LocalLink>
              </li>
            ))}
          </ul>
        }
        tools={
          <>
            <LanguageSwitch />
            <Link to={{ pathname: localize('/'), hash: SIGN_IN_ANCHOR }} className="btn">
              {t('header.signIn')}
            </Link>
            <ButtonLink to="/sign-up" variant="primary">
              {t('common:actions.signUp')}
            </ButtonLink>
          </>
        }
      />
      <main className="site-main">
        <ErrorBoundary
          resetKey={path}
          fallback={(reset) => (
            <StatusView
              title={t('common:remote.unavailableTitle')}
              body={t('common:remote.crashedBody', { area: t('common:appName') })}
              actions={
                <button type="button" className="btn btn-primary" onClick={reset}>
                  {t('common:actions.retry')}
                </button>
              }
            />
          )}
        >
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
