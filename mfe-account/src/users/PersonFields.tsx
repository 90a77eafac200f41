import { Col, Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { useRules } from '../shared/rules';

/** First and last name, phone and role (and the email of a new user): what an administrator sets for a user of the agency. */
export function PersonFields({ email }: { email?: ReactNode }) {
  const { t } = useTranslation();
  const rules = useRules();
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="firstName" label={t('fields.firstName')} rules={[rules.required(), rules.max(LIMITS.shortText)]}>
          <Input maxLength={LIMITS.shortText} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="lastName" label={t('fields.lastName')} rules={[rules.required(), rules.max(LIMITS.shortText)]}>
          <Input maxLength={LIMITS.shortText} autoComplete="off" />
        </Form.Item>
      </Col>
      {email}
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t('fields.phone')} rules={[rules.required(), rules.phone()]}>
          <Input inputMode="numeric" maxLength={15} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="role" label={t('fields.role')} rules={[rules.requiredChoice()]} extra={t('users.roleHint')}>
          <Select options={(['agent', 'agency_admin'] as const).map((role) => ({ value: role, label: t(`roles.${role}`) }))} />
        </Form.Item>
      </Col>
    </>
  );
}
