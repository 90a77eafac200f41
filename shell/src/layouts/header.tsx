import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';

/** Sticky header bar of both layouts: brand, main navigation, then the trailing tools. */
export function HeaderBar({ navigation, tools }: { navigation: ReactNode; tools: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <Brand />
      <nav className="site-header-nav" aria-label={t('header.mainNavigation')}>
        {navigation}
      </nav>
      <div className="site-header-tools">{tools}</div>
    </header>
  );
}
