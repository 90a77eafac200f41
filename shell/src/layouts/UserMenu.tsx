import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserData } from '@portal/contracts';
import { useRuntimeConfig } from '../config/runtime-config';
import { useLanguage } from '../language/use-language';
import { openPartnerId } from '../session/partner-id';
import { signOut } from '../session/session-slice';
import { useShellDispatch } from '../store';

/** The partner id a partner link signed in with, opened from its sealed copy (spec §3). */
function usePartnerId(sealed: string | undefined): string | null {
  const { clientKey } = useRuntimeConfig();
  const [partnerId, setPartnerId] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    if (sealed && clientKey) void openPartnerId(sealed, clientKey).then((opened) => active && setPartnerId(opened));
    else setPartnerId(null);
    return () => {
      active = false;
    };
  }, [sealed, clientKey]);
  return partnerId;
}

export function UserMenu({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const dispatch = useShellDispatch();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  const partnerId = usePartnerId(user.partnerId);
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  const who = [user.role ? t(`common:roles.${user.role}`) : null, user.partner ?? null].filter(Boolean).join(' · ');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'identity',
            type: 'group',
            label: (
              <div className="user-menu-identity">
                <span>
                  {t('header.signedInAs')} {user.email}
                </span>
                {who ? <span>{who}</span> : null}
                {partnerId ? <span>{t('header.partnerId', { id: partnerId })}</span> : null}
              </div>
            ),
          },
          { key: '/distributor/account', icon: <UserOutlined />, label: t('common:nav.myAccount') },
          { key: '/distributor/account?tab=security', icon: <LockOutlined />, label: t('common:nav.security') },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: t('common:actions.signOut'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'sign-out') void dispatch(signOut());
          else void navigate(localize(key));
        },
      }}
    >
      {/* Named by its content, the visible name included (WCAG 2.5.3); the initials repeat it. */}
      <Button type="text" style={{ display: 'flex', alignItems: 'center', gap: 8, height: 40 }}>
        <span className="visually-hidden">{t('header.userMenu')}</span>
        <Avatar size={28} style={{ background: '#0b63ce' }} aria-hidden="true">
          {initials}
        </Avatar>
        <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {user.firstName} {user.lastName}
        </span>
      </Button>
    </Dropdown>
  );
}
