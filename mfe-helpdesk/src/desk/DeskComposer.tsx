import { PaperClipOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Form, Input, Radio, Space, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_LIMITS, type DeskTicket } from '@portal/contracts';
import { acceptOf, applyFieldIssues, checkUploads, errorText, reasonText, serviceErrorOf, useUserFormat, type UploadKind } from '@portal/ui';
import { usePostDeskMessageMutation } from './api';

/** Spec §5: jpg, jpeg, png or pdf files. */
const ATTACHMENT_KINDS: readonly UploadKind[] = ['jpg', 'png', 'pdf'];

type ComposerMode = 'reply' | 'note';
const LIMITS: Record<ComposerMode, number> = { reply: TICKET_LIMITS.messageMax, note: TICKET_LIMITS.internalNoteMax };

interface ComposerForm {
  message: string;
  attachments: UploadFile[];
}

const filesOf = (list: UploadFile[] | undefined): File[] => (list ?? []).flatMap((item) => (item.originFileObj ? [item.originFileObj] : []));

/** Two clearly labelled modes: a public reply the agency reads (500 characters) or an internal note it never sees (2000). */
export function DeskComposer({ ticket }: { ticket: DeskTicket }) {
  const { t } = useTranslation();
  const { message: toast } = App.useApp();
  const format = useUserFormat();
  const [form] = Form.useForm<ComposerForm>();
  const [mode, setMode] = useState<ComposerMode>('reply');
  const [post, posting] = usePostDeskMessageMutation();
  const limit = LIMITS[mode];
  const megabytesLeft = new Intl.NumberFormat(format.language, { maximumFractionDigits: 1 }).format(ticket.uploadBytesLeft / (1024 * 1024));

  const send = async (values: ComposerForm) => {
    const body = new FormData();
    body.set('message', values.message.trim());
    body.set('internal', mode === 'note' ? 'true' : 'false');
    for (const file of filesOf(values.attachments)) body.append('attachments', file, file.name);
    try {
      await post({ id: ticket.id, body }).unwrap();
      form.resetFields();
      toast.success(t(mode === 'note' ? 'deskTicket.composer.noted' : 'deskTicket.composer.replied'));
    } catch (failure) {
      const unshown = applyFieldIssues(form, serviceErrorOf(failure)?.fields ?? [], t);
      if (!serviceErrorOf(failure)?.fields.length || unshown.length) toast.error(errorText(t, failure));
    }
  };

  if (!ticket.canReply) return <Alert type="info" showIcon title={t('deskTicket.composer.cannotReply')} />;
  return (
    <Card size="small" title={t('deskTicket.composer.title')} data-testid="desk-composer" data-mode={mode}>
      <Form form={form} layout="vertical" onFinish={send} initialValues={{ message: '', attachments: [] }}>
        <Form.Item label={t('deskTicket.composer.mode')}>
          <Radio.Group
            aria-label={t('deskTicket.composer.mode')}
            optionType="button"
            buttonStyle="solid"
            value={mode}
            onChange={(event) => {
              setMode(event.target.value as ComposerMode);
              // A long note switched to a reply shows its limit at once.
              if (form.getFieldValue('message')) void form.validateFields(['message']).catch(() => undefined);
            }}
            options={[
              { value: 'reply', label: t('deskTicket.composer.reply') },
              { value: 'note', label: t('deskTicket.composer.note') },
            ]}
          />
        </Form.Item>
        {mode === 'note' ? (
          <Alert type="warning" showIcon title={t('deskTicket.composer.noteHint')} style={{ marginBottom: 16 }} />
        ) : (
          <Typography.Paragraph type="secondary">{t('deskTicket.composer.replyHint')}</Typography.Paragraph>
        )}
        <Form.Item
          name="message"
          label={t(mode === 'note' ? 'deskTicket.composer.noteLabel' : 'deskTicket.composer.replyLabel')}
          rules={[
            { required: true, whitespace: true, message: t('common:errors.emptyMessage') },
            { max: limit, message: t('validation.too_long', { max: limit }) },
          ]}
        >
          <Input.TextArea rows={mode === 'note' ? 6 : 4} showCount={{ formatter: ({ count }) => `${count} / ${limit}` }} style={mode === 'note' ? { background: '#fffbe6' } : undefined} />
        </Form.Item>
        <Form.Item
          name="attachments"
          label={t('deskTicket.composer.attachments')}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
          extra={t('deskTicket.composer.attachHint', { count: TICKET_LIMITS.attachmentsPerMessage, left: `${megabytesLeft} MB` })}
          rules={[
            {
              validator: async (_, list: UploadFile[] | undefined) => {
                const files = filesOf(list);
                if (files.length > TICKET_LIMITS.attachmentsPerMessage) throw new Error(t('deskTicket.composer.tooManyFiles', { count: TICKET_LIMITS.attachmentsPerMessage }));
                const refused = await checkUploads(files, { kinds: ATTACHMENT_KINDS, maxTotalBytes: ticket.uploadBytesLeft });
                if (refused) throw new Error(reasonText(t, refused));
              },
            },
          ]}
        >
          <Upload multiple accept={acceptOf(ATTACHMENT_KINDS)} beforeUpload={() => false}>
            <Button icon={<PaperClipOutlined aria-hidden />}>{t('deskTicket.composer.attach')}</Button>
          </Upload>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={posting.isLoading} data-testid="desk-send">
            {t(mode === 'note' ? 'deskTicket.composer.addNote' : 'deskTicket.composer.sendReply')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
