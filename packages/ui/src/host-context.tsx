import { createContext, useContext, useMemo } from 'react';
import { datePatternOf, formatDateTime, formatMoney, type Language } from '@portal/contracts';
import type { RemoteProps } from './remote-contract';

/** The host's current props, for a remote's screens (the session's user, callbacks). */
export const HostPropsContext = createContext<RemoteProps | null>(null);

export function useHostProps(): RemoteProps {
  const props = useContext(HostPropsContext);
  if (!props) throw new Error('useHostProps needs a screen mounted by createRemoteLifecycles');
  return props;
}

const DEFAULT_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** Spec §3: the stored `utcOffsetTime` keeps what follows the first space, e.g. `(UTC+01:00) Europe/Paris` → `Europe/Paris`. */
export function timeZoneOf(utcOffsetTime: string | undefined): string {
  if (!utcOffsetTime) return 'UTC';
  const space = utcOffsetTime.indexOf(' ');
  return space === -1 ? utcOffsetTime : utcOffsetTime.slice(space + 1);
}

export interface UserFormat {
  language: Language;
  dateTimeFormat: string;
  timeZone: string;
  dateTime(iso: string | Date): string;
  date(iso: string | Date): string;
  money(minor: number, currency: string): string;
}

/** Dates in the user's own format and time zone, money in the screen's language. */
export function useUserFormat(): UserFormat {
  const { user, language } = useHostProps();
  const dateTimeFormat = user?.dateTimeFormat || DEFAULT_DATE_TIME_FORMAT;
  const timeZone = timeZoneOf(user?.utcOffsetTime);
  return useMemo(
    () => ({
      language,
      dateTimeFormat,
      timeZone,
      dateTime: (iso) => formatDateTime(iso, dateTimeFormat, timeZone),
      date: (iso) => formatDateTime(iso, datePatternOf(dateTimeFormat), timeZone),
      money: (minor, currency) => formatMoney(minor, currency, language),
    }),
    [language, dateTimeFormat, timeZone],
  );
}
