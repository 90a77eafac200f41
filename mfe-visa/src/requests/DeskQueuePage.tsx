import { Col, Input, Row, Select, Space, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { datePatternOf, VISA_REQUEST_STATUSES, type VisaRequestStatus } from '@portal/contracts';
import { dateText, FilterChoice, PagedList, useDebounced, useDocumentTitle, useNow, useUserFormat } from '@portal/ui';
import { useVisaDeskRequestsQuery, useVisaDestinationsQuery, type VisaDeskPage } from './api';
import { countryName, VisaStatusTag } from './bits';
import { DESK_SORTS, deskFiltersFromSearch, deskQueryOf, PAGE_SIZES, searchOfDeskFilters, type DeskFilters } from './filters';
import { waitingText } from './waiting';

const TYPING_SETTLES_MS = 300;
/** The queue refreshes itself while open, so new requests and re-uploads show up. */
const QUEUE_REFRESH_MS = 30_000;

type Row = VisaDeskPage['items'][number];

/** `visa/desk`: every agency's visa requests, the longest waiting first, filters in the URL. */
export function DeskQueuePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('desk.title'));
  const format = useUserFormat();
  const now = useNow();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = deskFiltersFromSearch(location.search);
  const show = (next: Partial<DeskFilters>) => navigate({ search: searchOfDeskFilters({ ...filters, page: 1, ...next }) }, { replace: true });
  const [typed, setTyped] = useState(filters.q);
  const settled = useDebounced(typed, TYPING_SETTLES_MS);
  useEffect(() => {
    if (settled.trim() !== filters.q) show({ q: settled });
    // Only a settled change of what was typed moves the URL, so the URL's own changes never loop back.
  }, [settled]);

  const answer = useVisaDeskRequestsQuery(deskQueryOf(filters), { pollingInterval: QUEUE_REFRESH_MS, refetchOnMountOrArgChange: true });
  const destinations = useVisaDestinationsQuery();
  const pattern = datePatternOf(format.dateTimeFormat);
  const columns: TableColumnsType<Row> = [
    { key: 'reference', title: t('deskView.columns.reference'), render: (_, row) => <Link to={`/visa/desk/${row.id}`}>{row.reference}</Link> },
    { key: 'agency', title: t('deskView.columns.agency'), dataIndex: 'agencyName' },
    { key: 'client', title: t('deskView.columns.client'), render: (_, row) => `${row.client}${row.people > 1 ? ` +${row.people - 1}` : ''}` },
    { key: 'destination', title: t('deskView.columns.destination'), render: (_, row) => `${countryName(row.destination, format.language)} · ${t(`common:visaTypes.${row.visaType}`)}` },
    { key: 'travelDate', title: t('deskView.columns.travelDate'), render: (_, row) => dateText(row.travelDate, pattern) },
    { key: 'status', title: t('deskView.columns.status'), render: (_, row) => <VisaStatusTag status={row.visaStatus} /> },
    { key: 'waiting', title: t('deskView.columns.waiting'), render: (_, row) => waitingText(row.visaStatusAt, now, format.language) },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[12, 12]} align="middle">
        <Col xs={24} md={6}>
          <Input
            aria-label={t('deskView.search')}
            placeholder={t('deskView.search')}
            value={typed}
            maxLength={100}
            allowClear
            onChange={(event) => setTyped(event.target.value)}
            data-testid="visa-desk-search"
          />
        </Col>
        <FilterChoice<VisaRequestStatus>
          label={t('list.filters.visaStatus')}
          value={filters.visaStatus}
          anyLabel={t('list.filters.anyStatus')}
          options={VISA_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`common:visaStatuses.${status}`) }))}
          onChange={(visaStatus) => show({ visaStatus })}
        />
        <FilterChoice<string>
          label={t('deskView.destination')}
          value={filters.destination}
          anyLabel={t('deskView.anyDestination')}
          options={(destinations.data ?? []).map((item) => ({ value: item.country, label: countryName(item.country, format.language) }))}
          onChange={(destination) => show({ destination })}
        />
        <Col xs={24} md={4}>
          <Select<DeskFilters['sort']>
            aria-label={t('deskView.sort')}
            style={{ width: '100%' }}
            value={filters.sort}
            onChange={(sort) => show({ sort })}
            options={DESK_SORTS.map((sort) => ({ value: sort, label: t(`deskView.sorts.${sort}`) }))}
          />
        </Col>
      </Row>
      <PagedList<Row>
        answer={answer}
        page={filters}
        paging={{ sizes: PAGE_SIZES, perPage: t('common:pagination.perPage'), totalText: (count) => t('list.total', { count }), onPage: show }}
        emptyText={t('deskView.empty')}
        failureTitle={t('list.loadFailed')}
        rowKey="id"
        columns={columns}
        scroll={{ x: 900 }}
        data-testid="visa-desk-queue"
      />
    </Space>
  );
}
