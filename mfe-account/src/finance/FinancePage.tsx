import { Flex, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AudienceGate } from '../shared/gate';
import { useTab } from '../shared/use-tab';
import { AlertsPanel } from './AlertsPanel';
import { BalanceSummary } from './BalanceSummary';
import { LedgerPanel } from './LedgerPanel';
import { TopUpsPanel } from './TopUpsPanel';

const TABS = ['statement', 'topUps', 'alerts'] as const;
type TabKey = (typeof TABS)[number];

/** `finance`: the balance, the statement, top-ups and low-balance alerts (agency administrators). */
export default function FinancePage() {
  return (
    <AudienceGate audience="agencyAdmin">
      <Finance />
    </AudienceGate>
  );
}

function Finance() {
  const { t } = useTranslation();
  const [active, open] = useTab(TABS);
  const content: Record<TabKey, ReactNode> = { statement: <LedgerPanel />, topUps: <TopUpsPanel />, alerts: <AlertsPanel /> };
  return (
    <Flex vertical gap={24}>
      <BalanceSummary />
      <Tabs activeKey={active} onChange={open} destroyOnHidden items={TABS.map((key) => ({ key, label: t(`finance.tabs.${key}`), children: content[key] }))} />
    </Flex>
  );
}
