import { Col, Row, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { HOTEL_VISA_STATUSES, type HotelVisaDeskRow, type HotelVisaListQuery, type HotelVisaRow, type Page } from '@portal/contracts';
import { DATE_PRESETS, FilterChoice, listTableProps, LoadFailure, oneOf, positiveOr, presetRange, useUserFormat, type DatePreset } from '@portal/ui';
import { HotelVisaStatusTag } from './shared';

interface Answer {
  data?: Page<HotelVisaRow | HotelVisaDeskRow>;
  error?: unknown;
  isFetching: boolean;
  refetch(): unknown;
}

/** The list's filters as the URL keeps them: status, a date preset on the request's day, page. */
export function useListFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const filters = {
    status: oneOf(HOTEL_VISA_STATUSES, search.get('status')),
    preset: oneOf(DATE_PRESETS, search.get('preset')),
    page: positiveOr(search.get('page'), 1),
  };
  const show = (next: Partial<typeof filters>) => {
    const merged = { ...filters, page: 1, ...next };
    const params = new URLSearchParams();
    if (merged.status) params.set('status', merged.status);
    if (merged.preset) params.set('preset', merged.preset);
    if (merged.page > 1) params.set('page', String(merged.page));
    navigate({ search: params.toString() }, { replace: true });
  };
  return { filters, show };
}

export function listQueryOf(filters: ReturnType<typeof useListFilters>['filters'], timeZone: string): HotelVisaListQuery {
  return { page: filters.page, pageSize: 10, status: filters.status, ...(filters.preset ? presetRange(filters.preset, timeZone) : {}) };
}

/** Reservations with their status and automatic cancellation, filters and pages; `side` adds the agency column for the desk. */
export function ReservationsTable({ answer, side, pathOf }: { answer: Answer; side: 'agency' | 'desk'; pathOf(id: string): string }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { filters, show } = useListFilters();
  const rows = answer.data?.items ?? [];
  const columns: TableColumnsType<HotelVisaRow> = [
    { key: 'reference', title: t('hotelVisa.list.columns.reference'), render: (_, row) => <Link to={pathOf(row.id)}>{row.reference}</Link> },
    ...(side === 'desk'
      ? [{ key: 'agency', title: t('hotelVisa.list.columns.agency'), render: (_: unknown, row: HotelVisaRow) => `${'agencyName' in row ? row.agencyName : row.agencyId} · ${row.agentName}` }]
      : []),
    { key: 'client', title: t('hotelVisa.list.columns.client'), dataIndex: 'client' },
    { key: 'city', title: t('hotelVisa.list.columns.city'), dataIndex: 'city' },
    {
      key: 'stay',
      title: t('hotelVisa.list.columns.stay'),
      render: (_, row) => t('hotelVisa.detail.stayDates', { arrival: format.date(`${row.arrival}T12:00:00Z`), departure: format.date(`${row.departure}T12:00:00Z`) }),
    },
    { key: 'status', title: t('hotelVisa.list.columns.status'), render: (_, row) => <HotelVisaStatusTag row={row} /> },
    { key: 'autoCancelAt', title: t('hotelVisa.list.columns.autoCancelAt'), render: (_, row) => (row.status === 'requested' || row.status === 'confirmed' ? format.dateTime(row.autoCancelAt) : '—') },
    { key: 'created', title: t('hotelVisa.list.columns.created'), render: (_, row) => format.dateTime(row.createdAt) },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        <FilterChoice
          width={{ xs: 24, md: 6 }}
          label={t('hotelVisa.list.status')}
          value={filters.status}
          anyLabel={t('hotelVisa.list.anyStatus')}
          options={HOTEL_VISA_STATUSES.map((status) => ({ value: status, label: t(`hotelVisa.statuses.${status}`) }))}
          onChange={(status) => show({ status })}
        />
        <FilterChoice<DatePreset>
          width={{ xs: 24, md: 6 }}
          label={t('hotelVisa.list.created')}
          value={filters.preset}
          anyLabel={t('hotelVisa.list.anyDate')}
          options={DATE_PRESETS.map((preset) => ({ value: preset, label: t(`common:datePresets.${preset}`) }))}
          onChange={(preset) => show({ preset })}
        />
        <Col flex="auto" />
      </Row>
      {answer.error !== undefined && !answer.isFetching ? <LoadFailure title={t('hotelVisa.list.loadFailed')} error={answer.error} onRetry={() => void answer.refetch()} /> : null}
      <Table<HotelVisaRow>
        data-testid="hotel-visa-list"
        aria-label={t(side === 'desk' ? 'hotelVisa.desk.queueLabel' : 'hotelVisa.list.label')}
        rowKey="id"
        size="middle"
        dataSource={rows}
        columns={columns}
        scroll={rows.length > 0 ? { x: 1000 } : undefined}
        {...listTableProps(answer, rows.length, <Typography.Text type="secondary">{t('hotelVisa.list.empty')}</Typography.Text>)}
        pagination={{
          current: filters.page,
          pageSize: 10,
          total: answer.data?.total ?? 0,
          showTotal: (total) => t('hotelVisa.list.total', { count: total }),
          onChange: (page) => show({ page }),
        }}
      />
    </Space>
  );
}
