import { bookingsQueryOf, filtersFromSearch, searchOfFilters, type BookingsFilters } from './bookings-filters';

describe('bookings list filters in the URL', () => {
  const none: BookingsFilters = { reference: '', passenger: '', page: 1, pageSize: 10 };

  it('reads an empty query as the first page of everything', () => {
    expect(filtersFromSearch('')).toEqual(none);
    expect(searchOfFilters(none)).toBe('');
  });

  it('keeps every filter across a reload', () => {
    const filters: BookingsFilters = { reference: 'VF7K2Q', passenger: 'Haddad', status: 'awaiting_payment', agentId: 'u-42', dates: 'last7Days', page: 3, pageSize: 50 };
    const search = searchOfFilters(filters);
    expect(search).toBe('?reference=VF7K2Q&passenger=Haddad&status=awaiting_payment&agent=u-42&dates=last7Days&page=3&pageSize=50');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('drops what the list does not offer instead of sending it', () => {
    expect(filtersFromSearch('?status=lost&dates=nextWeek&page=-2&pageSize=1000&agent=%20')).toEqual(none);
    expect(filtersFromSearch('?status=canceled&page=2.5')).toEqual(none);
    expect(filtersFromSearch('?reference=%20AB12%20&page=2')).toEqual({ ...none, reference: 'AB12', page: 2 });
  });

  it('asks the service for the days of the date preset where the user lives', () => {
    // 1 March 2026, 00:30 in Paris, still 28 February in UTC.
    const now = new Date('2026-02-28T23:30:00.000Z');
    expect(bookingsQueryOf({ ...none, dates: 'today', status: 'expired' }, 'Europe/Paris', now)).toEqual({ page: 1, pageSize: 10, status: 'expired', from: '2026-03-01', to: '2026-03-01' });
    expect(bookingsQueryOf({ ...none, dates: 'lastMonth' }, 'UTC', now)).toEqual({ page: 1, pageSize: 10, from: '2026-01-01', to: '2026-01-31' });
    expect(bookingsQueryOf({ ...none, reference: 'AB12', passenger: 'Trabelsi', agentId: 'u-1' }, 'UTC', now)).toEqual({
      page: 1,
      pageSize: 10,
      reference: 'AB12',
      passenger: 'Trabelsi',
      agentId: 'u-1',
    });
  });
});
