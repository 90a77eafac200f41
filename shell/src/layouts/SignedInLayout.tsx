import { Menu, type MenuProps } from 'antd';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import type { TFunction } from 'i18next';
import { remoteOfPath, type RemoteName } from '@portal/contracts';
import { ErrorBoundary, PageLoading, PortalProviders, UnavailableNotice } from '@portal/ui';
import { BalanceChip } from '../header/BalanceChip';
import { NotificationBell } from '../header/NotificationBell';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { useLanguage } from '../language/use-language';
import { preloadRemoteAppsAfterLoad } from '../remotes/remote-loader';
import { LocalLink } from '../routing/LocalLink';
import { selectUser } from '../session/session-slice';
import { useLiveUpdates } from '../live/use-live-updates';
import { useShellSelector } from '../store';
import { leavesOf, navigationFor, selectedEntry, type NavItem, type NavLink } from './navigation';
import { SiteFooter } from './SiteFooter';
import { UserMenu } from './UserMenu';
import { HeaderBar } from './header';

function menuItems(items: readonly NavItem[], t: TFunction): MenuProps['items'] {
  const link = ({ to, labelKey }: NavLink) => ({ key: to, label: <LocalLink to={to}>{t(labelKey)}</LocalLink> });
  return items.map((item) => ('children' in item ? { key: item.key, label: t(item.labelKey), children: item.children.map(link) } : link(item)));
}

/** Signed-in layout: header navigation by role, balance, bell, content, footer; antd (and its theme) loads from here. */
export default function SignedInLayout() {
  const { t } = useTranslation();
  const { language, path } = useLanguage();
  const { search } = useLocation();
  const user = useShellSelector(selectUser);
  const navigation = navigationFor(user?.role);
  useLiveUpdates(user?.id);
  // The remotes of the user's navigation load when the browser is idle: switching areas then only mounts.
  const remotes = [...new Set(leavesOf(navigation).flatMap((link) => remoteOfPath(link.to.split('?')[0]!) ?? []))].join();
  useEffect(() => (remotes ? preloadRemoteAppsAfterLoad(remotes.split(',') as RemoteName[]) : undefined), [remotes]);
  return (
    <PortalProviders language={language}>
      <div className="site">
        <HeaderBar
          navigation={<Menu mode="horizontal" selectedKeys={selectedEntry(navigation, path, search)} items={menuItems(navigation, t)} style={{ borderBottom: 'none', lineHeight: '62px' }} />}
          tools={
            <>
              {user?.role && user.role !== 'operator' ? <BalanceChip role={user.role} /> : null}
              {user ? <NotificationBell user={user} /> : null}
              <LanguageSwitch />
              {user ? <UserMenu user={user} /> : null}
            </>
          }
        />
        <main className="site-main">
          <ErrorBoundary resetKey={path} fallback={(reset) => <UnavailableNotice area={t('common:appName')} crashed onRetry={reset} />}>
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
