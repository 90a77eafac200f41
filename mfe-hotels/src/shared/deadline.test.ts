import { deadlineTexts, stayDayText, stayText } from './deadline';

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

  it('shows a stay from its first to its last day with its nights', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key}:${String(options?.count)}`;
    expect(stayText(t, { checkIn: '2026-12-10', checkOut: '2026-12-13', nights: 3 }, 'DD/MM/YYYY HH:mm')).toBe('10/12/2026 → 13/12/2026 · search.nights:3');
  });
});
