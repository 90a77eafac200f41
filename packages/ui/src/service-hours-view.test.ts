import { openingRanges, serviceHoursIn, timePatternOf } from './service-hours-view';

const winter = new Date('2026-01-14T10:00:00Z');
const summer = new Date('2026-07-15T10:00:00Z');

describe('service hours in the reader’s time zone', () => {
  it('shows Paris hours unchanged to a reader in Paris', () => {
    expect(openingRanges(serviceHoursIn('Europe/Paris', 'HH:mm', winter))).toEqual([
      {
        firstDay: 0,
        lastDay: 4,
        periods: [
          { from: '09:00', to: '12:00' },
          { from: '13:00', to: '17:30' },
        ],
      },
    ]);
  });

  it('follows daylight saving on both sides', () => {
    expect(serviceHoursIn('UTC', 'HH:mm', winter)[0]?.periods).toEqual([
      { from: '08:00', to: '11:00' },
      { from: '12:00', to: '16:30' },
    ]);
    expect(serviceHoursIn('UTC', 'HH:mm', summer)[0]?.periods).toEqual([
      { from: '07:00', to: '10:00' },
      { from: '11:00', to: '15:30' },
    ]);
  });

  it('moves a period to the reader’s weekday when the day differs', () => {
    // 9:00 in Paris on Sunday is 21:00 on Saturday in Pago Pago (UTC-11, Paris UTC+1 in winter).
    const days = serviceHoursIn('Pacific/Pago_Pago', 'hh:mm A', winter);
    expect(days.map((day) => day.weekday)).toEqual([0, 1, 2, 3, 4, 6]);
    expect(days.at(-1)?.periods).toEqual([{ from: '09:00 PM', to: '12:00 AM' }]);
    expect(days[0]?.periods).toEqual([
      { from: '01:00 AM', to: '05:30 AM' },
      { from: '09:00 PM', to: '12:00 AM' },
    ]);
  });

  it('reads the time part of a user’s format', () => {
    expect(timePatternOf('MM/DD/YYYY hh:mm A')).toBe('hh:mm A');
    expect(timePatternOf('DD/MM/YYYY')).toBe('HH:mm');
  });
});
