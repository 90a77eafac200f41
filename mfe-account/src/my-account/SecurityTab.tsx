import { SafetyCertificateOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Form, Input, QRCode, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { errorText, LoadFailure, serviceErrorOf } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { useRules } from '../shared/rules';
import { useChangePasswordMutation, useDisableTwoFactorMutation, useEnableTwoFactorMutation, useMeQuery, useSetUpTwoFactorMutation } from './api';

interface PasswordForm {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

/** Change password, and two-factor authentication with an authenticator app. */
export function SecurityTab() {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 760 }}>
      <TwoFactorCard />
      <PasswordCard />
    </Flex>
  );
}

function PasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<PasswordForm>();
  const fail = useFormFailure(form);
  const [change, changing] = useChangePasswordMutation();

  const onFinish = async (values: PasswordForm) => {
    try {
      await change(values).unwrap();
      form.resetFields();
      message.success(t('security.password.changed'));
    } catch (error) {
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <Card title={t('security.password.title')} variant="outlined">
      <Typography.Paragraph type="secondary">{t('security.password.lead')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 420 }}>
        <Form.Item name="currentPassword" label={t('fields.currentPassword')} rules={[rules.required()]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
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
        <Button type="primary" htmlType="submit" loading={changing.isLoading}>
          {t('security.password.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** A 6-digit code field: numeric keyboard, one-time-code autofill, nothing but digits kept. */
function CodeInput(props: { value?: string; onChange?(value: string): void; autoFocus?: boolean }) {
  const { t } = useTranslation();
  return (
    <Input
      value={props.value}
      onChange={(event) => props.onChange?.(event.target.value.replace(/\D/g, '').slice(0, LIMITS.twoFactorDigits))}
      autoFocus={props.autoFocus}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.twoFactorDigits}
      placeholder="123456"
      aria-label={t('fields.twoFactorCode')}
      style={{ width: 160, letterSpacing: 4, fontVariantNumeric: 'tabular-nums' }}
    />
  );
}

function TwoFactorCard() {
  const { t } = useTranslation();
  const me = useMeQuery();
  const [setup, setUp] = useSetUpTwoFactorMutation();
  const [pending, setPending] = useState<{ otpauthUrl: string; secret: string } | null>(null);
  const { message } = App.useApp();
  const enabled = me.data?.user.twoFactorEnabled;

  const start = async () => {
    try {
      setPending(await setup().unwrap());
    } catch (error) {
      if (serviceErrorOf(error)?.code === 'two_factor_already_enabled') void me.refetch();
      message.error(errorText(t, error));
    }
  };

  return (
    <Card
      variant="outlined"
      title={
        <Space>
          <SafetyCertificateOutlined />
          {t('security.twoFactor.title')}
          {enabled === undefined ? null : <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'security.twoFactor.on' : 'security.twoFactor.off')}</Tag>}
        </Space>
      }
    >
      {me.isLoading ? (
        <Skeleton active />
      ) : !me.data ? (
        <LoadFailure error={me.error} onRetry={() => void me.refetch()} />
      ) : enabled ? (
        <TurnOff />
      ) : pending ? (
        <TurnOn pending={pending} onDone={() => setPending(null)} onRestart={() => void start()} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('security.twoFactor.lead')}</Typography.Paragraph>
          <Button type="primary" onClick={() => void start()} loading={setUp.isLoading}>
            {t('security.twoFactor.setUp')}
          </Button>
        </>
      )}
    </Card>
  );
}

function TurnOn({ pending, onDone, onRestart }: { pending: { otpauthUrl: string; secret: string }; onDone(): void; onRestart(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<{ code: string }>();
  const fail = useFormFailure(form);
  const [enable, enabling] = useEnableTwoFactorMutation();
  const grouped = pending.secret.match(/.{1,4}/g)?.join(' ') ?? pending.secret;

  const onFinish = async ({ code }: { code: string }) => {
    try {
      await enable({ code }).unwrap();
      message.success(t('security.twoFactor.enabled'));
      onDone();
    } catch (error) {
      if (serviceErrorOf(error)?.code === 'two_factor_not_set_up') {
        message.error(t('errors.two_factor_not_set_up'));
        onRestart();
        return;
      }
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <Flex gap={32} wrap align="flex-start">
      <Flex vertical align="center" gap={8}>
        <QRCode value={pending.otpauthUrl} size={184} bordered aria-label={t('security.twoFactor.qrLabel')} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('security.twoFactor.scan')}
        </Typography.Text>
      </Flex>
      <Flex vertical gap={12} style={{ flex: '1 1 280px' }}>
        <ol style={{ paddingInlineStart: 20, margin: 0 }}>
          <li>{t('security.twoFactor.step1')}</li>
          <li>{t('security.twoFactor.step2')}</li>
          <li>{t('security.twoFactor.step3')}</li>
        </ol>
        <div>
          <Typography.Text type="secondary">{t('security.twoFactor.manual')}</Typography.Text>
          <br />
          <Typography.Text code copyable={{ text: pending.secret }} style={{ fontSize: 15 }}>
            <span data-testid="two-factor-secret">{grouped}</span>
          </Typography.Text>
        </div>
        <Form form={form} layout="vertical" onFinish={onFinish}>
          <Form.Item name="code" label={t('fields.twoFactorCode')} rules={[rules.required(), rules.twoFactorCode()]}>
            <CodeInput autoFocus />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={enabling.isLoading}>
              {t('security.twoFactor.turnOn')}
            </Button>
            <Button onClick={onDone}>{t('common:actions.cancel')}</Button>
          </Space>
        </Form>
      </Flex>
    </Flex>
  );
}

function TurnOff() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useRules();
  const [form] = Form.useForm<{ code: string }>();
  const fail = useFormFailure(form);
  const [disable, disabling] = useDisableTwoFactorMutation();

  const onFinish = async ({ code }: { code: string }) => {
    try {
      await disable({ code }).unwrap();
      form.resetFields();
      message.success(t('security.twoFactor.disabled'));
    } catch (error) {
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('security.twoFactor.onLead')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="code" label={t('security.twoFactor.codeToTurnOff')} rules={[rules.required(), rules.twoFactorCode()]}>
          <CodeInput />
        </Form.Item>
        <Button danger htmlType="submit" loading={disabling.isLoading}>
          {t('security.twoFactor.turnOff')}
        </Button>
      </Form>
    </>
  );
}
