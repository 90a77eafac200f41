import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CLIENT_STORE_KEY, CLIENT_STORE_PERSIST_TIMEOUT_MS } from '@portal/contracts';
import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

/**
 * Spec §3's client store: the drafts of the visa wizard and the forms, kept across reloads so an
 * agent who reloads mid-form loses nothing. A draft holds what was typed and the ids of uploads
 * already stored by the service, never a file.
 */
export const DRAFT_KINDS = ['visa', 'groupQuote', 'hotelVisa'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export interface Draft {
  /** The draft's owner: another user signing in on the same browser never sees it. */
  userId: string;
  /** The form's values (and a wizard's step), as the screen keeps them. */
  values: Record<string, unknown>;
  savedAt: string;
}

export type DraftsState = Partial<Record<DraftKind, Draft>>;

const draftsSlice = createSlice({
  name: 'drafts',
  initialState: {} as DraftsState,
  reducers: {
    saved(state, action: PayloadAction<{ kind: DraftKind; draft: Draft }>) {
      state[action.payload.kind] = action.payload.draft;
    },
    cleared(state, action: PayloadAction<DraftKind>) {
      delete state[action.payload];
    },
  },
});

export const { saved: draftSaved, cleared: draftCleared } = draftsSlice.actions;

/** The drafts slice as the remote's store holds it, persisted under the spec's key (`persist:root` in local storage). */
export const persistedDrafts = persistReducer({ key: CLIENT_STORE_KEY, storage, timeout: CLIENT_STORE_PERSIST_TIMEOUT_MS }, draftsSlice.reducer);
