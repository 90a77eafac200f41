import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import type { RuntimeConfig } from '@portal/contracts';
import type { ServiceContextRef } from '@portal/ui';
import { shellApi } from './api/shell-api';
import { liveSlice } from './live/live-slice';
import { sessionExpired, sessionSlice } from './session/session-slice';
import { readUserData } from './session/user-data';

export interface ShellThunkExtra {
  config: RuntimeConfig;
  /** What the shared service base query needs: the main server, and the end of the session on a 401. */
  serviceContext: ServiceContextRef;
}

const rootReducer = combineSlices(sessionSlice, liveSlice, shellApi);

/** The shell's store; the session starts from the stored record (spec §4). */
export function createShellStore(config: RuntimeConfig) {
  const serviceContext: ServiceContextRef = { current: { serviceBaseUrl: config.serverBaseUrl, serverBaseUrl: config.serverBaseUrl, onUnauthorized: () => undefined } };
  const extra: ShellThunkExtra = { config, serviceContext };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { user: readUserData(), endedBy: null } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(shellApi.middleware),
  });
  serviceContext.current = { serviceBaseUrl: config.serverBaseUrl, serverBaseUrl: config.serverBaseUrl, onUnauthorized: () => void store.dispatch(sessionExpired()) };
  setupListeners(store.dispatch);
  return store;
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type ShellState = ReturnType<typeof rootReducer>;
export type ShellDispatch = ShellStore['dispatch'];
export interface ShellThunkConfig {
  state: ShellState;
  dispatch: ShellDispatch;
  extra: ShellThunkExtra;
}

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellState>();
