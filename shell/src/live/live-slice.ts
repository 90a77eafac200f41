import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '../session/session-slice';

export interface LiveState {
  /** Unread notifications as the stream last told; null until it has. */
  unread: number | null;
}

const initialState: LiveState = { unread: null };

/** What the notifications stream keeps current for the header. */
export const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    unreadChanged(state, action: PayloadAction<number>) {
      state.unread = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectUnread: (state) => state.unread,
  },
});

export const { unreadChanged } = liveSlice.actions;
export const { selectUnread } = liveSlice.selectors;
