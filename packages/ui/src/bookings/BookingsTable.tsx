import { Col, Empty, Input, Row, Space, Table, type TableColumnsType } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BOOKING_STATUSES, type BookingStatus, type Page } from '@portal/contracts';
import { DATE_PRESETS, type DatePreset } from '../date-range';
import { LoadFailure } from '../feedback';
import { listState } from '../list-state';
import { FilterChoice } from '../filter-choice';
import { ListSkeleton, listPagination, listTableProps } from '../list-table';
import { useUserFormat } from '../host-context';
import { useDebounced } from '../timing';
import { bookingsQueryOf, filtersFromSearch, PAGE_SIZES, searchOfFilters, type BookingsFilters, type BookingsQuery } from './bookings-filters';
import { StatusTag } from './StatusTag';

/** What every product's booking summary holds for the list's common columns. */
export interface BookingRow {
  id: string;
  reference: string;
  status: BookingStatus;
  agentId: string;
  agentName: string;
  createdAt: string;
  purchasePrice: number;
  salePrice: number;
  currency: string;
}

/** The part of an RTK Query hook's answer the table reads. */
export interface BookingsAnswer<T> {
  data?: Page<T>;
  error?: unknown;
  isFetching: boolean;
  refetch(): unknown;
}

export interface BookingsTableProps<T extends BookingRow> {
  /** The product's list query hook, e.g. `useFlightBookingsQuery`. */
  useBookings(query: BookingsQuery): BookingsAnswer<T>;
  /** The product's own columns, shown between the booking date and the agent. */
  productColumns: TableColumnsType<T>;
  /** Where a booking's summary is, e.g. `/b-flights/summary?id=…`. */
  summaryPath(booking: T): string;
  /** Beside the filters, e.g. the product's new search button. */
  actions?: ReactNode;
  /** The traveller filter's label where the product has guests rather than passengers. */
  passengerLabel?: string;
  /** A row's own actions beside "View", e.g. its e-ticket. */
  rowActions?(booking: T): ReactNode;
}

const TYPING_SETTLES_MS = 300;

function FilterText({ label, value, maxLength, onChange }: { label: string; value: string; maxLength: number; onChange(value: string): void }) {
  return (
    <Col xs={24} md={4}>
      <Input aria-label={label} placeholder={label} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} allowClear />
    </Col>
  );
}

/**
 * A product's bookings: the filters of the spec (reference, passenger, date preset of §9, status,
 * agent) kept in the URL, server pagination with the '/ page' size changer, a skeleton until rows
 * come (the empty state only once an answer says there are none), and a load failure with a retry.
 */
export function BookingsTable<T extends BookingRow>({ useBookings, productColumns, summaryPath, actions, passengerLabel, rowActions }: BookingsTableProps<T>) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersFromSearch(location.search);
  const show = (next: Partial<BookingsFilters>) => navigate({ search: searchOfFilters({ ...filters, page: 1, ...next }) }, { replace: true });

  // Typed filters go to the URL (and the service) once typing settles.
  const [typed, setTyped] = useState({ reference: filters.reference, passenger: filters.passenger });
  const settled = useDebounced(typed, TYPING_SETTLES_MS);
  useEffect(() => {
    if (settled.reference.trim() !== filters.reference || settled.passenger.trim() !== filters.passenger) show(settled);
    // Only a settled change of what was typed moves the URL, so the URL's own changes never loop back.
  }, [settled]);

  const { data, error, isFetching, refetch } = useBookings(bookingsQueryOf(filters, format.timeZone));
  // Agents met in the list so far: the agent filter offers those names.
  const [agents, setAgents] = useState<Record<string, string>>({});
  const unseen = data?.items.filter((item) => !agents[item.agentId]) ?? [];
  if (unseen.length > 0) setAgents({ ...agents, ...Object.fromEntries(unseen.map((item) => [item.agentId, item.agentName])) });
  const agentOptions = { ...(filters.agentId ? { [filters.agentId]: filters.agentId } : {}), ...agents };

  const columns: TableColumnsType<T> = [
    { key: 'reference', title: t('common:bookings.columns.reference'), dataIndex: 'reference', render: (reference: string, booking) => <Link to={summaryPath(booking)}>{reference}</Link> },
    { key: 'createdAt', title: t('common:bookings.columns.bookedAt'), dataIndex: 'createdAt', render: (date: string) => format.dateTime(date) },
    ...productColumns,
    { key: 'agent', title: t('common:bookings.columns.agent'), dataIndex: 'agentName' },
    { key: 'purchasePrice', title: t('common:bookings.columns.purchasePrice'), align: 'right', render: (_value, booking) => format.money(booking.purchasePrice, booking.currency) },
    { key: 'salePrice', title: t('common:bookings.columns.salePrice'), align: 'right', render: (_value, booking) => format.money(booking.salePrice, booking.currency) },
    { key: 'status', title: t('common:bookings.columns.status'), dataIndex: 'status', render: (status: BookingStatus) => <StatusTag status={status} /> },
    {
      key: 'actions',
      title: t('common:bookings.columns.actions'),
      render: (_value, booking) => (
        <Space size="small">
          <Link to={summaryPath(booking)}>{t('common:bookings.view')}</Link>
          {rowActions?.(booking)}
        </Space>
      ),
    },
  ];

  const answer = { data, error, isFetching };
  const rows = data?.items.length ?? 0;
  let list: ReactNode;
  if (listState(answer, rows) === 'failure') list = <LoadFailure title={t('common:bookings.loadFailed')} error={error} onRetry={() => void refetch()} />;
  else if (!data) list = <ListSkeleton rows={8} />;
  else
    list = (
      <Table<T>
        rowKey="id"
        size="middle"
        dataSource={data.items}
        columns={columns}
        {...listTableProps(answer, rows, <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:bookings.empty')} />)}
        scroll={{ x: 1000 }}
        pagination={listPagination(filters, data.total, { sizes: PAGE_SIZES, perPage: t('common:pagination.perPage'), totalText: (count) => t('common:bookings.total', { count }), onPage: show })}
      />
    );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[12, 12]} align="middle">
        <FilterText label={t('common:bookings.filters.reference')} value={typed.reference} maxLength={20} onChange={(reference) => setTyped({ ...typed, reference })} />
        <FilterText label={passengerLabel ?? t('common:bookings.filters.passenger')} value={typed.passenger} maxLength={30} onChange={(passenger) => setTyped({ ...typed, passenger })} />
        <FilterChoice<DatePreset>
          label={t('common:bookings.filters.dates')}
          value={filters.dates}
          anyLabel={t('common:bookings.filters.anyDate')}
          options={DATE_PRESETS.map((preset) => ({ value: preset, label: t(`common:datePresets.${preset}`) }))}
          onChange={(dates) => show({ dates })}
        />
        <FilterChoice<BookingStatus>
          label={t('common:bookings.filters.status')}
          value={filters.status}
          anyLabel={t('common:bookings.filters.anyStatus')}
          options={BOOKING_STATUSES.map((status) => ({ value: status, label: t(`common:bookingStatuses.${status}`) }))}
          onChange={(status) => show({ status })}
        />
        <FilterChoice<string>
          label={t('common:bookings.filters.agent')}
          value={filters.agentId}
          anyLabel={t('common:bookings.filters.anyAgent')}
          options={Object.entries(agentOptions).map(([value, label]) => ({ value, label }))}
          onChange={(agentId) => show({ agentId })}
        />
        <Col xs={24} md={4} style={{ textAlign: 'right' }}>
          {actions}
        </Col>
      </Row>
      {list}
    </Space>
  );
}
