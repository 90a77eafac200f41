import { balanceResponse, type Balance } from '@portal/contracts';
import { BALANCE_KEY } from '../session/user-data';

/** The last balance seen, so the header shows it at once on the next load (spec §4 "stored balance entry"). */
export function readStoredBalance(): Balance | null {
  try {
    const raw = window.localStorage.getItem(BALANCE_KEY);
    const parsed = raw === null ? null : balanceResponse.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeBalance(balance: Balance | null): void {
  if (balance) window.localStorage.setItem(BALANCE_KEY, JSON.stringify(balance));
  else window.localStorage.removeItem(BALANCE_KEY);
}
