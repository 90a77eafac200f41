import { DEFAULT_VIEW, searchIssues, searchRequestOf, shiftDay } from './search';

const reasons = (draft: Parameters<typeof searchIssues>[0]) => searchIssues(draft, '2026-12-01').map((issue) => `${issue.field}:${issue.reason}`);

describe('activity search form rules', () => {
  it('accepts a city and days in order', () => {
    expect(reasons({ destination: 'city:paris', from: '2026-12-10', to: '2026-12-12' })).toEqual([]);
  });

  it('names the contract reasons', () => {
    expect(reasons({})).toEqual(['destination:invalid_destination', 'from:invalid_date', 'to:invalid_date']);
    expect(reasons({ destination: 'city:paris', from: '2026-11-30', to: '2026-12-02' })).toEqual(['from:date_in_past']);
    expect(reasons({ destination: 'city:paris', from: '2026-12-10', to: '2026-12-09' })).toEqual(['to:to_before_from']);
    expect(reasons({ destination: 'city:paris', from: '2026-12-10', to: '2027-01-20' })).toEqual(['to:range_too_long']);
  });

  it('leaves empty filters out of the request', () => {
    const search = { destination: 'city:paris', from: '2026-12-10', to: '2026-12-12' };
    expect(searchRequestOf(search, DEFAULT_VIEW)).toEqual({ ...search, filters: { freeCancellationOnly: false }, sort: 'price_asc', page: 1, pageSize: 10 });
    expect(
      searchRequestOf(search, { ...DEFAULT_VIEW, filters: { categories: ['tour', 'excursion'], confirmationTypes: [], minPrice: 0, text: ' Louvre ', freeCancellationOnly: true } }).filters,
    ).toEqual({
      categories: ['excursion', 'tour'],
      minPrice: 0,
      text: 'Louvre',
      freeCancellationOnly: true,
    });
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
