import { App, Button, Flex, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOP_UP_STATUSES, type TopUp } from '@portal/contracts';
import { errorText, listTableProps, LoadFailure, useHostProps, useUserFormat } from '@portal/ui';
import { TOP_UP_STATUS_COLORS } from '../finance/labels';
import { AudienceGate } from '../shared/gate';
import { DEFAULT_PAGE_SIZE, usePagination } from '../shared/table';
import { useAgenciesQuery, useApproveTopUpMutation, useOperatorTopUpsQuery, useRejectTopUpMutation } from './api';
import { ReasonModal } from './ReasonModal';

/** `operator/top-ups`: declared bank transfers with their proofs, pending first; approve (credits the balance once) or reject. */
export default function TopUpsPage() {
  return (
    <AudienceGate audience="operator">
      <TopUps />
    </AudienceGate>
  );
}

/** Agency names by id: the top-up list carries the id only. */
function useAgencyNames(): (agencyId: string) => string {
  const agencies = useAgenciesQuery({ page: 1, pageSize: 100 });
  return (agencyId) => agencies.data?.items.find((agency) => agency.id === agencyId)?.agencyName ?? agencyId;
}

function TopUps() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const format = useUserFormat();
  const { serviceBaseUrl } = useHostProps();
  const agencyName = useAgencyNames();
  const [status, setStatus] = useState<TopUp['status'] | undefined>('pending');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [rejecting, setRejecting] = useState<TopUp | null>(null);
  const topUps = useOperatorTopUpsQuery({ ...paging, status }, { refetchOnMountOrArgChange: true });
  const [approve, approval] = useApproveTopUpMutation();
  const [reject, rejection] = useRejectTopUpMutation();
  const pagination = usePagination(paging.page, paging.pageSize, topUps.data?.total, (page, pageSize) => setPaging({ page, pageSize }));
  const describe = (topUp: TopUp) => ({ amount: format.money(topUp.amount, topUp.currency), agency: agencyName(topUp.agencyId), reference: topUp.bankReference });

  const confirmApproval = (topUp: TopUp) =>
    modal.confirm({
      title: t('operator.topUps.approve.title', describe(topUp)),
      content: t('operator.topUps.approve.body', describe(topUp)),
      okText: t('operator.topUps.approve.action'),
      cancelText: t('common:actions.cancel'),
      // The dialog's button waits for the answer, and the service decides once: a second click changes nothing.
      onOk: async () => {
        try {
          await approve(topUp.id).unwrap();
          message.success(t('operator.topUps.approve.done', describe(topUp)));
        } catch (error) {
          message.error(errorText(t, error));
        }
      },
    });

  const submitRejection = async (reason: string) => {
    if (!rejecting) return;
    try {
      await reject({ id: rejecting.id, reason }).unwrap();
      message.success(t('operator.topUps.reject.done', describe(rejecting)));
      setRejecting(null);
    } catch (error) {
      message.error(errorText(t, error));
    }
  };

  const columns: TableColumnsType<TopUp> = [
    { key: 'createdAt', title: t('finance.topUps.declaredAt'), render: (_, topUp) => format.dateTime(topUp.createdAt), width: 160 },
    { key: 'agency', title: t('operator.topUps.agency'), render: (_, topUp) => <Typography.Text strong>{agencyName(topUp.agencyId)}</Typography.Text> },
    { key: 'amount', title: t('finance.topUps.amount'), align: 'right', render: (_, topUp) => <Typography.Text strong>{format.money(topUp.amount, topUp.currency)}</Typography.Text> },
    { key: 'bankReference', dataIndex: 'bankReference', title: t('finance.topUps.bankReference') },
    {
      key: 'proofs',
      title: t('finance.topUps.proofs'),
      render: (_, topUp) => (
        <Space orientation="vertical" size={0}>
          {topUp.proofs.map((proof) => (
            <a key={proof.index} href={`${serviceBaseUrl}/account/top-ups/${topUp.id}/proofs/${proof.index}`} target="_blank" rel="noopener noreferrer">
              {proof.fileName}
            </a>
          ))}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('finance.topUps.status'),
      render: (_, topUp) => (
        <Space orientation="vertical" size={0}>
          <Tag color={TOP_UP_STATUS_COLORS[topUp.status]}>{t(`finance.topUps.statuses.${topUp.status}`)}</Tag>
          {topUp.reason ? <Typography.Text type="secondary">{topUp.reason}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, topUp) => {
        const busy = (approval.isLoading && approval.originalArgs === topUp.id) || (rejection.isLoading && rejection.originalArgs?.id === topUp.id);
        return topUp.status === 'pending' ? (
          <Space>
            <Button type="primary" size="small" disabled={busy} onClick={() => confirmApproval(topUp)}>
              {t('operator.topUps.approve.action')}
            </Button>
            <Button danger size="small" disabled={busy} onClick={() => setRejecting(topUp)}>
              {t('operator.topUps.reject.action')}
            </Button>
          </Space>
        ) : (
          <Typography.Text type="secondary">{topUp.decidedAt ? format.dateTime(topUp.decidedAt) : '—'}</Typography.Text>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Select<TopUp['status'] | 'all'>
        aria-label={t('finance.topUps.status')}
        value={status ?? 'all'}
        onChange={(value) => {
          setStatus(value === 'all' ? undefined : value);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        style={{ width: 200 }}
        options={[...TOP_UP_STATUSES.map((value) => ({ value, label: t(`finance.topUps.statuses.${value}`) })), { value: 'all', label: t('finance.topUps.allStatuses') }]}
      />
      {topUps.isError ? <LoadFailure error={topUps.error} onRetry={() => void topUps.refetch()} /> : null}
      <Table<TopUp>
        rowKey="id"
        columns={columns}
        dataSource={topUps.data?.items}
        pagination={pagination}
        {...listTableProps(topUps, topUps.data?.items.length ?? 0, status === 'pending' ? t('operator.topUps.nonePending') : t('finance.topUps.empty'))}
        scroll={{ x: 'max-content' }}
      />
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? t('operator.topUps.reject.title', describe(rejecting)) : ''}
        warning={t('operator.topUps.reject.warning')}
        okText={t('operator.topUps.reject.action')}
        loading={rejection.isLoading}
        onSubmit={(reason) => void submitRejection(reason)}
        onCancel={() => setRejecting(null)}
      />
    </Flex>
  );
}
