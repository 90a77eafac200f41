import { App, Button, Col, Form, Input, Row, Select, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, formatDateTime, LANGUAGES, LIMITS, TIME_FORMATS, type ProfileSettings } from '@portal/contracts';
import { LoadFailure, useHostProps } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { useRules } from '../shared/rules';
import { useMeQuery, useSaveSettingsMutation } from './api';
import { timeZoneOptions } from './time-zones';

/** Names, phone, language, time zone, date and time format of the signed-in user. */
export function ProfileTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const host = useHostProps();
  const rules = useRules();
  const [form] = Form.useForm<ProfileSettings>();
  const fail = useFormFailure(form);
  const me = useMeQuery();
  const [save, saving] = useSaveSettingsMutation();
  const zones = useMemo(() => timeZoneOptions(), []);
  const user = me.data?.user;

  useEffect(() => {
    if (user) {
      form.setFieldsValue({
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone,
        langId: user.langId,
        timeZone: user.timeZone,
        dateFormat: user.dateFormat,
        timeFormat: user.timeFormat,
      });
    }
  }, [user, form]);

  if (me.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!user) return <LoadFailure error={me.error} onRetry={() => void me.refetch()} />;

  const sample = new Date();
  const onFinish = async (values: ProfileSettings) => {
    try {
      const answer = await save(values).unwrap();
      host.onCurrentUserChanged?.(answer.user);
      message.success(t('profile.saved'));
    } catch (error) {
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 760 }}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="firstName" label={t('fields.firstName')} rules={[rules.required(), rules.max(LIMITS.shortText)]}>
            <Input autoComplete="given-name" maxLength={LIMITS.shortText} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="lastName" label={t('fields.lastName')} rules={[rules.required(), rules.max(LIMITS.shortText)]}>
            <Input autoComplete="family-name" maxLength={LIMITS.shortText} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.email')} htmlFor="profile-email" extra={t('profile.emailFixed')}>
            <Input id="profile-email" value={user.email} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('fields.phone')} rules={[rules.required(), rules.phone()]}>
            <Input inputMode="numeric" autoComplete="tel" maxLength={15} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="langId" label={t('fields.language')} rules={[rules.requiredChoice()]}>
            <Select options={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="timeZone" label={t('fields.timeZone')} rules={[rules.requiredChoice()]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={zones} virtual />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="dateFormat" label={t('fields.dateFormat')} rules={[rules.requiredChoice()]}>
            <Select
              options={DATE_FORMATS.map((format) => ({
                value: format,
                label: `${format} · ${formatDateTime(sample, format, user.timeZone)}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="timeFormat" label={t('fields.timeFormat')} rules={[rules.requiredChoice()]}>
            <Select
              options={TIME_FORMATS.map((format) => ({
                value: format,
                label: t(`profile.timeFormats.${format === 'HH:mm' ? 'h24' : 'h12'}`, { example: formatDateTime(sample, format, user.timeZone) }),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving.isLoading}>
        {t('common:actions.save')}
      </Button>
    </Form>
  );
}
