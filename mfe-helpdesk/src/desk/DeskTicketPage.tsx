import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Col, Flex, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailure, useHostProps } from '@portal/ui';
import { deskAttachmentPath, useDeskTicketQuery } from './api';
import { BookingContextCard } from './BookingContextCard';
import { DeskComposer } from './DeskComposer';
import { DESK_QUEUE_PATH, deskTicketPath } from './paths';
import { MessageList, TicketStatusTag, useVisiblePolling } from '../tickets';
import { PriorityTag } from './tags';
import { TicketSidePanel } from './TicketSidePanel';

/** One ticket at the desk: the whole thread with internal notes, its booking, and the desk's controls beside it. */
export function DeskTicketPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { serviceBaseUrl } = useHostProps();
  // Agency replies appear without a reload while the tab is on screen.
  const pollingInterval = useVisiblePolling();
  const { data: ticket, error, isFetching, refetch } = useDeskTicketQuery(id, { skip: !id, pollingInterval, refetchOnMountOrArgChange: true });
  const back = (
    <Link to={DESK_QUEUE_PATH}>
      <ArrowLeftOutlined aria-hidden /> {t('deskTicket.backToQueue')}
    </Link>
  );

  if (error && !isFetching && !ticket) return <LoadFailure title={t('deskTicket.loadFailed')} error={error} onRetry={() => void refetch()} extra={back} />;
  if (!ticket) return <Skeleton active paragraph={{ rows: 10 }} data-testid="desk-ticket-loading" />;
  return (
    <Flex vertical gap={16} data-testid="desk-ticket">
      {back}
      <Space orientation="vertical" size={4}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {ticket.number} · {ticket.subject}
        </Typography.Title>
        <Space wrap>
          <TicketStatusTag status={ticket.status} />
          <PriorityTag priority={ticket.priority} />
          <Typography.Text type="secondary">{t(`common:ticketServices.${ticket.service}`)}</Typography.Text>
          <Typography.Text type="secondary">{t('deskTicket.openedBy', { name: ticket.createdBy.name, agency: ticket.agencyName })}</Typography.Text>
        </Space>
        {ticket.previousTicket ? <Link to={deskTicketPath(ticket.previousTicket.id)}>{t('deskTicket.previousTicket', { number: ticket.previousTicket.number })}</Link> : null}
        {ticket.nextTicket ? <Link to={deskTicketPath(ticket.nextTicket.id)}>{t('deskTicket.nextTicket', { number: ticket.nextTicket.number })}</Link> : null}
      </Space>
      {ticket.status === 'archived' ? <Alert type="info" showIcon title={t('deskTicket.readOnly')} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            <BookingContextCard booking={ticket.booking} />
            <MessageList messages={ticket.messages} hrefOf={(attachment) => `${serviceBaseUrl}${deskAttachmentPath(ticket.id, attachment.id)}`} />
            <DeskComposer ticket={ticket} />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <TicketSidePanel ticket={ticket} />
        </Col>
      </Row>
    </Flex>
  );
}
