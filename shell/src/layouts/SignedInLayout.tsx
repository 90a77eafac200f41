import { Menu, type MenuProps } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { TFunction } from 'i18next';
import { ErrorBoundary, PageLoading, PortalProviders, UnavailableNotice } from '@portal/ui';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { useLanguage } from '../language/use-language';
import { LocalLink } from '../routing/LocalLink';
import { selectUser } from '../session/session-slice';
import { useShellSelector } from '../store';
import { SiteFooter } from './SiteFooter';
import { UserMenu } from './UserMenu';
import { HeaderBar } from './header';

interface NavLink {
  path: string;
  labelKey: string;
}
type NavItem = NavLink | { key: string; labelKey: string; children: NavLink[] };

/** Header navigation to every signed-in area (spec §2). */
const NAVIGATION: NavItem[] = [
  { path: '/b-flights', labelKey: 'common:nav.flights' },
  { path: '/b-hotels', labelKey: 'common:nav.hotels' },
  { path: '/b-transfers', labelKey: 'common:nav.transfers' },
  { path: '/coming-soon', labelKey: 'header.activities' },
  {
    key: 'visa',
    labelKey: 'common:nav.visa',
    children: [
      { path: '/visa', labelKey: 'common:nav.visaRequest' },
      { path: '/bookings/visa', labelKey: 'common:nav.visaBookings' },
      { path: '/grouprequest', labelKey: 'common:nav.groupRequest' },
      { path: '/visa/hotel', labelKey: 'common:nav.hotelVisa' },
    ],
  },
  {
    key: 'helpdesk',
    labelKey: 'common:nav.helpdesk',
    children: [
      { path: '/helpdesk', labelKey: 'common:nav.helpdeskDashboard' },
      { path: '/helpdesk/tickets', labelKey: 'common:nav.myTickets' },
      { path: '/helpdesk/tickets/all', labelKey: 'common:nav.allTickets' },
    ],
  },
  {
    key: 'account',
    labelKey: 'common:nav.account',
    children: [
      { path: '/users', labelKey: 'common:nav.users' },
      { path: '/users/add', labelKey: 'common:nav.addUser' },
      { path: '/distributor/account', labelKey: 'common:nav.company' },
      { path: '/distributor/markup', labelKey: 'common:nav.markup' },
      { path: '/finance', labelKey: 'common:nav.finance' },
    ],
  },
];

const LEAF_PATHS = NAVIGATION.flatMap((item) => ('children' in item ? item.children : [item])).map((leaf) => leaf.path);

/** The menu entry of a path: itself, or the closest entry above it (e.g. /b-flights for /b-flights/summary). */
function selectedEntry(path: string): string[] {
  const matches = LEAF_PATHS.filter((leaf) => path === leaf || path.startsWith(`${leaf}/`));
  const closest = matches.sort((a, b) => b.length - a.length)[0];
  return closest ? [closest] : [];
}

function menuItems(t: TFunction): MenuProps['items'] {
  const link = ({ path, labelKey }: NavLink) => ({ key: path, label: <LocalLink to={path}>{t(labelKey)}</LocalLink> });
  return NAVIGATION.map((item) =>
    'children' in item ? { key: item.key, label: t(item.labelKey), children: item.children.map(link) } : link(item),
  );
}

/** Signed-in layout: header navigation, content, footer; antd (and its theme) loads from here. */
export default function SignedInLayout() {
  const { t } = useTranslation();
  const { language, path } = useLanguage();
  const user = useShellSelector(selectUser);
  return (
    <PortalProviders language={language}>
      <div className="site">
        <HeaderBar
          navigation={
            <Menu
              mode="horizontal"
              selectedKeys={selectedEntry(path)}
              items={menuItems(t)}
              style={{ borderBottom: 'none', lineHeight: '62px' }}
            />
          }
          tools={
            <>
              <LanguageSwitch />
              {user ? <UserMenu user={user} /> : null}
            </>
          }
        />
        <main className="site-main">
          <ErrorBoundary
            resetKey={path}
            fallback={(reset) => <UnavailableNotice area={t('common:appName')} crashed onRetry={reset} />}
          >
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
      </div>
    </PortalProviders>
  );
}
