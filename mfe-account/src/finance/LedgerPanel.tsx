import { Flex, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_ENTRY_TYPES, type LedgerEntry, type LedgerEntryType } from '@portal/contracts';
import { listTableProps, LoadFailure, useUserFormat, withApiKeyNote } from '@portal/ui';
import { DateRangeFilter, rangeOf, type RangeChoice } from '../shared/DateRangeFilter';
import { ExportLinks } from '../shared/export';
import { DEFAULT_PAGE_SIZE, usePagination } from '../shared/table';
import { useUserNames } from '../shared/user-names';
import { useLedgerQuery } from './api';
import { LEDGER_TYPE_COLORS } from './labels';
import { SignedMoney } from './SignedMoney';

/** The statement: every movement of the balance in a period, filtered, paged, and exported as shown. */
export function LedgerPanel() {
  const { t } = useTranslation();
  const format = useUserFormat();
  const nameOf = useUserNames();
  const [period, setPeriod] = useState<RangeChoice>({ preset: 'thisMonth' });
  const [type, setType] = useState<LedgerEntryType | undefined>();
  const [reference, setReference] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const range = rangeOf(period, format.timeZone);
  const filters = { ...range, type, reference: reference || undefined };
  const ledger = useLedgerQuery({ ...filters, ...paging }, { refetchOnMountOrArgChange: true });
  const pagination = usePagination(paging.page, paging.pageSize, ledger.data?.total, (page, pageSize) => setPaging({ page, pageSize }));
  const firstPage = () => setPaging((current) => ({ ...current, page: 1 }));

  const columns: TableColumnsType<LedgerEntry> = [
    { key: 'createdAt', title: t('finance.ledger.date'), render: (_, entry) => format.dateTime(entry.createdAt), width: 160 },
    {
      key: 'type',
      title: t('finance.ledger.type'),
      render: (_, entry) => <Tag color={LEDGER_TYPE_COLORS[entry.type]}>{t(`finance.ledger.types.${entry.type}`)}</Tag>,
    },
    { key: 'reference', dataIndex: 'reference', title: t('finance.ledger.reference') },
    { key: 'bookingReference', title: t('finance.ledger.bookingReference'), render: (_, entry) => entry.bookingReference ?? '—' },
    {
      key: 'agent',
      title: t('finance.ledger.agent'),
      // A movement of a booking made through the integrator API says so, as its history does.
      render: (_, entry) => withApiKeyNote(nameOf(entry.agent), entry, t),
      responsive: ['lg'],
    },
    { key: 'amount', title: t('finance.ledger.amount'), align: 'right', render: (_, entry) => <SignedMoney amount={entry.amount} currency={entry.currency} /> },
    {
      key: 'heldChange',
      title: t('finance.ledger.held'),
      align: 'right',
      responsive: ['md'],
      render: (_, entry) => (entry.heldChange === 0 ? '—' : <SignedMoney amount={entry.heldChange} currency={entry.currency} />),
    },
    {
      key: 'availableAfter',
      title: t('finance.ledger.availableAfter'),
      align: 'right',
      render: (_, entry) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.money(entry.availableAfter, entry.currency)}</span>,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between" align="center">
        <Space wrap>
          <DateRangeFilter
            value={period}
            onChange={(next) => {
              setPeriod(next);
              firstPage();
            }}
          />
          <Select<LedgerEntryType | 'all'>
            aria-label={t('finance.ledger.type')}
            value={type ?? 'all'}
            onChange={(value) => {
              setType(value === 'all' ? undefined : value);
              firstPage();
            }}
            style={{ minWidth: 190 }}
            options={[{ value: 'all', label: t('finance.ledger.allTypes') }, ...LEDGER_ENTRY_TYPES.map((value) => ({ value, label: t(`finance.ledger.types.${value}`) }))]}
          />
          <Input.Search
            allowClear
            aria-label={t('finance.ledger.reference')}
            placeholder={t('finance.ledger.referencePlaceholder')}
            onSearch={(value) => {
              setReference(value.trim());
              firstPage();
            }}
            maxLength={50}
            style={{ width: 240 }}
          />
        </Space>
        <ExportLinks path="/account/ledger/export" params={filters} />
      </Flex>
      {ledger.isError ? <LoadFailure error={ledger.error} onRetry={() => void ledger.refetch()} /> : null}
      <Table<LedgerEntry>
        rowKey="id"
        columns={columns}
        dataSource={ledger.data?.items}
        pagination={pagination}
        {...listTableProps(ledger, ledger.data?.items.length ?? 0, t('finance.ledger.empty'))}
        scroll={{ x: 'max-content' }}
        aria-label={t('finance.tabs.statement')}
      />
    </Flex>
  );
}
