import { Button, Col, Empty, Input, Row, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BOOKING_STATUSES, type BookingStatus } from '@portal/contracts';
import { DATE_PRESETS, errorText, presetRange, useUserFormat, type DatePreset } from '@portal/ui';
import { useFlightBookingsQuery, type FlightBookingsPage } from '../api';
import { stepPath } from '../flow/steps';
import { StatusTag } from '../shared/itinerary';
import { useDebounced } from '../shared/use-now';

type Summary = FlightBookingsPage['items'][number];

interface Filters {
  reference: string;
  passenger: string;
  status?: BookingStatus;
  agentId?: string;
  preset?: DatePreset;
}

export function BookingsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const [filters, setFilters] = useState<Filters>({ reference: '', passenger: '' });
  const [page, setPage] = useState({ page: 1, pageSize: 10 });
  // Agents met in the list so far: the filter offers those names.
  const [agents, setAgents] = useState<Record<string, string>>({});
  const typed = useDebounced({ reference: filters.reference.trim(), passenger: filters.passenger.trim() }, 300);
  const range = filters.preset ? presetRange(filters.preset, format.timeZone) : undefined;
  const { data, error, isFetching } = useFlightBookingsQuery({
    ...page,
    ...(typed.reference ? { reference: typed.reference } : {}),
    ...(typed.passenger ? { passenger: typed.passenger } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.agentId ? { agentId: filters.agentId } : {}),
    ...(range ?? {}),
  });
  const seen = data?.items.filter((item) => !agents[item.agentId]) ?? [];
  if (seen.length > 0) setAgents({ ...agents, ...Object.fromEntries(seen.map((item) => [item.agentId, item.agentName])) });
  const change = (next: Partial<Filters>) => {
    setFilters({ ...filters, ...next });
    setPage({ ...page, page: 1 });
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[12, 12]} align="middle">
        <Col xs={24} md={4}>
          <Input
            aria-label={t('bookings.filters.reference')}
            placeholder={t('bookings.filters.reference')}
            value={filters.reference}
            maxLength={20}
            onChange={(event) => change({ reference: event.target.value })}
            allowClear
          />
        </Col>
        <Col xs={24} md={4}>
          <Input
            aria-label={t('bookings.filters.passenger')}
            placeholder={t('bookings.filters.passenger')}
            value={filters.passenger}
            maxLength={30}
            onChange={(event) => change({ passenger: event.target.value })}
            allowClear
          />
        </Col>
        <Col xs={24} md={4}>
          <Select
            aria-label={t('bookings.filters.dates')}
            style={{ width: '100%' }}
            value={filters.preset ?? ''}
            onChange={(preset: DatePreset | '') => change({ preset: preset || undefined })}
            options={[{ value: '', label: t('bookings.filters.anyDate') }, ...DATE_PRESETS.map((preset) => ({ value: preset, label: t(`common:datePresets.${preset}`) }))]}
          />
        </Col>
        <Col xs={24} md={4}>
          <Select
            aria-label={t('bookings.filters.status')}
            style={{ width: '100%' }}
            value={filters.status ?? ''}
            onChange={(status: BookingStatus | '') => change({ status: status || undefined })}
            options={[{ value: '', label: t('bookings.filters.anyStatus') }, ...BOOKING_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))]}
          />
        </Col>
        <Col xs={24} md={4}>
          <Select
            aria-label={t('bookings.filters.agent')}
            style={{ width: '100%' }}
            value={filters.agentId ?? ''}
            onChange={(agentId: string) => change({ agentId: agentId || undefined })}
            options={[{ value: '', label: t('bookings.columns.agent') }, ...Object.entries(agents).map(([value, label]) => ({ value, label }))]}
          />
        </Col>
        <Col xs={24} md={4} style={{ textAlign: 'right' }}>
          <Button type="primary" onClick={() => navigate(stepPath('search'))}>
            {t('bookings.newSearch')}
          </Button>
        </Col>
      </Row>
      <Table<Summary>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <Empty description={error ? errorText(t, error) : t('bookings.empty')} /> }}
        scroll={{ x: 1000 }}
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (total) => t('bookings.total', { count: total }),
          onChange: (current, pageSize) => setPage({ page: pageSize === page.pageSize ? current : 1, pageSize }),
        }}
        columns={[
          { title: t('bookings.columns.reference'), dataIndex: 'reference', render: (reference: string, booking) => <Link to={`/b-flights/summary?id=${booking.id}`}>{reference}</Link> },
          { title: t('bookings.columns.bookedAt'), dataIndex: 'createdAt', render: (date: string) => format.dateTime(date) },
          {
            title: t('bookings.columns.route'),
            render: (_value, booking) => booking.journeys.map((journey) => `${journey.segments[0]!.origin}–${journey.segments.at(-1)!.destination}`).join(', '),
          },
          { title: t('bookings.columns.departure'), render: (_value, booking) => format.dateTime(booking.journeys[0]!.segments[0]!.departureAt) },
          { title: t('bookings.columns.passengers'), render: (_value, booking) => booking.travellers.map((traveller) => `${traveller.firstName} ${traveller.lastName}`).join(', ') },
          { title: t('bookings.columns.agent'), dataIndex: 'agentName' },
          { title: t('bookings.columns.purchasePrice'), align: 'right', render: (_value, booking) => format.money(booking.purchasePrice, booking.currency) },
          { title: t('bookings.columns.salePrice'), align: 'right', render: (_value, booking) => format.money(booking.salePrice, booking.currency) },
          { title: t('bookings.columns.status'), dataIndex: 'status', render: (status: BookingStatus) => <StatusTag status={status} /> },
          { title: t('bookings.columns.actions'), render: (_value, booking) => <Link to={`/b-flights/summary?id=${booking.id}`}>{t('bookings.view')}</Link> },
        ]}
      />
    </Space>
  );
}
