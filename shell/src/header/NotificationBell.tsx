import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime, type NotificationEntry, type UserData } from '@portal/contracts';
import { describeServiceError, timeZoneOf } from '@portal/ui';
import { useLanguage } from '../language/use-language';
import { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation, useNotificationsQuery } from '../live/live-api';
import { selectUnread } from '../live/live-slice';
import { useShellSelector } from '../store';
import { relativeTime } from './relative-time';
import './header.css';

/** The bell: the unread count, live from the notifications stream, and the latest ten on click. */
export function NotificationBell({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const unread = useShellSelector(selectUnread) ?? 0;
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      styles={{ container: { padding: 0 } }}
      destroyOnHidden
      content={<NotificationPanel user={user} unread={unread} onClose={() => setOpen(false)} />}
    >
      <Button type="text" shape="circle" className="bell" aria-label={t('bell.label', { count: unread })} aria-expanded={open}>
        <Badge count={unread} size="small" overflowCount={99} offset={[6, -2]}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
}

function NotificationPanel({ user, unread, onClose }: { user: UserData; unread: number; onClose(): void }) {
  const { t } = useTranslation();
  const { language, localize } = useLanguage();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useNotificationsQuery({ lang: language }, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();

  const openEntry = (entry: NotificationEntry) => {
    if (!entry.read) void markRead(entry.id);
    if (entry.link) {
      onClose();
      void navigate(localize(entry.link));
    }
  };

  let body;
  if (isLoading) body = <Spin className="bell-state" />;
  else if (error && !data) {
    body = (
      <div className="bell-state">
        <p>{describeServiceError(error, t)}</p>
        <Button size="small" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else if (!data || data.items.length === 0) {
    body = <Empty className="bell-state" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />;
  } else {
    body = (
      <ul className="bell-list">
        {data.items.map((entry) => (
          <li key={entry.id}>
            <button type="button" className={entry.read ? 'bell-entry' : 'bell-entry bell-unread'} onClick={() => openEntry(entry)}>
              <span className="bell-dot" aria-label={entry.read ? undefined : t('bell.unread')} />
              <span className="bell-text">
                <span className="bell-title">{entry.title}</span>
                <span className="bell-body">{entry.body}</span>
                <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt, user.dateTimeFormat, timeZoneOf(user.utcOffsetTime))}>
                  {relativeTime(entry.createdAt, language)}
                </time>
              </span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="bell-panel" role="dialog" aria-label={t('common:nav.notifications')}>
      <div className="bell-head">
        <strong>{t('common:nav.notifications')}</strong>
        <Button type="link" size="small" disabled={unread === 0 || markingAll} onClick={() => void markAllRead()}>
          {t('bell.markAllRead')}
        </Button>
      </div>
      {body}
    </div>
  );
}
