import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, InputNumber, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure, useUserFormat } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { useAlertsQuery, useSaveAlertsMutation } from './api';

/** The service keeps at most five thresholds, each 1–99 % of the last top-up. */
const MAX_THRESHOLDS = 5;

interface AlertsForm {
  percents: (number | null)[];
}

/** Low-balance alerts: the agency is told when its available balance falls under a share of its last top-up. */
export function AlertsPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useUserFormat();
  const [form] = Form.useForm<AlertsForm>();
  const fail = useFormFailure(form);
  const alerts = useAlertsQuery();
  const [save, saving] = useSaveAlertsMutation();
  const watched = Form.useWatch('percents', form);

  useEffect(() => {
    if (alerts.data) form.setFieldsValue({ percents: alerts.data.percents });
  }, [alerts.data, form]);

  if (alerts.isLoading) return <Skeleton active />;
  if (!alerts.data) return <LoadFailure error={alerts.error} onRetry={() => void alerts.refetch()} />;
  const { lastTopUp, currency } = alerts.data;

  const onFinish = async (values: AlertsForm) => {
    try {
      await save({ percents: values.percents.filter((value): value is number => typeof value === 'number') }).unwrap();
      message.success(t('finance.alerts.saved'));
    } catch (error) {
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <Card title={t('finance.alerts.title')} variant="outlined" style={{ maxWidth: 760 }}>
      <Typography.Paragraph type="secondary">{lastTopUp > 0 ? t('finance.alerts.lead', { amount: format.money(lastTopUp, currency) }) : t('finance.alerts.leadNoTopUp')}</Typography.Paragraph>
      <Form form={form} onFinish={onFinish}>
        <Form.List name="percents">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, index) => {
                const percent = watched?.[index];
                return (
                  <Flex key={field.key} gap={12} align="baseline">
                    <Form.Item
                      name={field.name}
                      rules={[
                        { required: true, message: t('common:errors.requiredField') },
                        { type: 'number', min: 1, max: 99, message: t('validation.invalid_percent') },
                      ]}
                      style={{ marginBottom: 0 }}
                    >
                      <InputNumber min={1} max={99} precision={0} suffix="%" aria-label={t('finance.alerts.threshold', { index: index + 1 })} style={{ width: 120 }} />
                    </Form.Item>
                    <Typography.Text type="secondary" style={{ minWidth: 220 }}>
                      {typeof percent === 'number' && lastTopUp > 0 ? t('finance.alerts.under', { amount: format.money(Math.round((lastTopUp * percent) / 100), currency) }) : null}
                    </Typography.Text>
                    <Button type="text" icon={<DeleteOutlined />} aria-label={t('finance.alerts.remove')} onClick={() => remove(field.name)} />
                  </Flex>
                );
              })}
              {fields.length === 0 ? <Typography.Text type="secondary">{t('finance.alerts.none')}</Typography.Text> : null}
              <Flex gap={12} style={{ marginTop: 8 }}>
                <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_THRESHOLDS} onClick={() => add(10)}>
                  {t('finance.alerts.add')}
                </Button>
                <Button type="primary" htmlType="submit" loading={saving.isLoading}>
                  {t('common:actions.save')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}
