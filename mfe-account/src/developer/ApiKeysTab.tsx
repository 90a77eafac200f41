import { Alert, App, Button, Flex, Form, Input, Modal, Radio, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_MODES, type ApiKeyCreated, type ApiKeyMode, type ApiKeyRow } from '@portal/contracts';
import { errorText, listTableProps, LoadFailure, useUserFormat } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { useRules } from '../shared/rules';
import { DEFAULT_PAGE_SIZE, usePagination } from '../shared/table';
import { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } from './api';

interface CreateForm {
  name: string;
  mode: ApiKeyMode;
}

/** The agency admin's keys of the integrator API: listed, created (the key shown once) and revoked. */
export function ApiKeysTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const format = useUserFormat();
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const keys = useApiKeysQuery(paging, { refetchOnMountOrArgChange: true });
  const [revoke, revoking] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const pagination = usePagination(paging.page, paging.pageSize, keys.data?.total, (page, pageSize) => setPaging({ page, pageSize }));

  const confirmRevoke = (key: ApiKeyRow) =>
    modal.confirm({
      title: t('apiKeys.revoke.title', { name: key.name }),
      content: t('apiKeys.revoke.body'),
      okText: t('apiKeys.revoke.action'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await revoke(key.id).unwrap();
          message.success(t('apiKeys.revoke.done', { name: key.name }));
        } catch (error) {
          message.error(errorText(t, error));
        }
      },
    });

  const columns: TableColumnsType<ApiKeyRow> = [
    { key: 'name', dataIndex: 'name', title: t('apiKeys.columns.name') },
    { key: 'mode', title: t('apiKeys.columns.mode'), render: (_, key) => <Tag color={key.mode === 'live' ? 'green' : 'blue'}>{t(`apiKeys.modes.${key.mode}`)}</Tag> },
    { key: 'prefix', title: t('apiKeys.columns.prefix'), render: (_, key) => <Typography.Text code>{key.prefix}…</Typography.Text> },
    { key: 'createdAt', title: t('apiKeys.columns.createdAt'), render: (_, key) => `${format.dateTime(key.createdAt)} · ${key.createdBy}` },
    { key: 'lastUsedAt', title: t('apiKeys.columns.lastUsedAt'), render: (_, key) => (key.lastUsedAt ? format.dateTime(key.lastUsedAt) : t('apiKeys.neverUsed')) },
    {
      key: 'status',
      title: t('apiKeys.columns.status'),
      render: (_, key) => (key.revokedAt ? <Tag color="default">{t('apiKeys.revokedOn', { date: format.dateTime(key.revokedAt) })}</Tag> : <Tag color="success">{t('apiKeys.active')}</Tag>),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, key) =>
        key.revokedAt ? null : (
          <Button danger size="small" onClick={() => confirmRevoke(key)} loading={revoking.isLoading && revoking.originalArgs === key.id}>
            {t('apiKeys.revoke.action')}
          </Button>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">{t('apiKeys.lead')}</Typography.Paragraph>
      <Flex>
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('apiKeys.create.action')}
        </Button>
      </Flex>
      {keys.isError ? <LoadFailure error={keys.error} onRetry={() => void keys.refetch()} /> : null}
      <Table<ApiKeyRow>
        rowKey="id"
        columns={columns}
        dataSource={keys.data?.items}
        pagination={pagination}
        {...listTableProps(keys, keys.data?.items.length ?? 0, t('apiKeys.empty'))}
        scroll={{ x: 'max-content' }}
      />
      <CreateKeyModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <Modal
        open={created !== null}
        title={t('apiKeys.created.title', { name: created?.name ?? '' })}
        onCancel={() => setCreated(null)}
        footer={
          <Button type="primary" onClick={() => setCreated(null)}>
            {t('apiKeys.created.done')}
          </Button>
        }
      >
        <Flex vertical gap={12}>
          <Alert type="warning" showIcon message={t('apiKeys.created.warning')} />
          <Typography.Text code copyable={{ text: created?.key ?? '', tooltips: [t('apiKeys.created.copy'), t('apiKeys.created.copied')] }} style={{ wordBreak: 'break-all' }}>
            {created?.key}
          </Typography.Text>
        </Flex>
      </Modal>
    </Flex>
  );
}

function CreateKeyModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: ApiKeyCreated) => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const [form] = Form.useForm<CreateForm>();
  const fail = useFormFailure(form);
  const [create, creation] = useCreateApiKeyMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: CreateForm) => {
    setFailure(null);
    try {
      const key = await create(values).unwrap();
      form.resetFields();
      onCreated(key);
    } catch (error) {
      fail(error, setFailure);
    }
  };

  return (
    <Modal
      open={open}
      title={t('apiKeys.create.title')}
      okText={t('apiKeys.create.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={creation.isLoading}
      onOk={() => form.submit()}
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ mode: 'sandbox' }}>
        <Form.Item name="name" label={t('apiKeys.columns.name')} rules={[rules.required(), rules.max(60)]} extra={t('apiKeys.create.nameHint')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="mode" label={t('apiKeys.columns.mode')} rules={[rules.requiredChoice()]} extra={t('apiKeys.create.modeHint')}>
          <Radio.Group options={API_KEY_MODES.map((mode) => ({ value: mode, label: t(`apiKeys.modes.${mode}`) }))} />
        </Form.Item>
        {failure ? <Alert type="error" showIcon message={failure} /> : null}
      </Form>
    </Modal>
  );
}
