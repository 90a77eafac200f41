import { InboxOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Space, Table, Tag, Typography, Upload, type TableColumnsType, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDigits, LIMITS, TOP_UP_STATUSES, type TopUp } from '@portal/contracts';
import { acceptOf, checkUploads, listTableProps, LoadFailure, reasonText, type UploadKind, useHostProps, useUserFormat } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { amountStep, toMinor } from '../shared/money';
import { useDecimalSeparator } from '../shared/use-decimal';
import { DEFAULT_PAGE_SIZE, usePagination } from '../shared/table';
import { useBalanceQuery, useDeclareTopUpMutation, useTopUpsQuery } from './api';
import { TOP_UP_STATUS_COLORS } from './labels';

/** Spec §5: proofs are jpg, jpeg, png or pdf files, 20 MB in all. */
const PROOF_KINDS: readonly UploadKind[] = ['jpg', 'png', 'pdf'];
const PROOF_RULES = { kinds: PROOF_KINDS, maxTotalBytes: LIMITS.uploadTotalBytes };

interface DeclarationForm {
  bankReference: string;
  amount: number;
  proofs: UploadFile[];
}

/** Declare a bank transfer with its proof, and follow the agency's declarations. */
export function TopUpsPanel() {
  return (
    <Flex vertical gap={24}>
      <DeclareTopUp />
      <TopUpList />
    </Flex>
  );
}

function filesOf(list: UploadFile[] | undefined): File[] {
  return (list ?? []).flatMap((item) => (item.originFileObj ? [item.originFileObj] : []));
}

function DeclareTopUp() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DeclarationForm>();
  const fail = useFormFailure(form);
  const balance = useBalanceQuery();
  const [declare, declaring] = useDeclareTopUpMutation();
  const decimal = useDecimalSeparator();
  const currency = balance.data?.currency ?? 'EUR';

  const onFinish = async (values: DeclarationForm) => {
    const body = new FormData();
    body.set('bankReference', values.bankReference.trim());
    body.set('amount', String(toMinor(values.amount, currency)));
    for (const file of filesOf(values.proofs)) body.append('proofs', file, file.name);
    try {
      await declare(body).unwrap();
      form.resetFields();
      message.success(t('finance.topUps.declared'));
    } catch (error) {
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <Card title={t('finance.topUps.declareTitle')} variant="outlined">
      <Typography.Paragraph type="secondary">{t('finance.topUps.declareLead')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="bankReference"
              label={t('finance.topUps.bankReference')}
              rules={[
                { required: true, whitespace: true, message: t('common:errors.requiredField') },
                { max: 50, message: t('validation.too_long', { max: 50 }) },
              ]}
            >
              <Input maxLength={50} placeholder={t('finance.topUps.bankReferencePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="amount"
              label={t('finance.topUps.amount')}
              rules={[
                { required: true, message: t('common:errors.requiredField') },
                { type: 'number', min: amountStep(currency), message: t('validation.invalid_amount') },
              ]}
            >
              <InputNumber decimalSeparator={decimal} min={0} step={100} precision={currencyDigits(currency)} suffix={currency} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="proofs"
          label={t('finance.topUps.proofs')}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
          rules={[
            { required: true, type: 'array', min: 1, message: t('finance.topUps.proofRequired') },
            {
              validator: async (_, list: UploadFile[] | undefined) => {
                const refused = await checkUploads(filesOf(list), PROOF_RULES);
                if (refused) throw new Error(reasonText(t, refused));
              },
            },
          ]}
        >
          <Upload.Dragger multiple accept={acceptOf(PROOF_KINDS)} beforeUpload={() => false}>
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('finance.topUps.dropProofs')}</p>
            <p className="ant-upload-hint">{t('finance.topUps.proofHint')}</p>
          </Upload.Dragger>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={declaring.isLoading}>
          {t('finance.topUps.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function TopUpList() {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { serviceBaseUrl } = useHostProps();
  const [status, setStatus] = useState<TopUp['status'] | undefined>();
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const topUps = useTopUpsQuery({ ...paging, status }, { refetchOnMountOrArgChange: true });
  const pagination = usePagination(paging.page, paging.pageSize, topUps.data?.total, (page, pageSize) => setPaging({ page, pageSize }));

  const columns: TableColumnsType<TopUp> = [
    { key: 'createdAt', title: t('finance.topUps.declaredAt'), render: (_, topUp) => format.dateTime(topUp.createdAt), width: 160 },
    { key: 'bankReference', dataIndex: 'bankReference', title: t('finance.topUps.bankReference') },
    { key: 'amount', title: t('finance.topUps.amount'), align: 'right', render: (_, topUp) => format.money(topUp.amount, topUp.currency) },
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
    { key: 'decidedAt', title: t('finance.topUps.decidedAt'), render: (_, topUp) => (topUp.decidedAt ? format.dateTime(topUp.decidedAt) : '—') },
  ];

  return (
    <Card
      title={t('finance.topUps.listTitle')}
      variant="outlined"
      extra={
        <Select<TopUp['status'] | 'all'>
          aria-label={t('finance.topUps.status')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          style={{ width: 170 }}
          options={[{ value: 'all', label: t('finance.topUps.allStatuses') }, ...TOP_UP_STATUSES.map((value) => ({ value, label: t(`finance.topUps.statuses.${value}`) }))]}
        />
      }
    >
      {topUps.isError ? <LoadFailure error={topUps.error} onRetry={() => void topUps.refetch()} /> : null}
      <Table<TopUp>
        rowKey="id"
        columns={columns}
        dataSource={topUps.data?.items}
        pagination={pagination}
        {...listTableProps(topUps, topUps.data?.items.length ?? 0, t('finance.topUps.empty'))}
        scroll={{ x: 'max-content' }}
        aria-label={t('finance.topUps.listTitle')}
      />
    </Card>
  );
}
