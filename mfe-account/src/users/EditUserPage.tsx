import { App, Button, Descriptions, Empty, Form, Row, Skeleton, Space, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { AgencyUser } from '@portal/contracts';
import { LoadFailure, serviceErrorOf, useUserFormat } from '@portal/ui';
import { useFormFailure } from '../shared/errors';
import { AudienceGate } from '../shared/gate';
import { useUpdateUserMutation, useUserQuery, type UpdateUser } from './api';
import { USER_STATUS_COLORS } from './labels';
import { PersonFields } from './PersonFields';

/** `users/user?id=`: an administrator edits a user's names, phone and role. */
export default function EditUserPage() {
  return (
    <AudienceGate audience="agencyAdmin">
      <EditUser />
    </AudienceGate>
  );
}

function EditUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = new URLSearchParams(useLocation().search).get('id') ?? '';
  const user = useUserQuery(id, { skip: !/^[0-9a-f]{24}$/.test(id) });

  const missing = (
    <Empty description={t('editUser.notFound')}>
      <Button type="primary" onClick={() => void navigate('/users')}>
        {t('addUser.sent.toUsers')}
      </Button>
    </Empty>
  );
  if (user.isUninitialized) return missing;
  if (user.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (serviceErrorOf(user.error)?.status === 404) return missing;
  if (!user.data) return <LoadFailure error={user.error} onRetry={() => void user.refetch()} />;
  return <UserEditor user={user.data} />;
}

function UserEditor({ user }: { user: AgencyUser }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const format = useUserFormat();
  const [form] = Form.useForm<UpdateUser>();
  const fail = useFormFailure(form);
  const [update, updating] = useUpdateUserMutation();

  useEffect(() => {
    form.setFieldsValue({ firstName: user.firstName, lastName: user.lastName, phone: user.phone, role: user.role });
  }, [user, form]);

  const onFinish = async (values: UpdateUser) => {
    try {
      await update({ id: user.id, body: values }).unwrap();
      message.success(t('editUser.saved'));
    } catch (error) {
      if (serviceErrorOf(error)?.code === 'last_admin') {
        form.setFieldValue('role', user.role);
        modal.error({ title: t('users.lastAdmin.title'), content: t('errors.last_admin') });
        return;
      }
      fail(error, (text) => message.error(text));
    }
  };

  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 24 }}
        items={[
          { key: 'email', label: t('fields.email'), children: user.email },
          { key: 'status', label: t('users.columns.status'), children: <Tag color={USER_STATUS_COLORS[user.status]}>{t(`users.statuses.${user.status}`)}</Tag> },
          { key: 'createdAt', label: t('users.columns.createdAt'), children: format.date(user.createdAt) },
          { key: 'lastSignInAt', label: t('users.columns.lastSignInAt'), children: user.lastSignInAt ? format.dateTime(user.lastSignInAt) : t('users.never') },
          { key: 'twoFactor', label: t('users.columns.twoFactor'), children: t(user.twoFactorEnabled ? 'security.twoFactor.on' : 'security.twoFactor.off') },
        ]}
      />
      <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 760 }}>
        <Row gutter={16}>
          <PersonFields />
        </Row>
        <Space>
          <Button type="primary" htmlType="submit" loading={updating.isLoading}>
            {t('common:actions.save')}
          </Button>
          <Button onClick={() => void navigate('/users')}>{t('common:actions.back')}</Button>
        </Space>
      </Form>
    </>
  );
}
