import { deadlineTexts, stayDayText } from './deadline';

describe('hotel deadlines', () => {
  it('shows the hotel clock and UTC in the user pattern', () => {
    expect(deadlineTexts({ utc: '2026-12-08T22:00:00.000Z', local: '2026-12-09T07:00:00+09:00', timeZone: 'Asia/Tokyo' }, 'DD/MM/YYYY HH:mm')).toEqual({
      local: '09/12/2026 07:00',
      utc: '08/12/2026 22:00',
    });
    expect(deadlineTexts({ utc: '2026-12-09T17:00:00Z', local: '2026-12-09T12:00:00-05:00', timeZone: 'America/New_York' }, 'MM/DD/YYYY hh:mm A')).toEqual({
      local: '12/09/2026 12:00 PM',
      utc: '12/09/2026 05:00 PM',
    });
  });

  it('shows a stay day as a calendar day', () => {
    expect(stayDayText('2026-12-10', 'YYYY-MM-DD HH:mm')).toBe('2026-12-10');
  });
});
