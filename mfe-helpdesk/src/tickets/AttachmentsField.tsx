import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Typography, Upload, type FormRule, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { TICKET_LIMITS } from '@portal/contracts';
import { reasonText } from '@portal/ui';
import { checkTicketFiles, megabytes, TICKET_FILES_ACCEPT } from './files';

/** The picked files of an antd upload list. */
export function filesOf(list: readonly UploadFile[] | undefined): File[] {
  return (list ?? []).flatMap((item) => (item.originFileObj ? [item.originFileObj] : []));
}

/** Props `Form.Item` needs to hold an upload list as the field's value. */
export const attachmentsItemProps = {
  valuePropName: 'fileList',
  getValueFromEvent: (event: { fileList: UploadFile[] }) => event.fileList,
} as const;

/** The form rule that checks the files before sending: kinds by content (spec's "Invalid file types detected."), count and the bytes the ticket has left. */
export function useAttachmentsRule(bytesLeft: number = TICKET_LIMITS.uploadTotalBytes): FormRule {
  const { t } = useTranslation();
  return {
    validator: async (_rule, list: UploadFile[] | undefined) => {
      const issue = await checkTicketFiles(filesOf(list), bytesLeft);
      if (issue) throw new Error(reasonText(t, issue));
    },
  };
}

/** Files to send with a message (kept in the form until sent: nothing uploads before). */
export function AttachmentsField({
  value,
  onChange,
  bytesLeft = TICKET_LIMITS.uploadTotalBytes,
  disabled,
}: {
  value?: UploadFile[];
  onChange?(event: { fileList: UploadFile[] }): void;
  bytesLeft?: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="ticket-attachments">
      <Upload multiple accept={TICKET_FILES_ACCEPT} beforeUpload={() => false} fileList={value ?? []} onChange={onChange} disabled={disabled}>
        <Button icon={<PaperClipOutlined />} disabled={disabled}>
          {t('thread.attach')}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t('thread.attachHint', { max: TICKET_LIMITS.attachmentsPerMessage, left: megabytes(bytesLeft) })}</Typography.Text>
    </div>
  );
}
