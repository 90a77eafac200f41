import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserData } from '@portal/contracts';
import { signOut } from '../session/session-slice';
import { useShellDispatch } from '../store';
import { useLanguage } from '../language/use-language';
import { useNavigate } from 'react-router';

export function UserMenu({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const dispatch = useShellDispatch();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'identity',
            type: 'group',
            label: `${t('header.signedInAs')} ${user.email}`,
          },
          { key: '/users/user', icon: <UserOutlined />, label: t('common:nav.myProfile') },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: t('common:actions.signOut'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'sign-out') void dispatch(signOut());
          else void navigate(localize(key));
        },
      }}
    >
      <Button type="text" aria-label={t('header.userMenu')} style={{ display: 'flex', alignItems: 'center', gap: 8, height: 40 }}>
        <Avatar size={28} style={{ background: '#0b63ce' }}>
          {initials}
        </Avatar>
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {user.firstName} {user.lastName}
        </span>
      </Button>
    </Dropdown>
  );
}
