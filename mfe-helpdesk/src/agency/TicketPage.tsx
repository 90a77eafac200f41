import { App, Alert, Button, Col, Descriptions, Flex, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { SERVICE_HOURS, type ReplyResult, type Ticket } from '@portal/contracts';
import { errorText, LoadFailure, ServiceHoursCard, useHostProps, useUserFormat } from '@portal/ui';
import { BookingContextCard, MessageList, messageFormData, ReplyBox, TicketStatusTag, useVisiblePolling, type AttachmentHref } from '../tickets';
import { attachmentPath, useCloseTicketMutation, useReplyToTicketMutation, useTicketQuery } from './api';

/** What the reader is told once a reply went through. */
const REPLY_NOTICES: Record<ReplyResult['outcome'], string> = { added: 'ticket.replied', reopened: 'ticket.reopened', new_ticket: 'ticket.newTicketOpened' };

function TicketDetails({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      title={t('ticket.details')}
      items={[
        { key: 'status', label: t('ticket.status'), children: <TicketStatusTag status={ticket.status} /> },
        { key: 'service', label: t('ticket.service'), children: t(`common:ticketServices.${ticket.service}`) },
        { key: 'createdBy', label: t('ticket.createdBy'), children: ticket.createdBy.name },
        { key: 'createdAt', label: t('ticket.createdAt'), children: format.dateTime(ticket.createdAt) },
        { key: 'updatedAt', label: t('ticket.updatedAt'), children: format.dateTime(ticket.updatedAt) },
      ]}
    />
  );
}

/**
 * `helpdesk/tickets/:id`: the thread oldest first, polled while the tab is visible so replies show
 * without a reload; the booking it is about; reply and close; the advisors' hours (spec §1).
 */
export default function TicketPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { serviceBaseUrl, notify } = useHostProps();
  const format = useUserFormat();
  const { modal } = App.useApp();
  const pollingInterval = useVisiblePolling();
  const { data: ticket, error, isFetching, refetch } = useTicketQuery(id, { pollingInterval, refetchOnMountOrArgChange: true });
  const [reply, replying] = useReplyToTicketMutation();
  const [close, closing] = useCloseTicketMutation();
  const hrefOf: AttachmentHref = (attachment) => `${serviceBaseUrl}${attachmentPath(id, attachment.id)}`;

  if (!ticket) {
    if (error && !isFetching) return <LoadFailure title={t('ticket.loadFailed')} error={error} onRetry={() => void refetch()} extra={<Link to="/helpdesk/tickets">{t('ticket.backToList')}</Link>} />;
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }

  const onSend = async ({ message, files }: { message: string; files: File[] }) => {
    const result = await reply({ id, body: messageFormData({ message }, files) }).unwrap();
    if (result.outcome === 'new_ticket') {
      modal.info({ title: t(REPLY_NOTICES.new_ticket, { number: result.ticket.number }) });
      void navigate(`/helpdesk/tickets/${result.ticket.id}`);
    } else notify('success', t(REPLY_NOTICES[result.outcome]));
  };

  const onClose = async () => {
    try {
      await close(id).unwrap();
      notify('success', t('ticket.closed'));
    } catch (failure) {
      notify('error', errorText(t, failure));
      void refetch();
    }
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={16}>
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Space wrap>
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="ticket-number">
                {ticket.number}
              </Typography.Title>
              <Typography.Text strong>{ticket.subject}</Typography.Text>
              <TicketStatusTag status={ticket.status} />
            </Space>
            {ticket.canClose ? (
              <Button
                loading={closing.isLoading}
                data-testid="close-ticket"
                onClick={() =>
                  modal.confirm({ title: t('ticket.closeConfirmTitle'), content: t('ticket.closeConfirmBody'), okText: t('ticket.closeConfirm'), cancelText: t('ticket.keepOpen'), onOk: onClose })
                }
              >
                {t('ticket.close')}
              </Button>
            ) : null}
          </Flex>
          {ticket.previousTicket ? <Link to={`/helpdesk/tickets/${ticket.previousTicket.id}`}>{t('ticket.previousTicket', { number: ticket.previousTicket.number })}</Link> : null}
          {ticket.nextTicket ? (
            <Alert type="info" showIcon title={<Link to={`/helpdesk/tickets/${ticket.nextTicket.id}`}>{t('ticket.nextTicket', { number: ticket.nextTicket.number })}</Link>} />
          ) : null}
          <MessageList messages={ticket.messages} hrefOf={hrefOf} />
          {ticket.canReply ? <ReplyBox onSend={onSend} sending={replying.isLoading} bytesLeft={ticket.uploadBytesLeft} /> : null}
          {!ticket.canReply && !ticket.nextTicket ? <Alert type="info" showIcon title={t('ticket.noReplyAllowed')} /> : null}
        </Flex>
      </Col>
      <Col xs={24} lg={8}>
        <Flex vertical gap={16}>
          <TicketDetails ticket={ticket} />
          {ticket.booking ? <BookingContextCard booking={ticket.booking} /> : null}
          <ServiceHoursCard
            title={t('ticket.hoursTitle')}
            lead={t('ticket.hoursLead', { timeZone: format.timeZone })}
            phone={ticket.showHelpPhone ? { text: t('ticket.helpPhone', { phone: SERVICE_HOURS.helpPhone }), warning: true } : undefined}
            testId="service-hours"
          />
        </Flex>
      </Col>
    </Row>
  );
}
