import { addServiceMinutes, isWithinServiceHours, nextServiceOpening, serviceMinutesBetween, SERVICE_MINUTES_PER_DAY } from './service-hours';

// 2026-11-26 is a Thursday; Paris is at UTC+1 in winter and UTC+2 in summer.
const at = (iso: string) => new Date(iso);

describe('service hours (Sunday to Thursday, 9:00-12:00 and 13:00-17:30, Europe/Paris)', () => {
  it('counts 7.5 hours in an open day', () => {
    expect(SERVICE_MINUTES_PER_DAY).toBe(450);
    expect(serviceMinutesBetween(at('2026-11-25T23:00:00Z'), at('2026-11-26T23:00:00Z'))).toBe(450);
  });

  it('skips the weekend: Thursday 17:00 to Sunday 9:30 is 60 minutes', () => {
    expect(serviceMinutesBetween(at('2026-11-26T16:00:00Z'), at('2026-11-29T08:30:00Z'))).toBe(60);
    expect(serviceMinutesBetween(at('2026-11-27T08:00:00Z'), at('2026-11-28T16:00:00Z'))).toBe(0);
  });

  it('skips the lunch break', () => {
    expect(serviceMinutesBetween(at('2026-11-26T10:30:00Z'), at('2026-11-26T12:30:00Z'))).toBe(60);
    expect(serviceMinutesBetween(at('2026-11-26T11:15:00Z'), at('2026-11-26T11:45:00Z'))).toBe(0);
  });

  it('answers 0 when the end is not after the start, and rounds down to whole minutes', () => {
    expect(serviceMinutesBetween(at('2026-11-26T12:00:00Z'), at('2026-11-26T09:00:00Z'))).toBe(0);
    expect(serviceMinutesBetween(at('2026-11-26T09:00:00Z'), at('2026-11-26T09:01:59Z'))).toBe(1);
  });

  it('follows the wall clock on a DST change day', () => {
    // Sunday 2026-03-29: clocks go from 2:00 to 3:00, so 9:00 is 07:00Z (08:00Z the day before would be 9:00 in winter).
    expect(isWithinServiceHours(at('2026-03-29T06:59:00Z'))).toBe(false);
    expect(isWithinServiceHours(at('2026-03-29T07:00:00Z'))).toBe(true);
    expect(nextServiceOpening(at('2026-03-28T12:00:00Z'))).toEqual(at('2026-03-29T07:00:00Z'));
    expect(serviceMinutesBetween(at('2026-03-28T12:00:00Z'), at('2026-03-29T23:00:00Z'))).toBe(450);
    // Sunday 2026-10-25: clocks go back from 3:00 to 2:00, so 9:00 is 08:00Z; Thursday 17:00 is 15:00Z (summer).
    expect(nextServiceOpening(at('2026-10-22T15:30:00Z'))).toEqual(at('2026-10-25T08:00:00Z'));
    expect(serviceMinutesBetween(at('2026-10-22T15:00:00Z'), at('2026-10-25T08:30:00Z'))).toBe(60);
    expect(addServiceMinutes(at('2026-10-25T00:00:00Z'), 450)).toEqual(at('2026-10-25T16:30:00Z'));
  });

  it('adds minutes across lunch, evenings and the weekend', () => {
    expect(addServiceMinutes(at('2026-11-26T10:30:00Z'), 60)).toEqual(at('2026-11-26T12:30:00Z'));
    expect(addServiceMinutes(at('2026-11-26T16:00:00Z'), 60)).toEqual(at('2026-11-29T08:30:00Z'));
    expect(addServiceMinutes(at('2026-11-23T08:00:00Z'), 450 * 2 + 15)).toEqual(at('2026-11-25T08:15:00Z'));
    expect(addServiceMinutes(at('2026-11-26T09:00:00Z'), 120)).toEqual(at('2026-11-26T11:00:00Z'));
  });

  it('gives the next opening for a zero-minute add outside hours, and the instant itself within hours', () => {
    expect(addServiceMinutes(at('2026-11-27T10:00:00Z'), 0)).toEqual(at('2026-11-29T08:00:00Z'));
    expect(addServiceMinutes(at('2026-11-26T11:00:00Z'), 0)).toEqual(at('2026-11-26T12:00:00Z'));
    expect(addServiceMinutes(at('2026-11-26T09:17:00Z'), 0)).toEqual(at('2026-11-26T09:17:00Z'));
    expect(() => addServiceMinutes(at('2026-11-26T09:17:00Z'), -1)).toThrow(RangeError);
  });

  it('is open from the opening minute up to (not at) the closing one', () => {
    expect(isWithinServiceHours(at('2026-11-26T07:59:59Z'))).toBe(false);
    expect(isWithinServiceHours(at('2026-11-26T08:00:00Z'))).toBe(true);
    expect(isWithinServiceHours(at('2026-11-26T11:00:00Z'))).toBe(false);
    expect(isWithinServiceHours(at('2026-11-26T16:29:59Z'))).toBe(true);
    expect(isWithinServiceHours(at('2026-11-26T16:30:00Z'))).toBe(false);
    expect(isWithinServiceHours(at('2026-11-27T10:00:00Z'))).toBe(false);
    expect(nextServiceOpening(at('2026-11-26T16:30:00Z'))).toEqual(at('2026-11-29T08:00:00Z'));
    expect(nextServiceOpening(at('2026-11-26T08:30:00Z'))).toEqual(at('2026-11-26T08:30:00Z'));
  });

  it('counts in another time zone when asked', () => {
    expect(nextServiceOpening(at('2026-11-26T16:30:00Z'), 'Asia/Dubai')).toEqual(at('2026-11-29T05:00:00Z'));
    expect(isWithinServiceHours(at('2026-11-26T05:00:00Z'), 'Asia/Dubai')).toBe(true);
  });
});
