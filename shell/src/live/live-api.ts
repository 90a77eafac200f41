import type { Balance, HomeDashboard, Language, NotificationsPage, UnreadCount } from '@portal/contracts';
import { shellApi } from '../api/shell-api';
import { unreadChanged } from './live-slice';

type ShellDispatchLike = (action: ReturnType<typeof unreadChanged>) => unknown;

/** Every answer carrying the unread count keeps the bell's badge current. */
async function syncUnread(_: unknown, { dispatch, queryFulfilled }: { dispatch: ShellDispatchLike; queryFulfilled: Promise<{ data: UnreadCount }> }): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) dispatch(unreadChanged(answer.data.unread));
}

/** The header's and the home's calls: balance, notifications, dashboard. */
export const liveApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    balance: build.query<Balance, void>({ query: () => '/api/balance', providesTags: ['Balance'] }),
    notifications: build.query<NotificationsPage, { lang: Language }>({
      query: ({ lang }) => ({ url: '/notifications', params: { lang, pageSize: 10 } }),
      providesTags: ['Notifications'],
      onQueryStarted: syncUnread,
    }),
    unreadCount: build.query<UnreadCount, void>({ query: () => '/notifications/unread-count' }),
    markNotificationRead: build.mutation<UnreadCount, string>({
      query: (id) => ({ url: `/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: ['Notifications'],
      onQueryStarted: syncUnread,
    }),
    markAllNotificationsRead: build.mutation<UnreadCount, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notifications'],
      onQueryStarted: syncUnread,
    }),
    dashboard: build.query<HomeDashboard, void>({ query: () => '/account/dashboard', providesTags: ['Dashboard', 'Balance'] }),
  }),
});

export const { useBalanceQuery, useNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation, useDashboardQuery } = liveApi;
