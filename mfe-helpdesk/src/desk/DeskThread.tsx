import { LockOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketMessage } from '@portal/contracts';
import { useHostProps, useUserFormat } from '@portal/ui';
import { deskAttachmentUrl } from './api';

const SIDE_KEYS = { agency: 'deskTicket.fromAgency', support: 'deskTicket.fromSupport', system: 'deskTicket.fromSystem' } as const;

/** One message of the desk's thread; an internal note says in words that the agency never sees it. */
function DeskMessage({ ticketId, message }: { ticketId: string; message: TicketMessage }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { serviceBaseUrl } = useHostProps();
  return (
    <Card
      size="small"
      data-testid="thread-message"
      data-internal={message.internal ? 'true' : 'false'}
      style={message.internal ? { background: '#fffbe6', borderColor: '#ffe58f', borderStyle: 'dashed' } : undefined}
      title={
        <Space wrap size="small">
          <Typography.Text strong>{message.author.name}</Typography.Text>
          <Tag>{t(SIDE_KEYS[message.author.side])}</Tag>
          <Typography.Text type="secondary">{format.dateTime(message.createdAt)}</Typography.Text>
        </Space>
      }
    >
      {message.internal ? (
        <Typography.Paragraph strong data-testid="internal-note-label">
          <LockOutlined aria-hidden /> {t('deskTicket.internalNote')}
        </Typography.Paragraph>
      ) : null}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: message.attachments.length ? 8 : 0 }}>{message.body}</Typography.Paragraph>
      {message.attachments.length ? (
        <Space orientation="vertical" size={0} aria-label={t('deskTicket.attachments')}>
          {message.attachments.map((attachment) => (
            <a key={attachment.id} href={deskAttachmentUrl(serviceBaseUrl, ticketId, attachment.id)} target="_blank" rel="noopener noreferrer">
              <PaperClipOutlined aria-hidden /> {attachment.fileName}
            </a>
          ))}
        </Space>
      ) : null}
    </Card>
  );
}

/** The whole conversation, oldest first, internal notes among the public messages. */
export function DeskThread({ ticketId, messages }: { ticketId: string; messages: TicketMessage[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} role="log" aria-live="polite" aria-label={t('deskTicket.thread')} data-testid="desk-thread">
      {messages.map((message) => (
        <DeskMessage key={message.id} ticketId={ticketId} message={message} />
      ))}
    </Flex>
  );
}
