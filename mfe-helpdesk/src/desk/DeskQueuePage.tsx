import { App, Button, Checkbox, Col, Empty, Input, Row, Select, Skeleton, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { TICKET_LIMITS, TICKET_PRIORITIES, TICKET_SERVICES, TICKET_STATUSES, type DeskTicketSummary } from '@portal/contracts';
import { FilterChoice, LoadFailure, useDebounced, useUserFormat, listPagination } from '@portal/ui';
import { useAssignTicketMutation, useDeskTicketsQuery, useSupportUsersQuery } from './api';
import { deskTicketPath } from './paths';
import { deskTicketsQueryOf, QUEUE_PAGE_SIZES, QUEUE_SORTS, queueFiltersFromSearch, searchOfQueueFilters, type QueueFilters, type QueueSort } from './queue-filters';
import { deskErrorText } from './errors';
import { SlaState } from './SlaState';
import { TicketStatusTag } from '../tickets';
import { PriorityTag } from './tags';

const TYPING_SETTLES_MS = 300;
/** The queue refreshes itself while open, so new tickets and agency replies show up. */
const QUEUE_REFRESH_MS = 30_000;

const QUEUE_FILTER_WIDTH = { xs: 24, sm: 12, md: 6, lg: 4 };

/** Every agency's tickets for the support team: filters kept in the URL, SLA due soonest first, take an unassigned one. */
export function DeskQueuePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useUserFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = queueFiltersFromSearch(location.search);
  const show = (next: Partial<QueueFilters>) => navigate({ search: searchOfQueueFilters({ ...filters, page: 1, ...next }) }, { replace: true });

  // The search goes to the URL (and the service) once typing settles.
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebounced(typed, TYPING_SETTLES_MS);
  useEffect(() => {
    if (settled.trim() !== filters.q) show({ q: settled });
    // Only a settled change of what was typed moves the URL, so the URL's own changes never loop back.
  }, [settled]);

  const { data, currentData, error, isFetching, refetch } = useDeskTicketsQuery(deskTicketsQueryOf(filters), { pollingInterval: QUEUE_REFRESH_MS, refetchOnMountOrArgChange: true });
  const supportUsers = useSupportUsersQuery();
  const [assign, assigning] = useAssignTicketMutation();

  const take = async (ticket: DeskTicketSummary) => {
    try {
      await assign({ id: ticket.id, assigneeId: 'me' }).unwrap();
      message.success(t('desk.taken', { number: ticket.number }));
    } catch (failure) {
      message.error(deskErrorText(t, failure));
    }
  };

  const columns: TableColumnsType<DeskTicketSummary> = [
    { key: 'number', title: t('desk.columns.number'), render: (_, ticket) => <Link to={deskTicketPath(ticket.id)}>{ticket.number}</Link> },
    { key: 'agency', title: t('desk.columns.agency'), dataIndex: 'agencyName' },
    { key: 'subject', title: t('desk.columns.subject'), render: (_, ticket) => <Link to={deskTicketPath(ticket.id)}>{ticket.subject}</Link> },
    { key: 'service', title: t('desk.columns.service'), render: (_, ticket) => t(`common:ticketServices.${ticket.service}`) },
    { key: 'priority', title: t('desk.columns.priority'), render: (_, ticket) => <PriorityTag priority={ticket.priority} /> },
    { key: 'status', title: t('desk.columns.status'), render: (_, ticket) => <TicketStatusTag status={ticket.status} /> },
    {
      key: 'assignee',
      title: t('desk.columns.assignee'),
      render: (_, ticket) =>
        ticket.assignee ? (
          ticket.assignee.name
        ) : (
          <Space size="small" wrap>
            <Typography.Text type="secondary">{t('desk.unassigned')}</Typography.Text>
            <Button size="small" type="primary" loading={assigning.isLoading && assigning.originalArgs?.id === ticket.id} onClick={() => void take(ticket)}>
              {t('desk.take')}
            </Button>
          </Space>
        ),
    },
    { key: 'waitingOn', title: t('desk.columns.waitingOn'), render: (_, ticket) => t(`desk.waitingOn.${ticket.waitingOn}`) },
    { key: 'sla', title: t('desk.columns.sla'), render: (_, ticket) => <SlaState sla={ticket.sla} status={ticket.status} /> },
    { key: 'updatedAt', title: t('desk.columns.updatedAt'), render: (_, ticket) => format.dateTime(ticket.updatedAt) },
  ];

  let list: ReactNode;
  if (error && !isFetching) list = <LoadFailure title={t('desk.loadFailed')} error={error} onRetry={() => void refetch()} />;
  else if (!data) list = <Skeleton active title={false} paragraph={{ rows: 8 }} data-testid="desk-queue-loading" />;
  else
    list = (
      <Table<DeskTicketSummary>
        data-testid="desk-queue"
        aria-label={t('desk.queueLabel')}
        rowKey="id"
        size="middle"
        loading={!currentData}
        dataSource={data.items}
        columns={columns}
        onRow={(ticket) => ({ 'data-testid': 'desk-row', 'data-ticket-number': ticket.number }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('desk.empty')} /> }}
        // An empty queue has nothing to scroll to (a scrolling region without focusable content is unreachable by keyboard).
        scroll={data.items.length > 0 ? { x: 1200 } : undefined}
        pagination={listPagination(filters, data.total, { sizes: QUEUE_PAGE_SIZES, perPage: t('common:pagination.perPage'), totalText: (count) => t('desk.total', { count }), onPage: show })}
      />
    );

  const people = supportUsers.data?.items ?? [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[12, 12]} align="middle">
        <Col xs={24} md={12} lg={8}>
          <Input.Search
            aria-label={t('desk.filters.search')}
            placeholder={t('desk.filters.search')}
            value={typed}
            maxLength={TICKET_LIMITS.searchMax}
            allowClear
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(q) => show({ q })}
          />
        </Col>
        <FilterChoice
          width={QUEUE_FILTER_WIDTH}
          label={t('desk.filters.status')}
          value={filters.status}
          anyLabel={t('desk.filters.anyStatus')}
          options={TICKET_STATUSES.map((status) => ({ value: status, label: t(`common:ticketStatuses.${status}`) }))}
          onChange={(status) => show({ status })}
        />
        <FilterChoice
          width={QUEUE_FILTER_WIDTH}
          label={t('desk.filters.service')}
          value={filters.service}
          anyLabel={t('desk.filters.anyService')}
          options={TICKET_SERVICES.map((service) => ({ value: service, label: t(`common:ticketServices.${service}`) }))}
          onChange={(service) => show({ service })}
        />
        <FilterChoice
          width={QUEUE_FILTER_WIDTH}
          label={t('desk.filters.priority')}
          value={filters.priority}
          anyLabel={t('desk.filters.anyPriority')}
          options={TICKET_PRIORITIES.map((priority) => ({ value: priority, label: t(`common:ticketPriorities.${priority}`) }))}
          onChange={(priority) => show({ priority })}
        />
        <FilterChoice
          width={QUEUE_FILTER_WIDTH}
          label={t('desk.filters.assignee')}
          value={filters.assignee}
          anyLabel={t('desk.filters.anyone')}
          options={[
            { value: 'me', label: t('desk.filters.me') },
            { value: 'none', label: t('desk.filters.unassigned') },
            ...people.map((person) => ({ value: person.userId, label: person.name })),
            ...(filters.assignee && !['me', 'none'].includes(filters.assignee) && !people.some((person) => person.userId === filters.assignee)
              ? [{ value: filters.assignee, label: filters.assignee }]
              : []),
          ]}
          onChange={(assignee) => show({ assignee })}
        />
        <Col xs={24} sm={12} md={6} lg={4}>
          <Select<QueueSort>
            aria-label={t('desk.filters.sort')}
            style={{ width: '100%' }}
            value={filters.sort}
            onChange={(sort) => show({ sort })}
            options={QUEUE_SORTS.map((sort) => ({ value: sort, label: t(`desk.filters.sorts.${sort}`) }))}
          />
        </Col>
        <Col xs={24} sm={12} md={6} lg={4}>
          <Checkbox checked={filters.breached} onChange={(event) => show({ breached: event.target.checked })}>
            {t('desk.filters.breached')}
          </Checkbox>
        </Col>
      </Row>
      {list}
    </Space>
  );
}
