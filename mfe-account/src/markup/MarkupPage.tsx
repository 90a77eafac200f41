import { Alert, App, Button, Card, Col, Flex, Form, InputNumber, Radio, Row, Skeleton, Table, Typography, type FormInstance, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyDigits, flightSalePriceOf, salePriceOf, type MarkupRule, type MarkupSettings } from '@portal/contracts';
import { LoadFailure, useUserFormat } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { AudienceGate } from '../shared/gate';
import { amountStep, toMinor } from '../shared/money';
import { useDecimalSeparator } from '../shared/use-decimal';
import { useViewer } from '../shared/viewer';
import { useMarkupsQuery, useSaveMarkupsMutation, type MarkupsAnswer } from './api';
import { MarkupHistory } from './MarkupHistory';
import { formOf, RULE_PRODUCTS, settingsOf, type MarkupForm, type RuleProduct } from './markup-form';
import { useRuleText } from './rule-text';

/** `distributor/markup`: the agency's margins; administrators change them, agents read them. */
export default function MarkupPage() {
  return (
    <AudienceGate audience="agency">
      <Markups />
    </AudienceGate>
  );
}

function Markups() {
  const markups = useMarkupsQuery();
  const { role } = useViewer();
  if (markups.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!markups.data) return <LoadFailure error={markups.error} onRetry={() => void markups.refetch()} />;
  const admin = role === 'agency_admin';
  return (
    <Flex vertical gap={24}>
      <MarkupEditor answer={markups.data} editable={admin} />
      {admin ? <MarkupHistory currency={markups.data.currency} /> : null}
    </Flex>
  );
}

