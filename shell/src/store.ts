import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RuntimeConfig } from '@portal/contracts';
import { sessionSlice } from './session/session-slice';
import { readUserData } from './session/user-data';

export interface ShellThunkExtra {
  config: RuntimeConfig;
}

const rootReducer = combineSlices(sessionSlice);

/** The shell's store; the session starts from the stored record (spec §4). */
export function createShellStore(config: RuntimeConfig) {
  const extra: ShellThunkExtra = { config };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: { user: readUserData() } },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }),
  });
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
