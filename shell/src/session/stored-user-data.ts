import { userDataSchema, type UserData } from '@portal/contracts';

/** Local storage key of the stored session record (spec §3). */
export const USER_DATA_KEY = 'userData';

/** The stored session record, or null when there is none or it is not a valid record. No React or antd here: the entry reads it. */
export function readUserData(): UserData | null {
  try {
    const raw = window.localStorage.getItem(USER_DATA_KEY);
    if (raw === null) return null;
    const parsed = userDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
