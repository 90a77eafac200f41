/** Local storage key of the stored session record (spec §3). */
export const USER_DATA_KEY = 'userData';

/**
 * Whether a session record is stored, valid or not. No schema here: the entry reads it before zod
 * is loaded; the shell validates the record (`readUserData`).
 */
export function isSessionStored(): boolean {
  try {
    return window.localStorage.getItem(USER_DATA_KEY) !== null;
  } catch {
    return false;
  }
}
