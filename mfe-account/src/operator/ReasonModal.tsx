import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The service takes a refusal reason of at most 200 characters. */
const REASON_MAX = 200;

/** A refusal, with the reason the other side will read; the danger button is the confirmation. */
export function ReasonModal({
  open,
  title,
  warning,
  okText,
  loading,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  title: string;
  warning: string;
  okText: string;
  loading: boolean;
  onSubmit(reason: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={loading}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Alert type="warning" showIcon title={warning} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={({ reason }) => onSubmit(reason.trim())} preserve={false}>
        <Form.Item
          name="reason"
          label={t('operator.reason')}
          rules={[
            { required: true, whitespace: true, message: t('common:errors.requiredField') },
            { max: REASON_MAX, message: t('validation.too_long', { max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
