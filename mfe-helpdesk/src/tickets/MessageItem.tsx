import { PaperClipOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketAttachment, TicketMessage } from '@portal/contracts';
import { useUserFormat } from '@portal/ui';

/** Where an attachment downloads from: the agency's route or the desk's, both behind the main server. */
export type AttachmentHref = (attachment: TicketAttachment) => string;

const SIDE_COLOURS: Record<TicketMessage['author']['side'], string> = { agency: 'blue', support: 'green', system: 'default' };

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** The files of one message, each a download link that sends the session cookie. */
export function AttachmentLinks({ attachments, hrefOf }: { attachments: readonly TicketAttachment[]; hrefOf: AttachmentHref }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <Flex vertical gap={2} aria-label={t('thread.attachments')} role="list">
      {attachments.map((attachment) => (
        <span role="listitem" key={attachment.id}>
          <PaperClipOutlined aria-hidden />{' '}
          <a href={hrefOf(attachment)} download={attachment.fileName} target="_blank" rel="noopener noreferrer" data-testid="ticket-attachment">
            {attachment.fileName}
          </a>{' '}
          <Typography.Text type="secondary">{t('thread.kilobytes', { count: kilobytes(attachment.size) })}</Typography.Text>
        </span>
      ))}
    </Flex>
  );
}

/** One message of a thread: author and side, time in the user's format and time zone, text, files; an internal note stands out. */
export function MessageItem({ message, hrefOf }: { message: TicketMessage; hrefOf: AttachmentHref }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <Card
      size="small"
      data-testid="ticket-message"
      data-side={message.author.side}
      data-internal={message.internal || undefined}
      style={message.internal ? { background: '#fffbe6', borderColor: '#ffe58f' } : undefined}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{message.author.name}</Typography.Text>
          <Tag color={SIDE_COLOURS[message.author.side]}>{t(`thread.sides.${message.author.side}`)}</Tag>
          {message.internal ? <Tag color="gold">{t('thread.internalNote')}</Tag> : null}
        </Flex>
      }
      extra={
        <Typography.Text type="secondary">
          <time dateTime={message.createdAt}>{format.dateTime(message.createdAt)}</time>
        </Typography.Text>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{message.body}</Typography.Paragraph>
        <AttachmentLinks attachments={message.attachments} hrefOf={hrefOf} />
      </Flex>
    </Card>
  );
}

/** A thread's messages as the service sends them (oldest first). */
export function MessageList({ messages, hrefOf }: { messages: readonly TicketMessage[]; hrefOf: AttachmentHref }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} role="feed" aria-label={t('thread.messages')} data-testid="ticket-thread">
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} hrefOf={hrefOf} />
      ))}
    </Flex>
  );
}
