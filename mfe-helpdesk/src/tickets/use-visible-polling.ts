import { useSyncExternalStore } from 'react';

/** How often an open thread asks for new messages (the brief's live thread: about 4 s). */
export const THREAD_POLL_MS = 4000;

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

/** A polling interval for RTK Query that stops while the tab is hidden (0 = no polling). */
export function useVisiblePolling(intervalMs: number = THREAD_POLL_MS): number {
  const visible = useSyncExternalStore(
    subscribe,
    () => document.visibilityState === 'visible',
    () => true,
  );
  return visible ? intervalMs : 0;
}
