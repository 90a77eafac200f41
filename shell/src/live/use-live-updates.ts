import { useEffect } from 'react';
import { NOTIFICATION_STREAM_EVENTS, unreadCount } from '@portal/contracts';
import { shellApi } from '../api/shell-api';
import { useRuntimeConfig } from '../config/runtime-config';
import { useShellDispatch } from '../store';
import { liveApi } from './live-api';
import { unreadChanged } from './live-slice';

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

/**
 * While signed in, the notifications stream keeps the bell's count current and tells when the
 * balance moved. The browser reconnects a dropped stream by itself; a refused one (e.g. the
 * session ended) is retried with backoff after an ordinary call, whose 401 would end the session.
 */
export function useLiveUpdates(userId: string | undefined): void {
  const { serverBaseUrl } = useRuntimeConfig();
  const dispatch = useShellDispatch();

  useEffect(() => {
    if (!userId) return undefined;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const connect = () => {
      const stream = new EventSource(`${serverBaseUrl}/notifications/stream`, { withCredentials: true });
      source = stream;
      stream.addEventListener('open', () => {
        failures = 0;
      });
      stream.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, (event) => {
        const parsed = unreadCount.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (!parsed.success) return;
        dispatch(unreadChanged(parsed.data.unread));
        dispatch(shellApi.util.invalidateTags(['Notifications']));
      });
      stream.addEventListener(NOTIFICATION_STREAM_EVENTS.balance, () => {
        dispatch(shellApi.util.invalidateTags(['Balance', 'Dashboard']));
      });
      stream.addEventListener('error', () => {
        if (stream.readyState !== EventSource.CLOSED) return;
        stream.close();
        void dispatch(liveApi.endpoints.unreadCount.initiate(undefined, { subscribe: false, forceRefetch: true })).then(({ data }) => data && dispatch(unreadChanged(data.unread)));
        retry = setTimeout(connect, Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures));
        failures += 1;
      });
    };

    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [userId, serverBaseUrl, dispatch]);
}
