// Plain constants and rules without zod: screens import them without shipping the schemas' library.

/**
 * The advisors' and support desk's service hours (spec §1): Sunday to Thursday, 9:00 to 12:00
 * and 13:00 to 17:30, in the desk's time zone. SLA clocks count only these minutes.
 */
export const SERVICE_HOURS = {
  /** The desk's own clock; screens show the hours converted to the reader's time zone. */
  timeZone: 'Europe/Paris',
  /** Days of the week, 0 = Sunday. */
  days: [0, 1, 2, 3, 4],
  /** Opening periods as minutes after local midnight: [start, end). */
  periods: [
    [9 * 60, 12 * 60],
    [13 * 60, 17 * 60 + 30],
  ],
  /** Spec §1: the number to call when no reply came within 24 hours. */
  helpPhone: '+33 1 84 88 24 24',
  /** Spec §1: after this long without a reply, the help phone is shown. */
  noReplyHelpAfterMs: 24 * 60 * 60 * 1000,
} as const satisfies { timeZone: string; days: readonly number[]; periods: readonly (readonly [number, number])[]; helpPhone: string; noReplyHelpAfterMs: number };

/** Service minutes in one open day (7.5 hours). */
export const SERVICE_MINUTES_PER_DAY = SERVICE_HOURS.periods.reduce((sum, [start, end]) => sum + end - start, 0);

/**
 * Minutes of service hours between two instants (0 when `to` is not after `from`), counted in
 * `timeZone` (the desk's by default), whole minutes rounded down.
 */
export function serviceMinutesBetween(from: Date, to: Date, timeZone: string = SERVICE_HOURS.timeZone): number {
  throw new Error(`service hours: not built yet (${from.toISOString()} ${to.toISOString()} ${timeZone})`);
}

/** The instant at which `minutes` service minutes have passed since `from` (`from` itself when 0 and within hours, else the next opening). */
export function addServiceMinutes(from: Date, minutes: number, timeZone: string = SERVICE_HOURS.timeZone): Date {
  throw new Error(`service hours: not built yet (${from.toISOString()} ${minutes} ${timeZone})`);
}

/** Whether the desk is open at `at`. */
export function isWithinServiceHours(at: Date, timeZone: string = SERVICE_HOURS.timeZone): boolean {
  throw new Error(`service hours: not built yet (${at.toISOString()} ${timeZone})`);
}

/** The next moment the desk opens at or after `at` (`at` itself when open). */
export function nextServiceOpening(at: Date, timeZone: string = SERVICE_HOURS.timeZone): Date {
  throw new Error(`service hours: not built yet (${at.toISOString()} ${timeZone})`);
}