function RuleField({ product, currency, disabled }: { product: RuleProduct; currency: string; disabled: boolean }) {
  const { t } = useTranslation();
  const mode = Form.useWatch([product, 'mode']) as MarkupRule['mode'] | undefined;
  const decimal = useDecimalSeparator();
  return (
    <Card size="small" title={t(`company.products.${product}`)} variant="outlined">
      <Form.Item name={[product, 'mode']} label={t('markup.mode')} style={{ marginBottom: 12 }}>
        <Radio.Group
          disabled={disabled}
          optionType="button"
          options={[
            { value: 'percent', label: t('markup.percent') },
            { value: 'fixed', label: t('markup.fixed') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name={[product, 'value']}
        label={mode === 'fixed' ? t('markup.amountPerBooking') : t('markup.percentOfPurchase')}
        rules={[{ required: true, message: t('common:errors.requiredField') }]}
        style={{ marginBottom: 0 }}
      >
        {mode === 'fixed' ? (
          <InputNumber decimalSeparator={decimal} min={0} step={amountStep(currency)} precision={currencyDigits(currency)} suffix={currency} disabled={disabled} style={{ width: '100%' }} />
        ) : (
          <InputNumber decimalSeparator={decimal} min={0} max={100} step={0.5} precision={2} suffix="%" disabled={disabled} style={{ width: '100%' }} />
        )}
      </Form.Item>
    </Card>
  );
}

function MarkupEditor({ answer, editable }: { answer: MarkupsAnswer; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useUserFormat();
  const [form] = Form.useForm<MarkupForm>();
  const fail = useFormFailure(form);
  const [save, saving] = useSaveMarkupsMutation();
  const decimal = useDecimalSeparator();
  const { currency } = answer;

  // A newer version (saved here or elsewhere) replaces what the form shows.
  useEffect(() => form.setFieldsValue(formOf(answer.markups, currency)), [answer, currency, form]);

  const onFinish = async (values: MarkupForm) => {
    try {
      await save(settingsOf(values, currency)).unwrap();
      message.success(t('markup.saved'));
    } catch (error) {
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} xl={14}>
        {editable ? null : <Alert type="info" showIcon title={t('markup.readOnly')} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" onFinish={onFinish} disabled={!editable} initialValues={formOf(answer.markups, currency)}>
          <Row gutter={[16, 16]}>
            {RULE_PRODUCTS.map((product) => (
              <Col key={product} xs={24} md={12}>
                <RuleField product={product} currency={currency} disabled={!editable} />
              </Col>
            ))}
            <Col xs={24} md={12}>
              <Card size="small" title={t('company.products.flights')} variant="outlined">
                <Form.Item
                  name={['flights', 'serviceChargePerTicket']}
                  label={t('markup.serviceCharge')}
                  rules={[{ required: true, message: t('common:errors.requiredField') }]}
                  extra={t('markup.serviceChargeHint')}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber decimalSeparator={decimal} min={0} step={amountStep(currency)} precision={currencyDigits(currency)} suffix={currency} style={{ width: '100%' }} />
                </Form.Item>
              </Card>
            </Col>
          </Row>
          {editable ? (
            <Flex gap={12} align="center" style={{ marginTop: 16 }}>
              <Button type="primary" htmlType="submit" loading={saving.isLoading}>
                {t('markup.save')}
              </Button>
              {answer.updatedAt ? <Typography.Text type="secondary">{t('markup.lastChange', { when: format.dateTime(answer.updatedAt) })}</Typography.Text> : null}
            </Flex>
          ) : null}
        </Form>
      </Col>
      <Col xs={24} xl={10}>
        <Preview form={form} currency={currency} editable={editable} />
      </Col>
    </Row>
  );
}

interface PreviewRow {
  product: RuleProduct | 'flights';
  markup: string;
  purchase: number;
  sale: number;
}

/** What a purchase would sell at under the markups being edited (the same formula the product services use). */
function Preview({ form, currency, editable }: { form: FormInstance<MarkupForm>; currency: string; editable: boolean }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const ruleText = useRuleText(currency);
  const decimal = useDecimalSeparator();
  const values = Form.useWatch([], form) as Partial<MarkupForm> | undefined;
  const [purchaseMajor, setPurchaseMajor] = useState<number>(100);
  const [tickets, setTickets] = useState<number>(1);
  const settings: MarkupSettings = settingsOf(values ?? {}, currency);
  const purchase = toMinor(purchaseMajor || 0, currency);

  const rows: PreviewRow[] = [
    ...RULE_PRODUCTS.map((product) => ({
      product,
      markup: ruleText(settings[product]),
      purchase,
      sale: salePriceOf(settings[product], purchase),
    })),
    {
      product: 'flights' as const,
      markup: t('markup.perTicket', { amount: format.money(settings.flights.serviceChargePerTicket, currency), count: tickets }),
      purchase,
      sale: flightSalePriceOf(settings, purchase, tickets),
    },
  ];
  const columns: TableColumnsType<PreviewRow> = [
    { key: 'product', title: t('markup.preview.product'), render: (_, row) => t(`company.products.${row.product}`) },
    { key: 'markup', dataIndex: 'markup', title: t('markup.preview.markup') },
    { key: 'sale', title: t('markup.preview.sale'), align: 'right', render: (_, row) => <strong>{format.money(row.sale, currency)}</strong> },
    { key: 'margin', title: t('markup.preview.margin'), align: 'right', render: (_, row) => format.money(row.sale - row.purchase, currency) },
  ];
  return (
    <Card title={t('markup.preview.title')} variant="outlined">
      <Typography.Paragraph type="secondary">{t(editable ? 'markup.preview.lead' : 'markup.preview.leadReadOnly')}</Typography.Paragraph>
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <label>
          <Typography.Text>{t('markup.preview.purchase')}</Typography.Text>
          <br />
          <InputNumber
            decimalSeparator={decimal}
            aria-label={t('markup.preview.purchase')}
            min={0}
            step={10}
            precision={currencyDigits(currency)}
            value={purchaseMajor}
            onChange={(value) => setPurchaseMajor(value ?? 0)}
            suffix={currency}
            style={{ width: 180 }}
          />
        </label>
        <label>
          <Typography.Text>{t('markup.preview.tickets')}</Typography.Text>
          <br />
          <InputNumber aria-label={t('markup.preview.tickets')} min={1} max={9} precision={0} value={tickets} onChange={(value) => setTickets(value ?? 1)} style={{ width: 100 }} />
        </label>
      </Flex>
      <Table<PreviewRow> rowKey="product" size="small" pagination={false} columns={columns} dataSource={rows} />
    </Card>
  );
}
