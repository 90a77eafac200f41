import { useCallback, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useHostProps } from '@portal/ui';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { draftCleared, draftSaved, type DraftKind, type DraftsState } from './drafts';

type StateWithDrafts = { drafts: DraftsState & PersistPartial };

export interface DraftHandle<Values> {
  /** The stored drafts have been read back (a form waits for it before taking its first values). */
  ready: boolean;
  /** The signed-in user's draft of this form; undefined when none. */
  values: Values | undefined;
  save(values: Values): void;
  /** After the form is sent (or the agent starts again). */
  clear(): void;
}

/** A form's draft in the persisted client store, the signed-in user's only. */
export function useDraft<Values extends Record<string, unknown>>(kind: DraftKind): DraftHandle<Values> {
  const dispatch = useDispatch();
  const userId = useHostProps().user?.id ?? '';
  const ready = useSelector((state: StateWithDrafts) => state.drafts._persist?.rehydrated ?? false);
  const draft = useSelector((state: StateWithDrafts) => state.drafts[kind]);
  const values = draft && draft.userId === userId ? (draft.values as Values) : undefined;
  const save = useCallback((next: Values) => dispatch(draftSaved({ kind, draft: { userId, values: next, savedAt: new Date().toISOString() } })), [dispatch, kind, userId]);
  const clear = useCallback(() => dispatch(draftCleared(kind)), [dispatch, kind]);
  return useMemo(() => ({ ready, values, save, clear }), [ready, values, save, clear]);
}
