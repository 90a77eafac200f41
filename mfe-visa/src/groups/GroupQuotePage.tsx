import { Alert, App, Button, Card, Checkbox, Col, Descriptions, Form, Input, Modal, Radio, Row, Skeleton, Space, Tag, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { canMoveGroup, GROUP_LIMITS, type GroupOption, type GroupQuoteView } from '@portal/contracts';
import { BookingHelpLink, LoadFailure, usePageTitleParams, useUserFormat } from '@portal/ui';
import { useAcceptGroupOptionMutation, useCancelGroupQuoteMutation, useDeclineGroupQuoteMutation, useGroupQuoteQuery, useSaveRoomingMutation } from './api';
import { DueTimer, GroupRequestDescription, GroupStatusTag, groupErrorText } from './parts';

/** One option as the desk sent it, with the service's total. */
export function GroupOptionCard({ quote, option, index, extra }: { quote: GroupQuoteView; option: GroupOption; index: number; extra?: React.ReactNode }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const money = (amount: number) => format.money(amount, quote.currency);
  return (
    <Card
      size="small"
      data-testid="group-option"
      title={`${t('groups.detail.option', { number: index + 1 })} · ${option.title}`}
      extra={quote.chosenOption === index ? <Tag color="green">{t('groups.detail.chosen')}</Tag> : null}
    >
      <Descriptions size="small" column={1}>
        {option.rates.map((rate) => (
          <Descriptions.Item key={rate.roomType} label={t(`groups.roomTypes.${rate.roomType}`)}>
            {t('groups.detail.perNight', { amount: money(rate.perNight) })}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('groups.detail.taxes')}>{money(option.taxes)}</Descriptions.Item>
        <Descriptions.Item label={t('groups.detail.fees')}>{money(option.fees)}</Descriptions.Item>
        <Descriptions.Item label={t('groups.detail.freeRooms')}>{option.freeRooms}</Descriptions.Item>
        <Descriptions.Item label={t('groups.detail.validUntil')}>{format.date(option.validUntil)}</Descriptions.Item>
        <Descriptions.Item label={t('groups.detail.releaseDate')}>{format.date(option.releaseDate)}</Descriptions.Item>
        <Descriptions.Item label={t('groups.detail.cancellationTerms')}>{option.cancellationTerms}</Descriptions.Item>
        <Descriptions.Item label={t('groups.detail.total')}>
          <Typography.Text strong data-testid="group-option-total">
            {money(option.total)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {extra}
    </Card>
  );
}

/** A group quotation for the agency: the request, the options side by side, accept one or decline, then the rooming list. */
export function GroupQuotePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const format = useUserFormat();
  const { message } = App.useApp();
  const answer = useGroupQuoteQuery(id);
  const quote = answer.data;
  usePageTitleParams(quote ? { id: quote.reference } : undefined);
  const [accept, accepting] = useAcceptGroupOptionMutation();
  const [decline, declining] = useDeclineGroupQuoteMutation();
  const [choosing, setChoosing] = useState<number | null>(null);
  const [payment, setPayment] = useState<'balance' | 'agency'>('balance');
  const [declineOpen, setDeclineOpen] = useState(false);
  const [declineForm] = Form.useForm<{ reason?: string; askAgain: boolean }>();
  const [cancel, cancelling] = useCancelGroupQuoteMutation();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelForm] = Form.useForm<{ reason?: string }>();
  const [failure, setFailure] = useState<unknown>(null);

  if (answer.error) return <LoadFailure title={t('groups.loadFailed')} error={answer.error} onRetry={() => void answer.refetch()} />;
  if (!quote) return <Skeleton active />;

  const confirmAccept = async () => {
    if (choosing === null) return;
    setFailure(null);
    try {
      await accept({ id, body: { option: choosing, payment, acceptedTotal: quote.options[choosing]!.total } }).unwrap();
      setChoosing(null);
    } catch (error) {
      setChoosing(null);
      setFailure(error);
    }
  };
  const confirmDecline = async () => {
    const values = await declineForm.validateFields();
    setFailure(null);
    try {
      await decline({ id, body: { reason: values.reason || undefined, askAgain: values.askAgain } }).unwrap();
      setDeclineOpen(false);
      message.success(t('groups.detail.declined'));
    } catch (error) {
      setDeclineOpen(false);
      setFailure(error);
    }
  };

  const confirmCancel = async () => {
    const values = await cancelForm.validateFields();
    setFailure(null);
    try {
      await cancel({ id, body: { reason: values.reason || undefined } }).unwrap();
      setCancelOpen(false);
      message.success(t('groups.detail.cancelled'));
    } catch (error) {
      setCancelOpen(false);
      setFailure(error);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="group-reference">
          {quote.reference}
        </Typography.Title>
        <GroupStatusTag status={quote.status} />
        {quote.status === 'awaiting_quote' ? <DueTimer answerDueAt={quote.answerDueAt} /> : null}
      </Space>
      {quote.status === 'awaiting_quote' && quote.answerDueAt ? <Alert type="info" showIcon message={t('groups.detail.waiting', { due: format.dateTime(quote.answerDueAt) })} /> : null}
      {quote.refusalReason ? <Alert type="warning" showIcon message={t('groups.detail.refused', { reason: quote.refusalReason })} /> : null}
      {quote.status === 'cancelled' && quote.withdrawalReason ? (
        <Alert type="info" showIcon data-testid="group-withdrawal" message={t('groups.detail.withdrawn', { reason: quote.withdrawalReason })} />
      ) : null}
      {failure ? <Alert type="error" showIcon message={groupErrorText(t, failure)} data-testid="group-action-error" /> : null}
      {quote.booking ? (
        <Alert
          type="success"
          showIcon
          data-testid="group-booking"
          message={t('groups.detail.booking', { reference: quote.booking.reference })}
          description={t('groups.detail.bookingPaid', { total: format.money(quote.booking.total, quote.currency) })}
          action={<BookingHelpLink reference={quote.booking.reference} />}
        />
      ) : null}
      {quote.options.length > 0 ? (
        <>
          <Typography.Title level={5}>{t('groups.detail.options')}</Typography.Title>
          {quote.quoteNote ? <Alert type="info" message={`${t('groups.detail.note')}: ${quote.quoteNote}`} /> : null}
          <Row gutter={[16, 16]}>
            {quote.options.map((option, index) => (
              <Col xs={24} lg={24 / quote.options.length} key={index}>
                <GroupOptionCard
                  quote={quote}
                  option={option}
                  index={index}
                  extra={
                    quote.status === 'quoted' ? (
                      <Button type="primary" block data-testid="group-accept" onClick={() => setChoosing(index)}>
                        {t('groups.detail.accept')}
                      </Button>
                    ) : null
                  }
                />
              </Col>
            ))}
          </Row>
          {quote.status === 'quoted' ? (
            <Button danger data-testid="group-decline" onClick={() => setDeclineOpen(true)}>
              {t('groups.detail.decline')}
            </Button>
          ) : null}
        </>
      ) : null}
      {quote.status === 'booked' ? <RoomingList quote={quote} /> : null}
      {canMoveGroup(quote.status, 'cancelled') ? (
        <div>
          <Button danger data-testid="group-cancel" onClick={() => setCancelOpen(true)}>
            {t('groups.detail.cancel')}
          </Button>
        </div>
      ) : null}
      <Typography.Title level={5}>{t('groups.detail.request')}</Typography.Title>
      <GroupRequestDescription quote={quote} />

      <Modal
        open={choosing !== null}
        title={choosing !== null ? t('groups.detail.acceptTitle', { number: choosing + 1 }) : ''}
        okText={t('groups.detail.confirm')}
        okButtonProps={{ loading: accepting.isLoading, 'data-testid': 'group-accept-confirm' } as ButtonProps}
        onOk={() => void confirmAccept()}
        onCancel={() => setChoosing(null)}
      >
        {choosing !== null ? <Typography.Paragraph>{t('groups.detail.acceptText', { total: format.money(quote.options[choosing]!.total, quote.currency) })}</Typography.Paragraph> : null}
        <Typography.Text strong>{t('groups.detail.payment')}</Typography.Text>
        <Radio.Group value={payment} onChange={(event) => setPayment(event.target.value as 'balance' | 'agency')} style={{ display: 'block', marginTop: 8 }}>
          <Radio value="balance">{t('groups.detail.balance')}</Radio>
          <Radio value="agency">{t('groups.detail.agency')}</Radio>
        </Radio.Group>
      </Modal>
      <Modal
        open={declineOpen}
        title={t('groups.detail.declineTitle')}
        okText={t('groups.detail.decline')}
        okButtonProps={{ danger: true, loading: declining.isLoading, 'data-testid': 'group-decline-confirm' } as ButtonProps}
        onOk={() => void confirmDecline()}
        onCancel={() => setDeclineOpen(false)}
      >
        <Form form={declineForm} layout="vertical" initialValues={{ askAgain: true }}>
          <Form.Item name="reason" label={t('groups.detail.reason')}>
            <Input.TextArea maxLength={GROUP_LIMITS.textMax} rows={3} />
          </Form.Item>
          <Form.Item name="askAgain" valuePropName="checked">
            <Checkbox>{t('groups.detail.askAgain')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={cancelOpen}
        title={t('groups.detail.cancelTitle')}
        okText={t('groups.detail.cancel')}
        cancelText={t('groups.detail.cancelKeep')}
        okButtonProps={{ danger: true, loading: cancelling.isLoading, 'data-testid': 'group-cancel-confirm' } as ButtonProps}
        onOk={() => void confirmCancel()}
        onCancel={() => setCancelOpen(false)}
      >
        <Typography.Paragraph>{t('groups.detail.cancelText')}</Typography.Paragraph>
        <Form form={cancelForm} layout="vertical">
          <Form.Item name="reason" label={t('groups.detail.reason')}>
            <Input.TextArea maxLength={GROUP_LIMITS.textMax} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

/** Names per room, in the rooms' order; saved part-filled, complete when every guest is named. */
function RoomingList({ quote }: { quote: GroupQuoteView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [save, saving] = useSaveRoomingMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const [form] = Form.useForm<{ rooms: { names: string[] }[] }>();
  const send = async (values: { rooms: { names: string[] }[] }) => {
    setFailure(null);
    try {
      await save({ id: quote.id, body: { rooms: values.rooms.map((room) => ({ names: room.names.map((name) => (name ?? '').trim()) })) } }).unwrap();
      message.success(t('groups.detail.roomingSaved'));
    } catch (error) {
      setFailure(error);
    }
  };
  return (
    <Card title={t('groups.detail.rooming')} data-testid="group-rooming" extra={quote.roomingComplete ? <Tag color="green">{t('groups.detail.roomingComplete')}</Tag> : null}>
      <Typography.Paragraph type="secondary">{t('groups.detail.roomingHelp')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ rooms: quote.rooms.map((room) => ({ names: room.names })) }} onFinish={(values) => void send(values)}>
        <Row gutter={[16, 0]}>
          {quote.rooms.map((room, index) => (
            <Col xs={24} md={12} key={index}>
              <Typography.Text strong>{t('groups.detail.roomingRoom', { number: index + 1, type: t(`groups.roomTypes.${room.type}`) })}</Typography.Text>
              {room.names.map((_, at) => (
                <Form.Item key={at} name={['rooms', index, 'names', at]} label={t('groups.detail.roomingGuest', { number: at + 1 })}>
                  <Input
                    maxLength={30}
                    aria-label={`${t('groups.detail.roomingRoom', { number: index + 1, type: t(`groups.roomTypes.${room.type}`) })} ${t('groups.detail.roomingGuest', { number: at + 1 })}`}
                  />
                </Form.Item>
              ))}
            </Col>
          ))}
        </Row>
        {failure ? <Alert type="error" showIcon message={groupErrorText(t, failure)} style={{ marginBottom: 12 }} /> : null}
        <Button type="primary" htmlType="submit" loading={saving.isLoading} data-testid="group-rooming-save">
          {t('groups.detail.roomingSave')}
        </Button>
      </Form>
    </Card>
  );
}
