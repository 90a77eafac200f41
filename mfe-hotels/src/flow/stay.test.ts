import { DEFAULT_VIEW, destinationIdOf, nightsOf, searchRequestOf, shiftDay, stayIssues, stayOf, type StayDraft } from './stay';

const draft = (change: Partial<StayDraft> = {}): StayDraft => ({
  destination: 'city:paris',
  checkIn: '2026-12-10',
  checkOut: '2026-12-13',
  rooms: [
    { adults: 2, childrenAges: [] },
    { adults: 1, childrenAges: [7] },
  ],
  nationality: 'FR',
  ...change,
});
const reasons = (value: StayDraft) => stayIssues(value, '2026-12-01').map((issue) => `${issue.field}:${issue.reason}`);

describe('hotel search form rules', () => {
  it('accepts the journey stay: 2 rooms, a child of 7', () => {
    expect(reasons(draft())).toEqual([]);
  });

  it('names the contract reasons of missing fields', () => {
    expect(reasons(draft({ destination: undefined, checkIn: undefined, checkOut: undefined, nationality: undefined }))).toEqual(
      expect.arrayContaining(['destination:invalid_destination', 'checkIn:invalid_date', 'checkOut:invalid_date', 'nationality:invalid_choice']),
    );
  });

  it('wants check-out after check-in, and at most 30 nights', () => {
    expect(reasons(draft({ checkOut: '2026-12-10' }))).toEqual(['checkOut:check_out_before_check_in']);
    expect(reasons(draft({ checkOut: '2027-01-20' }))).toEqual(['checkOut:stay_too_long']);
  });

  it('refuses a check-in in the past', () => {
    expect(reasons(draft({ checkIn: '2026-11-30' }))).toEqual(['checkIn:date_in_past']);
  });

  it('asks every child age, once', () => {
    expect(reasons(draft({ rooms: [{ adults: 1, childrenAges: [undefined, 5] }] }))).toEqual(['rooms.0.childrenAges.0:child_age_required']);
  });

  it('checks the dates only when both are days', () => {
    expect(reasons(draft({ checkIn: '2026-12-1', checkOut: '2026-11-01' }))).toEqual(['checkIn:invalid_date']);
    expect(reasons(draft({ destination: 'paris' }))).toEqual(['destination:invalid_destination']);
  });

  it('sends the chosen ages', () => {
    expect(stayOf(draft()).rooms.map((room) => room.childrenAges)).toEqual([[], [7]]);
  });
});

describe('search request', () => {
  it('leaves empty filters out and trims the name', () => {
    const stay = stayOf(draft());
    expect(searchRequestOf(stay, { ...DEFAULT_VIEW, filters: { stars: [5, 4], boards: [], name: '  ', refundableOnly: true } })).toEqual({
      stay,
      filters: { stars: [4, 5], refundableOnly: true },
      sort: 'price_asc',
      page: 1,
      pageSize: 10,
    });
    expect(searchRequestOf(stay, { ...DEFAULT_VIEW, page: 3, filters: { boards: ['bed_and_breakfast'], minPrice: 0, maxPrice: 5000, name: ' Ritz ' } }).filters).toEqual({
      boards: ['bed_and_breakfast'],
      minPrice: 0,
      maxPrice: 5000,
      name: 'Ritz',
      refundableOnly: false,
    });
  });

  it('counts nights only for dates in order', () => {
    expect(nightsOf('2026-12-10', '2026-12-13')).toBe(3);
    expect(nightsOf('2026-12-10', '2026-12-10')).toBeNull();
    expect(nightsOf(undefined, '2026-12-10')).toBeNull();
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('destination id', () => {
  it('names the kind once', () => {
    expect(destinationIdOf({ id: 'city:2988507', kind: 'city' })).toBe('city:2988507');
    expect(destinationIdOf({ id: 'h-12', kind: 'hotel' })).toBe('hotel:h-12');
  });
});
