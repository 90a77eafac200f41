import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser, UserData } from '@portal/contracts';
import { shellApi } from '../api/shell-api';
import type { ShellThunkConfig } from '../store';
import { sessionApi } from './session-api';
import { clearUserData, readUserData, withCurrentUser, writeUserData } from './user-data';

/** Why the last session ended: the sign-in card tells a user whose session expired. */
export type SessionEnd = 'signedOut' | 'expired';

export interface SessionState {
  user: UserData | null;
  endedBy: SessionEnd | null;
}

const initialState: SessionState = { user: null, endedBy: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The stored record changed (signed in here or in another tab, or refreshed). */
    userDataChanged(state, action: PayloadAction<UserData | null>) {
      state.user = action.payload;
      if (action.payload) state.endedBy = null;
    },
    signedOut(state, action: PayloadAction<SessionEnd>) {
      state.user = null;
      state.endedBy = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectSessionEnd: (state) => state.endedBy,
  },
});

export const { userDataChanged, signedOut } = sessionSlice.actions;
export const { selectUser, selectSessionEnd } = sessionSlice.selectors;

/** Ends the local session: the record, the stored balance and every cached answer of that user. */
const endSession = createAsyncThunk<void, SessionEnd, ShellThunkConfig>('session/end', (reason, { dispatch, getState }) => {
  clearUserData();
  if (getState().session.user === null) return;
  dispatch(signedOut(reason));
  dispatch(shellApi.util.resetApiState());
});

/** A sign-in succeeded (credentials, second factor or partner link): store the record and show the signed-in layout. */
export const startSession = createAsyncThunk<void, UserData, ShellThunkConfig>('session/start', (user, { dispatch }) => {
  clearUserData();
  dispatch(shellApi.util.resetApiState());
  writeUserData(user);
  dispatch(userDataChanged(readUserData()));
});

/** Any 401 from any call: the stored session is removed and the user is treated as signed out. */
export const sessionExpired = createAsyncThunk<void, void, ShellThunkConfig>('session/expired', async (_, { dispatch }) => {
  await dispatch(endSession('expired'));
});

/** Sign-out asks the server to end the session; the local record is cleared whatever it answers. */
export const signOut = createAsyncThunk<void, void, ShellThunkConfig>('session/signOut', async (_, { dispatch, extra }) => {
  try {
    await fetch(`${extra.config.serverBaseUrl}/auth/logout`, { method: 'POST', credentials: 'include' });
  } catch {
    // Unreachable server: the local session ends anyway.
  }
  await dispatch(endSession('signedOut'));
});

/**
 * Spec §4: with a stored record, the current-user lookup decides. A failed lookup, or one that
 * reports no user, ends the session; otherwise the record is refreshed (role, names, formats).
 */
export const checkSession = createAsyncThunk<void, void, ShellThunkConfig>('session/check', async (_, { dispatch, getState }) => {
  const before = getState().session.user;
  if (!before) return;
  const lookup = dispatch(sessionApi.endpoints.currentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  const { data } = await lookup;
  const current = getState().session.user;
  // Another sign-in or sign-out happened meanwhile: that one wins.
  if (!current || current.id !== before.id) return;
  if (!data?.user) {
    await dispatch(endSession('expired'));
    return;
  }
  await dispatch(currentUserChanged(data.user));
});

/** The user's own settings changed (names, language, time zone, formats): the record follows. */
export const currentUserChanged = createAsyncThunk<void, CurrentUser, ShellThunkConfig>('session/currentUserChanged', (current, { dispatch, getState }) => {
  const user = getState().session.user;
  if (!user || user.id !== current.userId) return;
  writeUserData(withCurrentUser(user, current));
  dispatch(userDataChanged(readUserData()));
});
