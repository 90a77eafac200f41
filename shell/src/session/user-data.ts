import { CLIENT_STORE_KEY, userDataSchema, type CurrentUser, type UserData } from '@portal/contracts';
import type { partnerUserData } from '@portal/contracts';
import { timeZoneOf } from '@portal/ui';
import { USER_DATA_KEY } from './stored-user-data';

export { USER_DATA_KEY } from './stored-user-data';

/** The stored session record, or null when there is none or it is not a valid record. */
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

/** Local storage key of the last known balance, shown at once on the next load (spec §4). */
export const BALANCE_KEY = 'balance';

/** Spec §3: `utcOffsetTime` is stored as the part after the first space (the IANA zone). */
export function storedUserData(user: UserData): UserData {
  return { ...user, utcOffsetTime: timeZoneOf(user.utcOffsetTime) };
}

export function writeUserData(user: UserData): void {
  window.localStorage.setItem(USER_DATA_KEY, JSON.stringify(storedUserData(user)));
}

/** The session record and what was stored with it (the balance) go together. */
export function clearUserData(): void {
  window.localStorage.removeItem(USER_DATA_KEY);
  window.localStorage.removeItem(BALANCE_KEY);
  // The client store's drafts (spec §3: the visa wizard's and forms' values) hold travellers' data: they leave with the session.
  window.localStorage.removeItem(`persist:${CLIENT_STORE_KEY}`);
}

/** The record refreshed from the current-user lookup; the sealed partner id stays as it was. */
export function withCurrentUser(stored: UserData, current: CurrentUser): UserData {
  return storedUserData({
    ...stored,
    id: current.userId,
    langId: current.langId,
    partner: current.partner ?? stored.partner,
    firstName: current.firstName,
    lastName: current.lastName,
    email: current.email,
    dateTimeFormat: current.dateTimeFormat,
    utcOffsetTime: current.utcOffsetTime,
    currency: current.currency,
    role: current.role,
  });
}

export type PartnerUserData = ReturnType<typeof partnerUserData.parse>;

/** The partner sign-in answer (spec §3) as a stored record; its date format is the user's date and time format. */
export function userDataFromPartner(answer: PartnerUserData, sealedPartnerId: string | undefined): UserData {
  return storedUserData({
    id: answer.userId,
    langId: answer.langId,
    partner: answer.partner,
    firstName: answer.firstName,
    lastName: answer.lastName,
    email: answer.email,
    dateTimeFormat: answer.dateFormat,
    utcOffsetTime: answer.utcOffsetTime,
    ...(sealedPartnerId ? { partnerId: sealedPartnerId } : {}),
  });
}
