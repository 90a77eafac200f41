import { canMoveHotelVisa, hotelVisaAutoCancelAt, hotelVisaChildAgeIssue, hotelVisaDatesIssue, hotelVisaNights, hotelVisaWarningAt } from './visa-hotel-rules';
import { stayDatesIssue16 } from './visa-rules';

describe('hotel visa reservation rules', () => {
  it('takes a departure on or after the arrival, at most 16 days later (spec §5)', () => {
    expect(stayDatesIssue16('2027-03-10', '2027-03-10')).toBeNull();
    expect(stayDatesIssue16('2027-03-10', '2027-03-26')).toBeNull();
    expect(stayDatesIssue16('2027-03-10', '2027-03-27')).toBe('stay_too_long');
    expect(stayDatesIssue16('2027-03-10', '2027-03-09')).toBe('departure_before_arrival');
  });

  it('refuses an arrival sooner than 4 days ahead, which would be cancelled at once', () => {
    expect(hotelVisaDatesIssue('2027-03-13', '2027-03-15', '2027-03-10')).toEqual({ field: 'arrival', reason: 'arrival_too_soon' });
    expect(hotelVisaDatesIssue('2027-03-14', '2027-03-15', '2027-03-10')).toBeNull();
  });

  it('cancels automatically 3 days before arrival and warns a day earlier (spec §4, §9)', () => {
    expect(hotelVisaAutoCancelAt('2027-03-14').toISOString()).toBe('2027-03-11T00:00:00.000Z');
    expect(hotelVisaWarningAt('2027-03-14').toISOString()).toBe('2027-03-10T00:00:00.000Z');
    expect(hotelVisaNights('2027-03-14', '2027-03-17')).toBe(3);
  });

  it("takes a child's age 0 to 12 (spec §3)", () => {
    expect(hotelVisaChildAgeIssue(0)).toBeNull();
    expect(hotelVisaChildAgeIssue(12)).toBeNull();
    expect(hotelVisaChildAgeIssue(13)).toBe('child_age');
    expect(hotelVisaChildAgeIssue(null)).toBe('child_age');
  });

  it('moves a confirmed reservation to cancelled or converted only', () => {
    expect(canMoveHotelVisa('confirmed', 'converted')).toBe(true);
    expect(canMoveHotelVisa('requested', 'converted')).toBe(false);
    expect(canMoveHotelVisa('cancelled', 'confirmed')).toBe(false);
  });
});
