import { App, Button, Flex, Input, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_STATUSES } from '@portal/contracts';
import { errorText, listTableProps, LoadFailure, useUserFormat } from '@portal/ui';
import { AGENCY_STATUS_COLORS } from '../shared/labels';
import { AudienceGate } from '../shared/gate';
import { DEFAULT_PAGE_SIZE, usePagination } from '../shared/table';
import { useDebounced } from '../shared/use-debounced';
import { useAgenciesQuery, useApproveAgencyMutation, useRejectAgencyMutation, useSetDeveloperAccessMutation, type AgencySummary } from './api';
import { ReasonModal } from './ReasonModal';

type AgencyStatus = AgencySummary['status'];

/** `operator/agencies`: agencies that signed up, those awaiting approval first; approve or reject them, and turn their API access off or on. */
export default function AgenciesPage() {
  return (
    <AudienceGate audience="operator">
      <Agencies />
    </AudienceGate>
  );
}

function Agencies() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const format = useUserFormat();
  const [status, setStatus] = useState<AgencyStatus | undefined>('pending_approval');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [rejecting, setRejecting] = useState<AgencySummary | null>(null);
  const term = useDebounced(search.trim());
  const agencies = useAgenciesQuery({ ...paging, status, search: term || undefined }, { refetchOnMountOrArgChange: true });
  const [approve, approval] = useApproveAgencyMutation();
  const [reject, rejection] = useRejectAgencyMutation();
  const [setDeveloperAccess, developerAccess] = useSetDeveloperAccessMutation();
  const pagination = usePagination(paging.page, paging.pageSize, agencies.data?.total, (page, pageSize) => setPaging({ page, pageSize }));
  const firstPage = () => setPaging((current) => ({ ...current, page: 1 }));

  const confirmApproval = (agency: AgencySummary) =>
    modal.confirm({
      title: t('operator.agencies.approve.title', { name: agency.agencyName }),
      content: t('operator.agencies.approve.body', { email: agency.adminEmail }),
      okText: t('operator.agencies.approve.action'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await approve(agency.id).unwrap();
          message.success(t('operator.agencies.approve.done', { name: agency.agencyName }));
        } catch (error) {
          message.error(errorText(t, error));
        }
      },
    });

  const confirmDeveloperAccess = (agency: AgencySummary) => {
    const turn = agency.developerActive ? 'off' : 'on';
    modal.confirm({
      title: t(`operator.agencies.developer.${turn}.title`, { name: agency.agencyName }),
      content: t(`operator.agencies.developer.${turn}.body`),
      okText: t(`operator.agencies.developer.${turn}.action`),
      okButtonProps: { danger: turn === 'off' },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await setDeveloperAccess({ id: agency.id, active: !agency.developerActive }).unwrap();
          message.success(t(`operator.agencies.developer.${turn}.done`, { name: agency.agencyName }));
        } catch (error) {
          message.error(errorText(t, error));
        }
      },
    });
  };

  const submitRejection = async (reason: string) => {
    if (!rejecting) return;
    try {
      await reject({ id: rejecting.id, reason }).unwrap();
      message.success(t('operator.agencies.reject.done', { name: rejecting.agencyName }));
      setRejecting(null);
    } catch (error) {
      message.error(errorText(t, error));
    }
  };

  const columns: TableColumnsType<AgencySummary> = [
    {
      key: 'agencyName',
      title: t('operator.agencies.columns.agency'),
      render: (_, agency) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{agency.agencyName}</Typography.Text>
          <Typography.Text type="secondary">
            {agency.city}, {agency.country}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'adminEmail', dataIndex: 'adminEmail', title: t('operator.agencies.columns.admin') },
    { key: 'contractCurrency', dataIndex: 'contractCurrency', title: t('company.fields.contractCurrency') },
    { key: 'createdAt', title: t('operator.agencies.columns.createdAt'), render: (_, agency) => format.dateTime(agency.createdAt) },
    {
      key: 'status',
      title: t('operator.agencies.columns.status'),
      render: (_, agency) => (
        <Space orientation="vertical" size={0}>
          <Tag color={AGENCY_STATUS_COLORS[agency.status]}>{t(`company.statuses.${agency.status}`)}</Tag>
          {agency.rejectionReason ? <Typography.Text type="secondary">{agency.rejectionReason}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'developer',
      title: t('operator.agencies.developer.column'),
      render: (_, agency) => (
        <Space>
          <Tag color={agency.developerActive ? 'success' : 'error'}>{t(agency.developerActive ? 'operator.agencies.developer.active' : 'operator.agencies.developer.inactive')}</Tag>
          <Button size="small" onClick={() => confirmDeveloperAccess(agency)} loading={developerAccess.isLoading && developerAccess.originalArgs?.id === agency.id}>
            {t(agency.developerActive ? 'operator.agencies.developer.off.action' : 'operator.agencies.developer.on.action')}
          </Button>
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, agency) =>
        agency.status === 'pending_approval' ? (
          <Space>
            <Button type="primary" size="small" onClick={() => confirmApproval(agency)} loading={approval.isLoading && approval.originalArgs === agency.id}>
              {t('operator.agencies.approve.action')}
            </Button>
            <Button danger size="small" onClick={() => setRejecting(agency)}>
              {t('operator.agencies.reject.action')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Space wrap>
        <Input.Search
          allowClear
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            firstPage();
          }}
          placeholder={t('operator.agencies.searchPlaceholder')}
          aria-label={t('operator.agencies.search')}
          style={{ width: 280 }}
        />
        <Select<AgencyStatus | 'all'>
          aria-label={t('operator.agencies.columns.status')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            firstPage();
          }}
          style={{ width: 220 }}
          options={[{ value: 'all', label: t('operator.agencies.allStatuses') }, ...AGENCY_STATUSES.map((value) => ({ value, label: t(`company.statuses.${value}`) }))]}
        />
      </Space>
      {agencies.isError ? <LoadFailure error={agencies.error} onRetry={() => void agencies.refetch()} /> : null}
      <Table<AgencySummary>
        rowKey="id"
        columns={columns}
        dataSource={agencies.data?.items}
        pagination={pagination}
        {...listTableProps(agencies, agencies.data?.items.length ?? 0, status === 'pending_approval' && !term ? t('operator.agencies.nonePending') : t('operator.agencies.empty'))}
        scroll={{ x: 'max-content' }}
      />
      <ReasonModal
        open={rejecting !== null}
        title={t('operator.agencies.reject.title', { name: rejecting?.agencyName ?? '' })}
        warning={t('operator.agencies.reject.warning')}
        okText={t('operator.agencies.reject.action')}
        loading={rejection.isLoading}
        onSubmit={(reason) => void submitRejection(reason)}
        onCancel={() => setRejecting(null)}
      />
    </Flex>
  );
}
