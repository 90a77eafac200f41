import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Flex, Form, Input, Modal, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isWebhookUrl, WEBHOOK_EVENT_TYPES, type WebhookDelivery, type WebhookDeliveryStatus, type WebhookEndpoint, type WebhookEventType } from '@portal/contracts';
import { CheckboxGroupField, errorText, listTableProps, LoadFailure, useUserFormat } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { DEFAULT_PAGE_SIZE, usePagination } from '../shared/table';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useUpdateWebhookEndpointMutation,
  useWebhookDeliveriesQuery,
  useWebhookEndpointsQuery,
} from './webhooks-api';

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = { pending: 'gold', delivered: 'green', failed: 'red' };

/** `distributor/account` → Webhooks (agency admins): the agency's endpoints and what was delivered to them. */
export function WebhooksTab() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={32}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('webhooks.description')}
      </Typography.Paragraph>
      <Endpoints />
      <Deliveries />
    </Flex>
  );
}

interface EndpointForm {
  url: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
}

function Endpoints() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const format = useUserFormat();
  const endpoints = useWebhookEndpointsQuery();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [remove] = useDeleteWebhookEndpointMutation();
  const [sendTest, testing] = useSendWebhookTestMutation();
  const items = endpoints.data?.items ?? [];
  const full = endpoints.data ? items.length >= endpoints.data.max : false;

  const confirmRotate = (endpoint: WebhookEndpoint) =>
    modal.confirm({
      title: t('webhooks.rotate.title'),
      content: t('webhooks.rotate.body', { url: endpoint.url }),
      okText: t('webhooks.rotate.action'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          setSecret((await rotate(endpoint.id).unwrap()).secret);
        } catch (error) {
          message.error(errorText(t, error));
        }
      },
    });
  const confirmDelete = (endpoint: WebhookEndpoint) =>
    modal.confirm({
      title: t('webhooks.delete.title'),
      content: t('webhooks.delete.body', { url: endpoint.url }),
      okText: t('webhooks.delete.action'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await remove(endpoint.id).unwrap();
          message.success(t('webhooks.delete.done'));
        } catch (error) {
          message.error(errorText(t, error));
        }
      },
    });
  const test = async (endpoint: WebhookEndpoint) => {
    try {
      await sendTest(endpoint.id).unwrap();
      message.success(t('webhooks.test.sent'));
    } catch (error) {
      message.error(errorText(t, error));
    }
  };

  const columns: TableColumnsType<WebhookEndpoint> = [
    { key: 'url', title: t('webhooks.columns.url'), render: (_, e) => <Typography.Text code>{e.url}</Typography.Text> },
    {
      key: 'eventTypes',
      title: t('webhooks.columns.eventTypes'),
      render: (_, e) => (
        <Space size={[0, 4]} wrap>
          {e.eventTypes.map((type) => (
            <Tag key={type}>{t(`common:webhookEventTypes.${type}`)}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'enabled', title: t('webhooks.columns.enabled'), render: (_, e) => <Tag color={e.enabled ? 'green' : 'default'}>{t(e.enabled ? 'webhooks.enabled' : 'webhooks.disabled')}</Tag> },
    { key: 'secret', title: t('webhooks.columns.secret'), responsive: ['xl'], render: (_, e) => <Typography.Text type="secondary">{`${e.secretPrefix}…`}</Typography.Text> },
    { key: 'createdAt', title: t('webhooks.columns.createdAt'), responsive: ['xl'], render: (_, e) => format.date(e.createdAt) },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, e) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setEditing(e)}>
            {t('webhooks.actions.edit')}
          </Button>
          <Tooltip title={e.enabled ? undefined : t('webhooks.test.disabled')}>
            <Button type="link" size="small" disabled={!e.enabled} onClick={() => void test(e)} loading={testing.isLoading && testing.originalArgs === e.id}>
              {t('webhooks.actions.test')}
            </Button>
          </Tooltip>
          <Button type="link" size="small" onClick={() => confirmRotate(e)} loading={rotating.isLoading && rotating.originalArgs === e.id}>
            {t('webhooks.actions.rotate')}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(e)}>
            {t('webhooks.actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('webhooks.endpointsTitle')}
        </Typography.Title>
        <Tooltip title={full ? t('webhooks.full', { max: endpoints.data?.max }) : undefined}>
          <Button type="primary" icon={<PlusOutlined />} disabled={!endpoints.data || full} onClick={() => setEditing('new')}>
            {t('webhooks.add')}
          </Button>
        </Tooltip>
      </Flex>
      {endpoints.error && !endpoints.isFetching ? <LoadFailure error={endpoints.error} onRetry={() => void endpoints.refetch()} /> : null}
      <Table rowKey="id" columns={columns} dataSource={items} pagination={false} scroll={{ x: 'max-content' }} {...listTableProps(endpoints, items.length, t('webhooks.empty'))} />
      {editing ? <EndpointModal endpoint={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSecret={setSecret} /> : null}
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Flex>
  );
}

/** Adds an endpoint (its secret shown next) or edits one: its URL, event types and whether it is on. */
function EndpointModal({ endpoint, onClose, onSecret }: { endpoint: WebhookEndpoint | null; onClose: () => void; onSecret: (secret: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EndpointForm>();
  const fail = useFormFailure(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [update, updating] = useUpdateWebhookEndpointMutation();

  const onFinish = async (values: EndpointForm) => {
    setFailure(null);
    try {
      if (endpoint) await update({ id: endpoint.id, ...values }).unwrap();
      else onSecret((await create(values).unwrap()).secret);
      onClose();
    } catch (error) {
      fail(error, setFailure);
    }
  };

  return (
    <Modal
      open
      title={t(endpoint ? 'webhooks.form.editTitle' : 'webhooks.form.addTitle')}
      okText={t(endpoint ? 'webhooks.form.save' : 'webhooks.form.create')}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={creating.isLoading || updating.isLoading}
      destroyOnHidden
    >
      <Form<EndpointForm>
        form={form}
        layout="vertical"
        initialValues={endpoint ? { url: endpoint.url, eventTypes: endpoint.eventTypes, enabled: endpoint.enabled } : { url: '', eventTypes: [], enabled: true }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="url"
          label={t('webhooks.form.url')}
          extra={t('webhooks.form.urlHint')}
          rules={[
            { required: true, whitespace: true, message: t('common:errors.requiredField') },
            { validator: (_, value: string) => (!value || isWebhookUrl(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('validation.invalid_url')))) },
          ]}
        >
          <Input placeholder="https://" autoComplete="url" maxLength={2000} />
        </Form.Item>
        <Form.Item name="eventTypes" label={t('webhooks.form.eventTypes')} rules={[{ required: true, type: 'array', min: 1, message: t('validation.required') }]}>
          <CheckboxGroupField>
            <Flex vertical gap={4}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type}>
                  {t(`common:webhookEventTypes.${type}`)} <Typography.Text type="secondary">({type})</Typography.Text>
                </Checkbox>
              ))}
            </Flex>
          </CheckboxGroupField>
        </Form.Item>
        <Form.Item name="enabled" valuePropName="checked">
          <Checkbox>{t('webhooks.form.enabled')}</Checkbox>
        </Form.Item>
        {failure ? <Alert type="error" showIcon message={failure} /> : null}
      </Form>
    </Modal>
  );
}

/** The signing secret, once: after this dialog nobody sees it again. */
function SecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={secret !== null} title={t('webhooks.secret.title')} onOk={onClose} onCancel={onClose} okText={t('webhooks.secret.done')} cancelButtonProps={{ style: { display: 'none' } }}>
      <Alert type="warning" showIcon message={t('webhooks.secret.once')} style={{ marginBottom: 16 }} />
      <Typography.Paragraph copyable={{ text: secret ?? '', tooltips: [t('webhooks.secret.copy'), t('webhooks.secret.copied')] }} code>
        {secret}
      </Typography.Paragraph>
    </Modal>
  );
}

