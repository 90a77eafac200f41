import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { LANGUAGES, PUBLIC_INFO_ROUTES, remoteOfPath } from '@portal/contracts';
import { useLanguage } from '../language/use-language';
import { Loading } from '../public/components';
import { selectUser } from '../session/session-slice';
import { useShellSelector } from '../store';
import { LocalNavigate } from './LocalLink';
import { routeChunks } from './route-chunks';

const SignedOutLayout = lazy(routeChunks.signedOutLayout);
const SignedInLayout = lazy(routeChunks.signedInLayout);
const HomePage = lazy(routeChunks.home);
const DashboardPage = lazy(routeChunks.dashboard);
const PublicPage = lazy(() => import('../pages/PublicPage'));
const SignUpPage = lazy(() => import('../pages/SignUpPage'));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('../pages/VerifyEmailPage'));
const PartnerPage = lazy(() => import('../pages/PartnerPage'));
const ContactPage = lazy(() => import('../pages/ContactPage'));
const ApiPage = lazy(() => import('../pages/ApiPage'));
const DocsPage = lazy(() => import('../pages/DocsPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const RemoteOutlet = lazy(() => routeChunks.remoteOutlet().then((module) => ({ default: module.RemoteOutlet })));

/** Pages with more than copy: the contact form, the API's overview and its reference. */
const OWN_PAGES: Partial<Record<(typeof PUBLIC_INFO_ROUTES)[number], ReactElement>> = { contact: <ContactPage />, api: <ApiPage />, docs: <DocsPage /> };

const publicInfoRoutes = PUBLIC_INFO_ROUTES.map((route) => <Route key={route} path={route} element={OWN_PAGES[route] ?? <PublicPage pageKey={route} />} />);

/**
 * Link targets reachable signed out and in. Beyond spec §2's list: `verify-email` (the link of the
 * registration email) and `partner` (the partner entry link of spec §1), which need a route to land on.
 */
const linkRoutes = [
  <Route key="reset-password" path="reset-password" element={<ResetPasswordPage />} />,
  <Route key="verify-email" path="verify-email" element={<VerifyEmailPage />} />,
  <Route key="partner" path="partner" element={<PartnerPage />} />,
];

/** Signed out: public pages only; any other path is not found. */
function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<SignedOutLayout />}>
        <Route index element={<HomePage />} />
        <Route path="sign-up" element={<SignUpPage />} />
        {publicInfoRoutes}
        {linkRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** A path of the portal's remotes mounts its owner; any unknown path goes back to /. */
function RemoteRoute() {
  const { path } = useLanguage();
  const remote = remoteOfPath(path);
  return remote ? <RemoteOutlet key={remote} remote={remote} /> : <LocalNavigate to="/" />;
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<SignedInLayout />}>
        <Route index element={<DashboardPage />} />
        {publicInfoRoutes}
        <Route path="coming-soon" element={<PublicPage pageKey="comingSoon" />} />
        {linkRoutes}
        <Route path="*" element={<RemoteRoute />} />
      </Route>
    </Routes>
  );
}

/** Every route of spec §2, under an optional language prefix; the stored session picks the set. */
export function PortalRoutes() {
  const user = useShellSelector(selectUser);
  const routes = user ? <SignedInRoutes /> : <SignedOutRoutes />;
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {LANGUAGES.map((language) => (
          <Route key={language} path={`/${language}/*`} element={routes} />
        ))}
        <Route path="/*" element={routes} />
      </Routes>
    </Suspense>
  );
}
