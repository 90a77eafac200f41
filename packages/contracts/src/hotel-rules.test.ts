import { stayDatesIssue } from './hotel-rules';
import { hotelStay } from './hotels';

describe('stay dates rule', () => {
  it('wants check-out after check-in and at most 30 nights', () => {
    expect(stayDatesIssue('2026-12-10', '2026-12-13')).toBeNull();
    expect(stayDatesIssue('2026-12-10', '2026-12-10')).toBe('check_out_before_check_in');
    expect(stayDatesIssue('2026-12-10', '2027-01-09')).toBeNull();
    expect(stayDatesIssue('2026-12-10', '2027-01-10')).toBe('stay_too_long');
  });

  it('is what the stay schema answers', () => {
    const stay = { destination: 'city:1', checkIn: '2026-12-10', checkOut: '2026-12-01', rooms: [{ adults: 1 }], nationality: 'FR' };
    expect(hotelStay.safeParse(stay).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['checkOut', 'check_out_before_check_in']]);
  });
});
