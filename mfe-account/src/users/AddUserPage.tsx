import { App, Button, Col, Form, Input, Result, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, LIMITS, type AgencyUser } from '@portal/contracts';
import { useHostProps } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { AudienceGate } from '../shared/gate';
import { useRules } from '../shared/rules';
import { useInviteUserMutation, type InviteUser } from './api';
import { PersonFields } from './PersonFields';

/** `users/add`: invite a user, who gets an email to set their password. */
export default function AddUserPage() {
  return (
    <AudienceGate audience="agencyAdmin">
      <InviteForm />
    </AudienceGate>
  );
}

function InviteForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { language } = useHostProps();
  const navigate = useNavigate();
  const rules = useRules();
  const [form] = Form.useForm<InviteUser>();
  const fail = useFormFailure(form);
  const [invite, inviting] = useInviteUserMutation();
  const [invited, setInvited] = useState<AgencyUser | null>(null);

  if (invited) {
    return (
      <Result
        status="success"
        title={t('addUser.sent.title')}
        subTitle={t('addUser.sent.body', { name: `${invited.firstName} ${invited.lastName}`, email: invited.email })}
        extra={[
          <Button key="users" type="primary" onClick={() => void navigate('/users')}>
            {t('addUser.sent.toUsers')}
          </Button>,
          <Button
            key="another"
            onClick={() => {
              form.resetFields();
              setInvited(null);
            }}
          >
            {t('addUser.sent.another')}
          </Button>,
        ]}
      />
    );
  }

  const onFinish = async (values: InviteUser) => {
    try {
      setInvited(await invite(values).unwrap());
    } catch (error) {
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}

      initialValues={{ role: 'agent', langId: language }}
      style={{ maxWidth: 760 }}
    >
      <Row gutter={16}>
        <PersonFields
          email={
            <Col xs={24}>
              <Form.Item name="email" label={t('fields.email')} rules={[rules.required(), ...rules.email()]} extra={t('addUser.emailHint')}>
                <Input type="email" maxLength={LIMITS.emailMax} autoComplete="off" />
              </Form.Item>
            </Col>
          }
        />
        <Col xs={24} md={12}>
          <Form.Item name="langId" label={t('fields.language')} rules={[rules.requiredChoice()]} extra={t('addUser.languageHint')}>
            <Select options={LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Space style={{ marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={inviting.isLoading}>
          {t('addUser.submit')}
        </Button>
        <Button onClick={() => void navigate('/users')}>{t('common:actions.cancel')}</Button>
      </Space>
    </Form>
  );
}
