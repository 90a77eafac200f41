import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GROUP_LIMITS, type GroupRoomType, type SendGroupQuote } from '@portal/contracts';
import { applyFieldIssues, DateField, LoadFailure, serviceErrorOf, usePageTitleParams } from '@portal/ui';
import { useGroupDeskQuoteQuery, useRefuseGroupQuoteMutation, useSendGroupQuoteMutation } from './api';
import { GroupOptionCard } from './GroupQuotePage';
import { DueTimer, GroupRequestDescription, GroupStatusTag, groupErrorText } from './parts';

/** An option as typed: amounts in the currency's units (the contract's are minor units), a rate per room type asked. */
interface OptionValues {
  title: string;
  rates: Partial<Record<GroupRoomType, number>>;
  taxes: number;
  fees: number;
  freeRooms: number;
  validUntil: string;
  releaseDate: string;
  cancellationTerms: string;
}

const minor = (amount: number | undefined) => Math.round((amount ?? 0) * 100);

/** A group request for the desk: quote up to three options, or say no offer is possible. */
export function GroupDeskQuotePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { message, modal } = App.useApp();
  const answer = useGroupDeskQuoteQuery(id);
  const quote = answer.data;
  usePageTitleParams(quote ? { id: quote.reference } : undefined);
  const [send, sending] = useSendGroupQuoteMutation();
  const [refuse] = useRefuseGroupQuoteMutation();
  const [form] = Form.useForm<{ options: OptionValues[]; note?: string }>();
  const [failure, setFailure] = useState<unknown>(null);

  if (answer.error) return <LoadFailure title={t('groups.loadFailed')} error={answer.error} onRetry={() => void answer.refetch()} />;
  if (!quote) return <Skeleton active />;
  const roomTypes = [...new Set(quote.rooms.map((room) => room.type))];

  const submit = async (values: { options: OptionValues[]; note?: string }) => {
    setFailure(null);
    const body: SendGroupQuote = {
      note: values.note || undefined,
      options: values.options.map((option) => ({
        title: option.title,
        rates: roomTypes.map((roomType) => ({ roomType, perNight: minor(option.rates?.[roomType]) })),
        taxes: minor(option.taxes),
        fees: minor(option.fees),
        freeRooms: option.freeRooms ?? 0,
        validUntil: option.validUntil,
        releaseDate: option.releaseDate,
        cancellationTerms: option.cancellationTerms,
      })),
    };
    try {
      await send({ id, body }).unwrap();
      message.success(t('groups.desk.sent'));
    } catch (error) {
      const fields = serviceErrorOf(error)?.details?.fields as { field: string; reason: string }[] | undefined;
      if (fields) applyFieldIssues(form, fields, t);
      else setFailure(error);
    }
  };

  const askRefusal = () => {
    let reason = '';
    modal.confirm({
      title: t('groups.desk.refuseTitle'),
      content: (
        <Input.TextArea aria-label={t('groups.desk.refuseReason')} placeholder={t('groups.desk.refuseReason')} maxLength={GROUP_LIMITS.textMax} onChange={(event) => (reason = event.target.value)} />
      ),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await refuse({ id, reason: reason.trim() || '—' }).unwrap();
          message.success(t('groups.desk.refusedDone'));
        } catch (error) {
          setFailure(error);
        }
      },
    });
  };

  const rule = { required: true, message: t('common:validation.required') };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {quote.reference}
        </Typography.Title>
        <GroupStatusTag status={quote.status} />
        {quote.status === 'awaiting_quote' ? <DueTimer answerDueAt={quote.answerDueAt} /> : null}
        <Typography.Text type="secondary">
          {quote.agentName} · {t('groups.desk.agency', { name: quote.agencyName })}
        </Typography.Text>
      </Space>
      <GroupRequestDescription quote={quote} />
      {quote.status === 'cancelled' && quote.withdrawalReason ? <Alert type="info" showIcon message={t('groups.desk.withdrawn', { reason: quote.withdrawalReason })} /> : null}
      {/* Declined, or asked again after declining: not once a new offer is out. */}
      {(quote.status === 'declined' || quote.status === 'awaiting_quote') && quote.declineReason ? (
        <Alert type="info" showIcon message={t('groups.desk.declined', { reason: quote.declineReason })} />
      ) : null}
      {failure ? <Alert type="error" showIcon message={groupErrorText(t, failure)} /> : null}
      {quote.options.length > 0 ? (
        <Row gutter={[16, 16]}>
          {quote.options.map((option, index) => (
            <Col xs={24} lg={24 / quote.options.length} key={index}>
              <GroupOptionCard quote={quote} option={option} index={index} />
            </Col>
          ))}
        </Row>
      ) : null}
      {quote.status === 'awaiting_quote' ? (
        <Form form={form} layout="vertical" data-testid="group-quote-form" initialValues={{ options: [{ freeRooms: 0, taxes: 0, fees: 0 }] }} onFinish={(values) => void submit(values)}>
          <Typography.Paragraph type="secondary">{t('groups.desk.amountsHelp', { currency: quote.currency })}</Typography.Paragraph>
          <Form.List name="options">
            {(options, { add, remove }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Row gutter={[16, 16]}>
                  {options.map((option, index) => (
                    <Col xs={24} lg={8} key={option.key}>
                      <Card
                        size="small"
                        data-testid="group-quote-option"
                        title={t('groups.detail.option', { number: index + 1 })}
                        extra={
                          options.length > 1 ? (
                            <Button size="small" onClick={() => remove(option.name)}>
                              {t('groups.desk.removeOption')}
                            </Button>
                          ) : null
                        }
                      >
                        <Form.Item name={[option.name, 'title']} label={t('groups.desk.title')} rules={[rule]}>
                          <Input maxLength={50} />
                        </Form.Item>
                        {roomTypes.map((type) => (
                          <Form.Item key={type} name={[option.name, 'rates', type]} label={t('groups.desk.rate', { type: t(`groups.roomTypes.${type}`) })} rules={[rule]}>
                            <InputNumber min={0} step={1} style={{ width: '100%' }} aria-label={`${t('groups.desk.rate', { type: t(`groups.roomTypes.${type}`) })} ${index + 1}`} />
                          </Form.Item>
                        ))}
                        <Row gutter={8}>
                          <Col span={8}>
                            <Form.Item name={[option.name, 'taxes']} label={t('groups.detail.taxes')}>
                              <InputNumber min={0} style={{ width: '100%' }} aria-label={`${t('groups.detail.taxes')} ${index + 1}`} />
                            </Form.Item>
                          </Col>
                          <Col span={8}>
                            <Form.Item name={[option.name, 'fees']} label={t('groups.detail.fees')}>
                              <InputNumber min={0} style={{ width: '100%' }} aria-label={`${t('groups.detail.fees')} ${index + 1}`} />
                            </Form.Item>
                          </Col>
                          <Col span={8}>
                            <Form.Item name={[option.name, 'freeRooms']} label={t('groups.detail.freeRooms')}>
                              <InputNumber min={0} max={quote.rooms.length} precision={0} style={{ width: '100%' }} aria-label={`${t('groups.detail.freeRooms')} ${index + 1}`} />
                            </Form.Item>
                          </Col>
                        </Row>
                        <Form.Item name={[option.name, 'validUntil']} label={t('groups.detail.validUntil')} rules={[rule]}>
                          <DateField aria-label={`${t('groups.detail.validUntil')} ${index + 1}`} />
                        </Form.Item>
                        <Form.Item name={[option.name, 'releaseDate']} label={t('groups.detail.releaseDate')} rules={[rule]}>
                          <DateField aria-label={`${t('groups.detail.releaseDate')} ${index + 1}`} />
                        </Form.Item>
                        <Form.Item name={[option.name, 'cancellationTerms']} label={t('groups.detail.cancellationTerms')} rules={[rule]}>
                          <Input.TextArea maxLength={GROUP_LIMITS.textMax} rows={2} aria-label={`${t('groups.detail.cancellationTerms')} ${index + 1}`} />
                        </Form.Item>
                      </Card>
                    </Col>
                  ))}
                </Row>
                <Button disabled={options.length >= GROUP_LIMITS.optionsMax} onClick={() => add({ freeRooms: 0, taxes: 0, fees: 0 })} data-testid="group-add-option">
                  {t('groups.desk.addOption')}
                </Button>
              </Space>
            )}
          </Form.List>
          <Form.Item name="note" label={t('groups.desk.note')} style={{ marginTop: 16 }}>
            <Input.TextArea maxLength={GROUP_LIMITS.textMax} rows={2} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={sending.isLoading} data-testid="group-quote-send">
              {t('groups.desk.quote')}
            </Button>
            <Button danger onClick={askRefusal}>
              {t('groups.desk.refuse')}
            </Button>
          </Space>
        </Form>
      ) : null}
    </Space>
  );
}
