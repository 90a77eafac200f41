import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { USER_STATUSES, type AgencyUser } from '@portal/contracts';
import { errorText, listTableProps, LoadFailure, serviceErrorOf, useUserFormat } from '@portal/ui';
import { AudienceGate } from '../shared/gate';
import { DEFAULT_PAGE_SIZE, usePagination } from '../shared/table';
import { useDebounced } from '../shared/use-debounced';
import { useViewer } from '../shared/viewer';
import { useSetUserStatusMutation, useUsersQuery, type UsersQuery } from './api';
import { ROLE_COLORS, USER_STATUS_COLORS } from './labels';
import { SetPasswordModal } from './SetPasswordModal';

type SortField = NonNullable<UsersQuery['sort']>;

/** `users`: the agency's users, searched, filtered, sorted and paged by the service. */
export default function UsersPage() {
  return (
    <AudienceGate audience="agencyAdmin">
      <UsersList />
    </AudienceGate>
  );
}

function UsersList() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const format = useUserFormat();
  const { userId } = useViewer();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<AgencyUser['status'] | undefined>();
  const [sort, setSort] = useState<{ field: SortField; order: 'asc' | 'desc' }>({ field: 'name', order: 'asc' });
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [passwordFor, setPasswordFor] = useState<AgencyUser | null>(null);
  const term = useDebounced(search.trim());
  const users = useUsersQuery({ ...paging, search: term || undefined, status, sort: sort.field, order: sort.order });
  const [setStatusOf, statusChange] = useSetUserStatusMutation();
  const pagination = usePagination(paging.page, paging.pageSize, users.data?.total, (page, pageSize) => setPaging({ page, pageSize }));

  const toggle = (user: AgencyUser) => {
    const enabling = user.status === 'disabled';
    const name = `${user.firstName} ${user.lastName}`;
    modal.confirm({
      title: t(enabling ? 'users.enable.title' : 'users.disable.title', { name }),
      content: t(enabling ? 'users.enable.body' : 'users.disable.body', { name }),
      okText: t(enabling ? 'users.enable.action' : 'users.disable.action'),
      okButtonProps: { danger: !enabling },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await setStatusOf({ id: user.id, enabled: enabling }).unwrap();
          message.success(t(enabling ? 'users.enable.done' : 'users.disable.done', { name }));
        } catch (error) {
          if (serviceErrorOf(error)?.code === 'last_admin') {
            modal.error({ title: t('users.lastAdmin.title'), content: t('errors.last_admin') });
          } else message.error(errorText(t, error));
        }
      },
    });
  };

  const sortOrder = (field: SortField) => (sort.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
  const columns: TableColumnsType<AgencyUser> = [
    {
      key: 'name',
      title: t('users.columns.name'),
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, user) => (
        <Link to={`/users/user?id=${user.id}`}>
          {user.firstName} {user.lastName}
        </Link>
      ),
    },
    { key: 'email', dataIndex: 'email', title: t('users.columns.email'), sorter: true, sortOrder: sortOrder('email') },
    { key: 'phone', dataIndex: 'phone', title: t('users.columns.phone'), responsive: ['xxl'] },
    {
      key: 'role',
      title: t('users.columns.role'),
      render: (_, user) => <Tag color={ROLE_COLORS[user.role]}>{t(`roles.${user.role}`)}</Tag>,
    },
    {
      key: 'status',
      title: t('users.columns.status'),
      sorter: true,
      sortOrder: sortOrder('status'),
      render: (_, user) => <Tag color={USER_STATUS_COLORS[user.status]}>{t(`users.statuses.${user.status}`)}</Tag>,
    },
    {
      key: 'twoFactor',
      title: t('users.columns.twoFactor'),
      responsive: ['xxl'],
      render: (_, user) => (user.twoFactorEnabled ? t('security.twoFactor.on') : t('security.twoFactor.off')),
    },
    {
      key: 'createdAt',
      title: t('users.columns.createdAt'),
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      render: (_, user) => format.date(user.createdAt),
    },
    {
      key: 'lastSignInAt',
      title: t('users.columns.lastSignInAt'),
      responsive: ['xxl'],
      render: (_, user) => (user.lastSignInAt ? format.dateTime(user.lastSignInAt) : t('users.never')),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      fixed: 'right',
      render: (_, user) => {
        const self = user.id === userId;
        return (
          <Space size={0}>
            <Link to={`/users/user?id=${user.id}`} style={{ padding: '0 7px' }}>
              {t('users.actions.edit')}
            </Link>
            {user.status !== 'invited' ? (
              <Button type="link" size="small" onClick={() => setPasswordFor(user)}>
                {t('users.actions.setPassword')}
              </Button>
            ) : null}
            <Tooltip title={self ? t('users.notYourself') : undefined}>
              <Button
                type="link"
                size="small"
                danger={user.status !== 'disabled'}
                disabled={self}
                onClick={() => toggle(user)}
                loading={statusChange.isLoading && statusChange.originalArgs?.id === user.id}
              >
                {t(user.status === 'disabled' ? 'users.actions.enable' : 'users.actions.disable')}
              </Button>
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between">
        <Space wrap>
          <Input.Search
            allowClear
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
            placeholder={t('users.searchPlaceholder')}
            aria-label={t('users.search')}
            style={{ width: 280 }}
          />
          <Select<AgencyUser['status'] | 'all'>
            aria-label={t('users.columns.status')}
            value={status ?? 'all'}
            onChange={(value) => {
              setStatus(value === 'all' ? undefined : value);
              setPaging((current) => ({ ...current, page: 1 }));
            }}
            style={{ width: 180 }}
            options={[{ value: 'all', label: t('users.allStatuses') }, ...USER_STATUSES.map((value) => ({ value, label: t(`users.statuses.${value}`) }))]}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/users/add')}>
          {t('addUser.title')}
        </Button>
      </Flex>
      {users.isError ? <LoadFailure error={users.error} onRetry={() => void users.refetch()} /> : null}
      <Table<AgencyUser>
        rowKey="id"
        columns={columns}
        dataSource={users.data?.items}
        pagination={pagination}
        {...listTableProps(users, users.data?.items.length ?? 0, term || status ? t('users.noMatch') : t('users.empty'))}
        scroll={{ x: 'max-content' }}
        onChange={(_, __, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          if (!one?.order || !one.columnKey) setSort({ field: 'name', order: 'asc' });
          else setSort({ field: one.columnKey as SortField, order: one.order === 'ascend' ? 'asc' : 'desc' });
        }}
      />
      <SetPasswordModal user={passwordFor} onClose={() => setPasswordFor(null)} />
    </Flex>
  );
}
