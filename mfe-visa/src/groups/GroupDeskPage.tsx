import { Col, Input, Row, Space, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GROUP_QUOTE_STATUSES, type GroupDeskRow, type GroupQuoteStatus } from '@portal/contracts';
import { FilterChoice, PagedList, useDocumentTitle, useUserFormat } from '@portal/ui';
import { useGroupDeskQuery } from './api';
import { DueTimer, GroupStatusTag } from './parts';

/** The queue refreshes itself while open, so new requests show up. */
const QUEUE_REFRESH_MS = 30_000;

/** The operators' queue: every agency's group requests, the soonest due first, overdue ones highlighted. */
export function GroupDeskPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('groupDesk.title'));
  const format = useUserFormat();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [status, setStatus] = useState<GroupQuoteStatus | undefined>('awaiting_quote');
  const [q, setQ] = useState('');
  const answer = useGroupDeskQuery({ ...page, status, q: q || undefined }, { pollingInterval: QUEUE_REFRESH_MS, refetchOnMountOrArgChange: true });
  const columns: TableColumnsType<GroupDeskRow> = [
    { key: 'reference', title: t('groups.columns.reference'), render: (_, row) => <Link to={`/grouprequest/desk/${row.id}`}>{row.reference}</Link> },
    { key: 'agency', title: t('groups.columns.agency'), render: (_, row) => `${row.agentName} · ${row.agencyName}` },
    { key: 'group', title: t('groups.columns.group'), render: (_, row) => `${row.groupName} · ${row.destination}` },
    { key: 'dates', title: t('groups.columns.dates'), render: (_, row) => `${format.date(row.arrival)} – ${format.date(row.departure)}` },
    { key: 'people', title: t('groups.columns.people'), dataIndex: 'people' },
    { key: 'status', title: t('groups.columns.status'), render: (_, row) => <GroupStatusTag status={row.status} /> },
    { key: 'due', title: t('groups.columns.due'), render: (_, row) => <DueTimer answerDueAt={row.status === 'awaiting_quote' ? row.answerDueAt : null} /> },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={8}>
          <Input.Search aria-label={t('groups.filters.search')} placeholder={t('groups.filters.search')} allowClear onSearch={(value) => (setQ(value), setPage({ ...page, page: 1 }))} />
        </Col>
        <FilterChoice
          width={{ xs: 24, md: 6 }}
          label={t('groups.filters.status')}
          value={status}
          anyLabel={t('groups.filters.anyStatus')}
          options={GROUP_QUOTE_STATUSES.map((value) => ({ value, label: t(`groups.statuses.${value}`) }))}
          onChange={(value) => (setStatus(value as GroupQuoteStatus | undefined), setPage({ ...page, page: 1 }))}
        />
      </Row>
      <PagedList<GroupDeskRow>
        answer={answer}
        page={page}
        paging={{ perPage: t('common:pagination.perPage'), totalText: (count) => t('groups.total', { count }), onPage: setPage }}
        emptyText={t('groups.empty')}
        failureTitle={t('groups.loadFailed')}
        data-testid="group-desk"
        aria-label={t('groups.desk.queueLabel')}
        rowKey="id"
        columns={columns}
        onRow={(row) => ({ 'data-testid': 'group-desk-row', style: row.overdue ? { background: '#fff1f0' } : undefined }) as HTMLAttributes<HTMLElement>}
      />
    </Space>
  );
}
