import { SendOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Input, type UploadFile } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKET_LIMITS } from '@portal/contracts';
import { AttachmentsField, attachmentsItemProps, filesOf, useAttachmentsRule } from './AttachmentsField';
import { useFormFailure } from './use-form-failure';

interface ReplyValues {
  message: string;
  attachments?: UploadFile[];
}

export interface ReplyBoxProps {
  /** Sends the reply; throws the call's error so the box can put field issues on their fields. */
  onSend(reply: { message: string; files: File[] }): Promise<unknown>;
  sending: boolean;
  /** Spec §9: 500 for a message; the desk's internal notes may say more. */
  maxLength?: number;
  bytesLeft?: number;
  /** Beside the send button, e.g. the desk's "internal note" switch. */
  extra?: ReactNode;
  /** The text field's label, e.g. the desk's "Internal note for the support team". */
  label?: string;
  placeholder?: string;
  sendLabel?: string;
}

/**
 * A reply: the text (spec §5: an empty one is refused with "Don't send empty messages" before
 * sending; a counter up to 500), files checked before sending, and the send button. Cleared once sent.
 */
export function ReplyBox({ onSend, sending, maxLength = TICKET_LIMITS.messageMax, bytesLeft, extra, label, placeholder, sendLabel }: ReplyBoxProps) {
  const { t } = useTranslation();
  const { message: toast } = App.useApp();
  const [form] = Form.useForm<ReplyValues>();
  const fail = useFormFailure(form);
  const attachmentsRule = useAttachmentsRule(bytesLeft);

  const onFinish = async (values: ReplyValues) => {
    try {
      await onSend({ message: values.message.trim(), files: filesOf(values.attachments) });
      form.resetFields();
    } catch (error) {
      fail(error, (text) => void toast.error(text));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} data-testid="ticket-reply" aria-label={t('thread.replyTitle')}>
      <Form.Item
        name="message"
        label={label ?? t('thread.replyLabel')}
        rules={[{ validator: async (_rule, value: string | undefined) => (value?.trim() ? undefined : Promise.reject(new Error(t('common:errors.emptyMessage')))) }]}
      >
        <Input.TextArea rows={4} maxLength={maxLength} showCount placeholder={placeholder ?? t('thread.replyPlaceholder')} />
      </Form.Item>
      <Form.Item name="attachments" {...attachmentsItemProps} rules={[attachmentsRule]}>
        <AttachmentsField bytesLeft={bytesLeft} />
      </Form.Item>
      <Flex gap={12} align="center" wrap>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
          {sendLabel ?? t('thread.send')}
        </Button>
        {extra}
      </Flex>
    </Form>
  );
}
