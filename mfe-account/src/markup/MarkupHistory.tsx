import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTableProps, LoadFailure, useUserFormat } from '@portal/ui';
import { usePagination } from '../shared/table';
import { useUserNames } from '../shared/user-names';
import { useMarkupHistoryQuery, type MarkupChange } from './api';
import { RULE_PRODUCTS, sameRule } from './markup-form';
import { useRuleText } from './rule-text';

const HISTORY_PAGE_SIZE = 10;

/** Every change of the markups: who, when, and each product's old → new value. */
export function MarkupHistory({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const nameOf = useUserNames();
  const ruleText = useRuleText(currency);
  const [paging, setPaging] = useState({ page: 1, pageSize: HISTORY_PAGE_SIZE });
  const history = useMarkupHistoryQuery(paging);
  const pagination = usePagination(paging.page, paging.pageSize, history.data?.total, (page, pageSize) => setPaging({ page, pageSize }));

  const changesOf = (change: MarkupChange): string[] => {
    const lines = RULE_PRODUCTS.filter((product) => !sameRule(change.previous[product], change.current[product])).map((product) =>
      t('markup.history.line', { product: t(`company.products.${product}`), before: ruleText(change.previous[product]), after: ruleText(change.current[product]) }),
    );
    const before = change.previous.flights.serviceChargePerTicket;
    const after = change.current.flights.serviceChargePerTicket;
    if (before !== after) {
      lines.push(t('markup.history.line', { product: t('company.products.flights'), before: format.money(before, currency), after: format.money(after, currency) }));
    }
    return lines.length > 0 ? lines : [t('markup.history.unchanged')];
  };

  const columns: TableColumnsType<MarkupChange> = [
    { key: 'changedAt', title: t('markup.history.when'), render: (_, change) => format.dateTime(change.changedAt), width: 170 },
    { key: 'changedBy', title: t('markup.history.who'), render: (_, change) => nameOf(change.changedBy), width: 180 },
    {
      key: 'changes',
      title: t('markup.history.changes'),
      render: (_, change) => (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {changesOf(change).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    { key: 'version', title: t('markup.history.version'), dataIndex: 'version', align: 'right', width: 90 },
  ];

  return (
    <Card title={t('markup.history.title')} variant="outlined">
      <Typography.Paragraph type="secondary">{t('markup.history.lead')}</Typography.Paragraph>
      {history.isError ? <LoadFailure error={history.error} onRetry={() => void history.refetch()} /> : null}
      <Table<MarkupChange>
        rowKey="version"
        size="middle"
        columns={columns}
        dataSource={history.data?.items}
        pagination={pagination}
        {...listTableProps(history, history.data?.items.length ?? 0, t('markup.history.empty'))}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
