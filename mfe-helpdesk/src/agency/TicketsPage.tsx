import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Input, Row, Skeleton, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { TICKET_LIMITS, TICKET_SERVICES, TICKET_STATUSES, type TicketService, type TicketStatus, type TicketSummary } from '@portal/contracts';
import { DATE_PRESETS, FilterChoice, listTableProps, LoadFailure, useDebounced, useUserFormat, type DatePreset, listPagination } from '@portal/ui';
import { TicketStatusTag } from '../tickets';
import { useTicketsQuery } from './api';
import { NewTicketDrawer } from './NewTicketDrawer';
import { filtersFromSearch, isFiltered, orderOf, PAGE_SIZES, searchOfFilters, sortOf, ticketsQueryOf, type TicketsFilters } from './tickets-filters';

const TYPING_SETTLES_MS = 300;
const TICKET_FILTER_WIDTH = { xs: 24, sm: 12, md: 5 };

/**
 * A tickets list (`mine`, or the agency admin's `all`): filters of spec §3 and §9 kept in the URL,
 * server pagination and order, a skeleton until the first rows come, and an empty state that
 * offers a new ticket. `?create=1&reference=…` opens the new ticket drawer (a booking's "Get help").
 */
export function TicketsList({ scope }: { scope: 'mine' | 'all' }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersFromSearch(location.search);
  const params = new URLSearchParams(location.search);
  const creating = params.get('create') === '1';
  const show = (next: Partial<TicketsFilters>) => void navigate({ search: searchOfFilters({ ...filters, page: 1, ...next }, location.search) }, { replace: true });
  const setCreating = (open: boolean) => {
    const next = new URLSearchParams(location.search);
    if (open) next.set('create', '1');
    else {
      next.delete('create');
      next.delete('reference');
    }
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: true });
  };

  // The search goes to the URL (and the service) once typing settles.
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebounced(typed, TYPING_SETTLES_MS);
  useEffect(() => {
    if (settled.trim() !== filters.q) show({ q: settled });
    // Only a settled change of what was typed moves the URL, so the URL's own changes never loop back.
  }, [settled]);

  const { data, error, isFetching, refetch } = useTicketsQuery(ticketsQueryOf(filters, scope, format.timeZone), { refetchOnMountOrArgChange: true });

  const columns: TableColumnsType<TicketSummary> = [
    { key: 'number', title: t('tickets.columns.number'), dataIndex: 'number', render: (number: string, ticket) => <Link to={`/helpdesk/tickets/${ticket.id}`}>{number}</Link> },
    { key: 'subject', title: t('tickets.columns.subject'), dataIndex: 'subject', ellipsis: true },
    { key: 'service', title: t('tickets.columns.service'), dataIndex: 'service', render: (service: TicketService) => t(`common:ticketServices.${service}`) },
    { key: 'reference', title: t('tickets.columns.reference'), dataIndex: 'reference', render: (reference: string | null) => reference ?? '—' },
    { key: 'createdBy', title: t('tickets.columns.createdBy'), render: (_value, ticket) => ticket.createdBy.name },
    { key: 'createdAt', title: t('tickets.columns.createdAt'), dataIndex: 'createdAt', sorter: true, sortOrder: orderOf(filters.sort, 'createdAt'), render: (date: string) => format.dateTime(date) },
    { key: 'updatedAt', title: t('tickets.columns.updatedAt'), dataIndex: 'updatedAt', sorter: true, sortOrder: orderOf(filters.sort, 'updatedAt'), render: (date: string) => format.dateTime(date) },
    { key: 'status', title: t('tickets.columns.status'), dataIndex: 'status', render: (status: TicketStatus) => <TicketStatusTag status={status} /> },
  ];

  const onTableChange: TableProps<TicketSummary>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort' && !Array.isArray(sorter)) {
      show({ sort: sortOf(sorter.columnKey === 'createdAt' ? 'createdAt' : 'updatedAt', sorter.order) });
      return;
    }
    const pageSize = pagination.pageSize ?? filters.pageSize;
    show({ page: pageSize === filters.pageSize ? (pagination.current ?? 1) : 1, pageSize });
  };

  const newTicketButton = (testId: string) => (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid={testId}>
      {t('tickets.newTicket')}
    </Button>
  );

  const emptyState = isFiltered(filters) ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tickets.emptyFiltered')}>
      <Button
        onClick={() => {
          setTyped('');
          show({ q: '', status: undefined, service: undefined, dates: undefined });
        }}
      >
        {t('tickets.clearFilters')}
      </Button>
    </Empty>
  ) : (
    <Empty description={t('tickets.empty')}>{newTicketButton('new-ticket-empty')}</Empty>
  );

  let list: ReactNode;
  if (error && !isFetching) list = <LoadFailure title={t('tickets.loadFailed')} error={error} onRetry={() => void refetch()} />;
  else if (!data)
    list = (
      <div data-testid="tickets-loading" aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </div>
    );
  else
    list = (
      <Table<TicketSummary>
        rowKey="id"
        size="middle"
        data-testid="tickets-table"
        dataSource={data.items}
        columns={columns}
        onChange={onTableChange}
        {...listTableProps({ data, error, isFetching }, data.items.length, emptyState)}
        scroll={{ x: 1000 }}
        pagination={listPagination(filters, data.total, { sizes: PAGE_SIZES, perPage: t('common:pagination.perPage'), totalText: (count) => t('tickets.total', { count }) })}
      />
    );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[12, 12]} align="middle">
        <Col xs={24} md={5}>
          <Input.Search
            aria-label={t('tickets.filters.search')}
            placeholder={t('tickets.filters.search')}
            value={typed}
            maxLength={TICKET_LIMITS.searchMax}
            onChange={(event) => setTyped(event.target.value)}
            allowClear
          />
        </Col>
        <FilterChoice<TicketStatus>
          width={TICKET_FILTER_WIDTH}
          label={t('tickets.filters.status')}
          value={filters.status}
          anyLabel={t('tickets.filters.anyStatus')}
          options={TICKET_STATUSES.map((status) => ({ value: status, label: t(`common:ticketStatuses.${status}`) }))}
          onChange={(status) => show({ status })}
        />
        <FilterChoice<TicketService>
          width={TICKET_FILTER_WIDTH}
          label={t('tickets.filters.service')}
          value={filters.service}
          anyLabel={t('tickets.filters.anyService')}
          options={TICKET_SERVICES.map((service) => ({ value: service, label: t(`common:ticketServices.${service}`) }))}
          onChange={(service) => show({ service })}
        />
        <FilterChoice<DatePreset>
          width={TICKET_FILTER_WIDTH}
          label={t('tickets.filters.dates')}
          value={filters.dates}
          anyLabel={t('tickets.filters.anyDate')}
          options={DATE_PRESETS.map((preset) => ({ value: preset, label: t(`common:datePresets.${preset}`) }))}
          onChange={(dates) => show({ dates })}
        />
        <Col xs={24} md={4} style={{ textAlign: 'right' }}>
          {newTicketButton('new-ticket')}
        </Col>
      </Row>
      {list}
      <NewTicketDrawer open={creating} initialReference={params.get('reference') ?? undefined} onClose={() => setCreating(false)} />
    </Space>
  );
}

/** `helpdesk/tickets`: the tickets the reader opened. */
export default function MyTicketsPage() {
  return <TicketsList scope="mine" />;
}
