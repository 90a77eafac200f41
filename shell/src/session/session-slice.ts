import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserData } from '@portal/contracts';
import type { ShellThunkConfig } from '../store';
import { clearUserData } from './user-data';

export interface SessionState {
  user: UserData | null;
}

const initialState: SessionState = { user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The stored record changed (another tab signed in or out). */
    userDataChanged(state, action: PayloadAction<UserData | null>) {
      state.user = action.payload;
    },
    signedOut(state) {
      state.user = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
  },
});

export const { userDataChanged, signedOut } = sessionSlice.actions;
export const { selectUser } = sessionSlice.selectors;

/** Any 401 from any call: the stored session is removed and the user is treated as signed out. */
export const sessionExpired = createAsyncThunk<void, void, ShellThunkConfig>('session/expired', (_, { dispatch }) => {
  clearUserData();
  dispatch(signedOut());
});

/** Sign-out asks the server to end the session; the local record is cleared whatever it answers. */
export const signOut = createAsyncThunk<void, void, ShellThunkConfig>('session/signOut', async (_, { dispatch, extra }) => {
  try {
    await fetch(`${extra.config.serverBaseUrl}/auth/logout`, { method: 'POST', credentials: 'include' });
  } catch {
    // Unreachable server: the local session ends anyway.
  }
  clearUserData();
  dispatch(signedOut());
});
