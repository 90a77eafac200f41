import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@portal/ui';
import { ApiKeysTab } from '../developer/ApiKeysTab';
import { WebhooksTab } from '../developer/WebhooksTab';
import { useTab } from '../shared/use-tab';
import { useViewer } from '../shared/viewer';
import { CompanyTab } from './CompanyTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';

const TABS = ['profile', 'company', 'security', 'apiKeys', 'webhooks'] as const;
type TabKey = (typeof TABS)[number];
/** The developer tabs: agency admins only. */
const ADMIN_TABS: readonly TabKey[] = ['apiKeys', 'webhooks'];

/** `distributor/account`: profile, company, security and (agency admins) API keys and webhooks, one tab each (`?tab=` keeps the choice in the address). */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const { role, loading } = useViewer();
  // Operators belong to no agency: they have no company tab.
  const available = TABS.filter((key) => key !== 'company' || role !== 'operator').filter((key) => !ADMIN_TABS.includes(key) || role === 'agency_admin');
  const [active, open] = useTab(available);
  if (loading) return <PageLoading />;
  const content: Record<TabKey, ReactNode> = { profile: <ProfileTab />, company: <CompanyTab />, security: <SecurityTab />, apiKeys: <ApiKeysTab />, webhooks: <WebhooksTab /> };
  return <Tabs activeKey={active} onChange={open} destroyOnHidden items={available.map((key) => ({ key, label: t(`myAccount.tabs.${key}`), children: content[key] }))} />;
}
