import { App, Button, Flex, Select, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, listTableProps, LoadFailure, useUserFormat } from '@portal/ui';
import { AudienceGate } from '../shared/gate';
import { DEFAULT_PAGE_SIZE, usePagination } from '../shared/table';
import { EMAIL_STATUSES, useEmailsQuery, useRetryEmailMutation, type EmailStatus, type QueuedEmail } from './api';

const EMAIL_STATUS_COLORS: Record<EmailStatus, string> = { failed: 'red', pending: 'gold', sending: 'blue', sent: 'green' };

/** `operator/emails`: emails the portal could not send (spec §8: error sending email), and sending them again. */
export default function EmailsPage() {
  return (
    <AudienceGate audience="operator">
      <Emails />
    </AudienceGate>
  );
}

function Emails() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useUserFormat();
  const [status, setStatus] = useState<EmailStatus | undefined>('failed');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const emails = useEmailsQuery({ ...paging, status }, { refetchOnMountOrArgChange: true });
  const [retry, retrying] = useRetryEmailMutation();
  const pagination = usePagination(paging.page, paging.pageSize, emails.data?.total, (page, pageSize) => setPaging({ page, pageSize }));

  const sendAgain = async (email: QueuedEmail) => {
    try {
      await retry(email.id).unwrap();
      message.success(t('operator.emails.queued', { to: email.to }));
    } catch (error) {
      message.error(errorText(t, error));
    }
  };

  const columns: TableColumnsType<QueuedEmail> = [
    { key: 'createdAt', title: t('operator.emails.createdAt'), render: (_, email) => format.dateTime(email.createdAt), width: 160 },
    { key: 'to', dataIndex: 'to', title: t('operator.emails.to') },
    { key: 'subject', dataIndex: 'subject', title: t('operator.emails.subject') },
    {
      key: 'status',
      title: t('operator.emails.status'),
      render: (_, email) => <Tag color={EMAIL_STATUS_COLORS[email.status]}>{t(`operator.emails.statuses.${email.status}`)}</Tag>,
    },
    { key: 'attempts', dataIndex: 'attempts', title: t('operator.emails.attempts'), align: 'right' },
    {
      key: 'lastError',
      title: t('operator.emails.lastError'),
      render: (_, email) =>
        email.lastError ? (
          <Tooltip title={email.lastError}>
            <Typography.Text type="danger" ellipsis style={{ maxWidth: 260 }}>
              {email.lastError}
            </Typography.Text>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, email) =>
        email.status === 'failed' ? (
          <Button size="small" onClick={() => void sendAgain(email)} loading={retrying.isLoading && retrying.originalArgs === email.id}>
            {t('operator.emails.retry')}
          </Button>
        ) : email.sentAt ? (
          <Typography.Text type="secondary">{t('operator.emails.sentAt', { when: format.dateTime(email.sentAt) })}</Typography.Text>
        ) : null,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Select<EmailStatus | 'all'>
        aria-label={t('operator.emails.status')}
        value={status ?? 'all'}
        onChange={(value) => {
          setStatus(value === 'all' ? undefined : value);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        style={{ width: 220 }}
        options={[...EMAIL_STATUSES.map((value) => ({ value, label: t(`operator.emails.statuses.${value}`) })), { value: 'all', label: t('operator.emails.allStatuses') }]}
      />
      {emails.isError ? <LoadFailure error={emails.error} onRetry={() => void emails.refetch()} /> : null}
      <Table<QueuedEmail>
        rowKey="id"
        columns={columns}
        dataSource={emails.data?.items}
        pagination={pagination}
        {...listTableProps(emails, emails.data?.items.length ?? 0, status === 'failed' ? t('operator.emails.noneFailed') : t('operator.emails.empty'))}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
