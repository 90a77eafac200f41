import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type AgencyUser } from '@portal/contracts';
import { useFormFailure } from '../shared/errors';
import { useRules } from '../shared/rules';
import { useSetUserPasswordMutation } from './api';

interface PasswordForm {
  password: string;
  repeatPassword: string;
}

/** An administrator sets a user's password (8–30 characters, typed twice); the user's sessions end. */
export function SetPasswordModal({ user, onClose }: { user: AgencyUser | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<PasswordForm>();
  const fail = useFormFailure(form);
  const [setPassword, setting] = useSetUserPasswordMutation();

  const onFinish = async (values: PasswordForm) => {
    if (!user) return;
    try {
      await setPassword({ id: user.id, ...values }).unwrap();
      message.success(t('users.password.done', { name: `${user.firstName} ${user.lastName}` }));
      onClose();
    } catch (error) {
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <Modal
      open={user !== null}
      title={t('users.password.title', { name: user ? `${user.firstName} ${user.lastName}` : '' })}
      okText={t('users.password.submit')}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={setting.isLoading}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Typography.Paragraph type="secondary">{t('users.password.lead')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} preserve={false}>
        <Form.Item
          name="password"
          label={t('fields.newPassword')}
          rules={[rules.required(), rules.password()]}
          extra={t('security.password.hint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
        >
          <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
        </Form.Item>
        <Form.Item name="repeatPassword" label={t('fields.repeatNewPassword')} dependencies={['password']} rules={[rules.required(), rules.repeats('password')]}>
          <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
