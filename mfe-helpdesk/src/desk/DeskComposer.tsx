import { Alert, App, Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_LIMITS, type DeskTicket } from '@portal/contracts';
import { messageFormData, ReplyBox } from '../tickets';
import { usePostDeskMessageMutation } from './api';

type ComposerMode = 'reply' | 'note';
const LIMITS: Record<ComposerMode, number> = { reply: TICKET_LIMITS.messageMax, note: TICKET_LIMITS.internalNoteMax };

/** Two clearly labelled modes: a public reply the agency reads (500 characters) or an internal note it never sees (2000). */
export function DeskComposer({ ticket }: { ticket: DeskTicket }) {
  const { t } = useTranslation();
  const { message: toast } = App.useApp();
  const [mode, setMode] = useState<ComposerMode>('reply');
  const [post, posting] = usePostDeskMessageMutation();
  const note = mode === 'note';

  const send = async ({ message, files }: { message: string; files: File[] }) => {
    await post({ id: ticket.id, body: messageFormData({ message, internal: note ? 'true' : 'false' }, files) }).unwrap();
    toast.success(t(note ? 'deskTicket.composer.noted' : 'deskTicket.composer.replied'));
  };

  if (!ticket.canReply) return <Alert type="info" showIcon title={t('deskTicket.composer.cannotReply')} />;
  return (
    <Card size="small" title={t('deskTicket.composer.title')} data-testid="desk-composer" data-mode={mode} style={note ? { background: '#fffbe6', borderColor: '#ffe58f' } : undefined}>
      <Flex vertical gap={12}>
        <Tabs
          aria-label={t('deskTicket.composer.mode')}
          activeKey={mode}
          onChange={(key) => setMode(key === 'note' ? 'note' : 'reply')}
          items={[
            { key: 'reply', label: t('deskTicket.composer.reply') },
            { key: 'note', label: t('deskTicket.composer.note') },
          ]}
        />
        {note ? <Alert type="warning" showIcon title={t('deskTicket.composer.noteHint')} /> : <Typography.Text type="secondary">{t('deskTicket.composer.replyHint')}</Typography.Text>}
        <ReplyBox
          onSend={send}
          sending={posting.isLoading}
          maxLength={LIMITS[mode]}
          bytesLeft={ticket.uploadBytesLeft}
          label={t(note ? 'deskTicket.composer.noteLabel' : 'deskTicket.composer.replyLabel')}
          placeholder={t(note ? 'deskTicket.composer.notePlaceholder' : 'deskTicket.composer.replyPlaceholder')}
          sendLabel={t(note ? 'deskTicket.composer.addNote' : 'deskTicket.composer.sendReply')}
        />
      </Flex>
    </Card>
  );
}