function Deliveries() {
  const { t } = useTranslation();
  const format = useUserFormat();
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const deliveries = useWebhookDeliveriesQuery(paging);
  const endpoints = useWebhookEndpointsQuery();
  const pagination = usePagination(paging.page, paging.pageSize, deliveries.data?.total, (page, pageSize) => setPaging({ page, pageSize }));
  const rows = deliveries.data?.items ?? [];
  const urlOf = (id: string) => endpoints.data?.items.find((e) => e.id === id)?.url ?? '—';

  const columns: TableColumnsType<WebhookDelivery> = [
    { key: 'createdAt', title: t('webhooks.deliveries.createdAt'), render: (_, d) => format.dateTime(d.createdAt) },
    { key: 'eventType', title: t('webhooks.deliveries.eventType'), render: (_, d) => t(`common:webhookEventTypes.${d.eventType}`) },
    { key: 'endpoint', title: t('webhooks.deliveries.endpoint'), responsive: ['lg'], render: (_, d) => <Typography.Text code>{urlOf(d.endpointId)}</Typography.Text> },
    { key: 'status', title: t('webhooks.deliveries.status'), render: (_, d) => <Tag color={STATUS_COLORS[d.status]}>{t(`webhooks.statuses.${d.status}`)}</Tag> },
    { key: 'attempts', title: t('webhooks.deliveries.attempts'), render: (_, d) => d.attempts.length },
    { key: 'nextAttemptAt', title: t('webhooks.deliveries.nextAttemptAt'), render: (_, d) => (d.nextAttemptAt ? format.dateTime(d.nextAttemptAt) : '—') },
    { key: 'eventId', title: t('webhooks.deliveries.eventId'), responsive: ['xl'], render: (_, d) => <Typography.Text copyable>{d.eventId}</Typography.Text> },
  ];
  const attemptColumns: TableColumnsType<WebhookDelivery['attempts'][number]> = [
    { key: 'at', title: t('webhooks.attempts.at'), render: (_, a) => format.dateTime(a.at) },
    { key: 'statusCode', title: t('webhooks.attempts.statusCode'), render: (_, a) => a.statusCode ?? '—' },
    {
      key: 'response',
      title: t('webhooks.attempts.response'),
      render: (_, a) => (a.error ? <Typography.Text type="danger">{a.error}</Typography.Text> : <Typography.Text code>{a.response ?? '—'}</Typography.Text>),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('webhooks.deliveries.title')}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} onClick={() => void deliveries.refetch()} loading={deliveries.isFetching}>
          {t('webhooks.deliveries.refresh')}
        </Button>
      </Flex>
      {deliveries.error && !deliveries.isFetching ? <LoadFailure error={deliveries.error} onRetry={() => void deliveries.refetch()} /> : null}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={pagination}
        scroll={{ x: 'max-content' }}
        expandable={{
          rowExpandable: (d) => d.attempts.length > 0,
          expandedRowRender: (d) => <Table rowKey="at" size="small" columns={attemptColumns} dataSource={d.attempts} pagination={false} />,
        }}
        {...listTableProps(deliveries, rows.length, t('webhooks.deliveries.empty'))}
      />
    </Flex>
  );
}
