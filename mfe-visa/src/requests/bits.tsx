import { Alert, App, Button, Card, Empty, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_HOURS, VISA_LIMITS, type VisaMessage, type VisaRequestStatus } from '@portal/contracts';
import { errorText, reasonText, useUserFormat } from '@portal/ui';

const STATUS_COLOURS: Record<VisaRequestStatus, string> = {
  in_progress: 'processing',
  missing_documents: 'warning',
  embassy_processing: 'blue',
  accepted: 'success',
  rejected: 'error',
  denied: 'error',
  cancelled: 'default',
};

/** A visa status of spec §4 as a coloured tag, its label from `@portal/i18n`. */
export function VisaStatusTag({ status }: { status: VisaRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="visa-status">
      {t(`common:visaStatuses.${status}`)}
    </Tag>
  );
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language (ISO 3166-1 alpha-2), the code itself when unknown. */
export function countryName(code: string, language: string): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Megabytes with one decimal, for the uploads' room left. */
export const megabytes = (bytes: number) => `${(Math.max(bytes, 0) / (1024 * 1024)).toFixed(1)} MB`;

/** A request's thread with the desk: messages oldest first, a reply of at most 500 characters (an empty one refused before sending). */
export function MessagesThread({ messages, showHelpPhone, send, sending }: { messages: readonly VisaMessage[]; showHelpPhone: boolean; send(body: string): Promise<unknown>; sending: boolean }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { message } = App.useApp();
  const [body, setBody] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const submit = async () => {
    if (!body.trim()) {
      setIssue(reasonText(t, 'empty_message'));
      return;
    }
    setIssue(null);
    try {
      await send(body.trim());
      setBody('');
      message.success(t('thread.sent'));
    } catch (failure) {
      setIssue(errorText(t, failure));
    }
  };
  return (
    <Card size="small" title={t('thread.title')} data-testid="visa-thread">
      {showHelpPhone ? <Alert type="warning" showIcon title={t('thread.helpPhone', { phone: SERVICE_HOURS.helpPhone })} data-testid="help-phone" style={{ marginBottom: 12 }} /> : null}
      {messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('thread.empty')} />
      ) : (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {messages.map((item) => (
            <li key={item.id} data-testid="visa-message" style={{ padding: '8px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }}>
              <Typography.Text strong>{item.author.side === 'system' ? t('thread.system') : item.author.name}</Typography.Text>{' '}
              <Typography.Text type="secondary">{format.dateTime(item.createdAt)}</Typography.Text>
              <div style={{ whiteSpace: 'pre-wrap' }}>{item.body}</div>
            </li>
          ))}
        </ol>
      )}
      <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
        <Input.TextArea
          aria-label={t('thread.reply')}
          placeholder={t('thread.reply')}
          value={body}
          maxLength={VISA_LIMITS.messageMax}
          showCount
          rows={3}
          onChange={(event) => setBody(event.target.value)}
          status={issue ? 'error' : undefined}
          data-testid="visa-reply"
        />
        {issue ? (
          <Typography.Text type="danger" role="alert">
            {issue}
          </Typography.Text>
        ) : null}
        <Button type="primary" loading={sending} onClick={() => void submit()} data-testid="visa-send">
          {t('thread.send')}
        </Button>
      </Space>
    </Card>
  );
}
