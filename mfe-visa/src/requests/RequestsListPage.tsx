import { Button, Col, Input, Row, Space, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { canMoveVisa, datePatternOf, VISA_REQUEST_STATUSES, type VisaRequestSummary, type VisaRequestStatus } from '@portal/contracts';
import { DATE_PRESETS, DateField, dateText, FilterChoice, PagedList, StatusTag, useDebounced, useDocumentTitle, useUserFormat, type DatePreset } from '@portal/ui';
import { useVisaRequestsQuery } from './api';
import { countryName, VisaStatusTag } from './bits';
import { CancelVisaAction } from './CancelVisaAction';
import { PAGE_SIZES, requestsFiltersFromSearch, requestsQueryOf, searchOfRequestsFilters, type RequestsFilters } from './filters';

const TYPING_SETTLES_MS = 300;

/** `bookings/visa`: spec §2's columns (ref, start of journey, client, status, actions), filters and page kept in the URL. */
export function RequestsListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bookings.title'));
  const format = useUserFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = requestsFiltersFromSearch(location.search);
  const show = (next: Partial<RequestsFilters>) => navigate({ search: searchOfRequestsFilters({ ...filters, page: 1, ...next }) }, { replace: true });

  const [typed, setTyped] = useState({ reference: filters.reference, passenger: filters.passenger });
  const settled = useDebounced(typed, TYPING_SETTLES_MS);
  useEffect(() => {
    if (settled.reference.trim() !== filters.reference || settled.passenger.trim() !== filters.passenger) show(settled);
    // Only a settled change of what was typed moves the URL, so the URL's own changes never loop back.
  }, [settled]);

  const answer = useVisaRequestsQuery(requestsQueryOf(filters, format.timeZone), { refetchOnMountOrArgChange: true });
  const pattern = datePatternOf(format.dateTimeFormat);

  const columns: TableColumnsType<VisaRequestSummary> = [
    { key: 'reference', title: t('list.reference'), render: (_, row) => <Link to={`/summary/${row.id}`}>{row.reference}</Link> },
    { key: 'travelDate', title: t('list.travelDate'), render: (_, row) => dateText(row.travelDate, pattern) },
    { key: 'client', title: t('list.client'), render: (_, row) => `${row.client}${row.people > 1 ? ` +${row.people - 1}` : ''}` },
    { key: 'destination', title: t('list.destination'), render: (_, row) => `${countryName(row.destination, format.language)} · ${t(`common:visaTypes.${row.visaType}`)}` },
    {
      key: 'status',
      title: t('list.status'),
      render: (_, row) => (
        <Space size={4} wrap>
          <VisaStatusTag status={row.visaStatus} />
          {row.status !== 'confirmed' ? <StatusTag status={row.status} /> : null}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('list.actions'),
      render: (_, row) => (
        <Space size="small">
          <Link to={`/summary/${row.id}`}>{t('list.view')}</Link>
          {canMoveVisa(row.visaStatus, 'cancelled') ? <CancelVisaAction request={row} /> : null}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row gutter={[12, 12]} align="middle">
        <Col xs={24} md={4}>
          <Input
            aria-label={t('list.filters.reference')}
            placeholder={t('list.filters.reference')}
            value={typed.reference}
            maxLength={20}
            allowClear
            onChange={(event) => setTyped({ ...typed, reference: event.target.value })}
          />
        </Col>
        <Col xs={24} md={4}>
          <Input
            aria-label={t('list.filters.passenger')}
            placeholder={t('list.filters.passenger')}
            value={typed.passenger}
            maxLength={30}
            allowClear
            onChange={(event) => setTyped({ ...typed, passenger: event.target.value })}
          />
        </Col>
        <FilterChoice<VisaRequestStatus>
          label={t('list.filters.visaStatus')}
          value={filters.visaStatus}
          anyLabel={t('list.filters.anyStatus')}
          options={VISA_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`common:visaStatuses.${status}`) }))}
          onChange={(visaStatus) => show({ visaStatus })}
        />
        <FilterChoice<DatePreset>
          label={t('list.filters.dates')}
          value={filters.dates}
          anyLabel={t('list.filters.anyDate')}
          options={DATE_PRESETS.map((preset) => ({ value: preset, label: t(`common:datePresets.${preset}`) }))}
          onChange={(dates) => show({ dates })}
        />
        <Col xs={12} md={3}>
          <DateField
            aria-label={t('list.filters.travelFrom')}
            value={filters.travelFrom}
            onChange={(travelFrom) => show({ travelFrom: travelFrom && /^\d{4}-\d{2}-\d{2}$/.test(travelFrom) ? travelFrom : undefined })}
          />
        </Col>
        <Col xs={12} md={3}>
          <DateField
            aria-label={t('list.filters.travelTo')}
            value={filters.travelTo}
            onChange={(travelTo) => show({ travelTo: travelTo && /^\d{4}-\d{2}-\d{2}$/.test(travelTo) ? travelTo : undefined })}
          />
        </Col>
        <Col xs={24} md={2} style={{ textAlign: 'right' }}>
          <Button type="primary" onClick={() => navigate('/visa')} data-testid="new-visa-request">
            {t('list.newRequest')}
          </Button>
        </Col>
      </Row>
      <PagedList<VisaRequestSummary>
        answer={answer}
        page={filters}
        paging={{ sizes: PAGE_SIZES, perPage: t('common:pagination.perPage'), totalText: (count) => t('list.total', { count }), onPage: show }}
        emptyText={t('list.empty')}
        failureTitle={t('list.loadFailed')}
        rowKey="id"
        columns={columns}
        scroll={{ x: 900 }}
        data-testid="visa-requests"
      />
    </Space>
  );
}
