import { filtersFromSearch, isFiltered, orderOf, searchOfFilters, sortOf, ticketsQueryOf } from './tickets-filters';

describe('tickets list filters', () => {
  it('reads the URL, dropping values the list does not offer', () => {
    expect(filtersFromSearch('?status=open&service=visa&dates=last7Days&q=%20T-12%20&page=3&pageSize=50&sort=created_asc')).toEqual({
      q: 'T-12',
      status: 'open',
      service: 'visa',
      dates: 'last7Days',
      sort: 'created_asc',
      page: 3,
      pageSize: 50,
    });
    expect(filtersFromSearch('?status=lost&service=food&dates=forever&page=-1&pageSize=7&sort=random')).toEqual({ q: '', sort: 'updated_desc', page: 1, pageSize: 20 });
  });

  it('writes a clean URL and keeps the parameters it does not own', () => {
    const filters = filtersFromSearch('');
    expect(searchOfFilters(filters)).toBe('');
    expect(searchOfFilters({ ...filters, status: 'resolved', page: 2 }, '?create=1&reference=FL-1&page=9')).toBe('?create=1&reference=FL-1&page=2&status=resolved');
  });

  it('maps the date presets of spec §9 to days in the user’s time zone', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    const base = filtersFromSearch('');
    // Already 2 March in Paris: the presets count from there.
    expect(ticketsQueryOf({ ...base, dates: 'today' }, 'mine', 'Europe/Paris', now)).toMatchObject({ from: '2026-03-02', to: '2026-03-02' });
    expect(ticketsQueryOf({ ...base, dates: 'lastDay' }, 'mine', 'Europe/Paris', now)).toMatchObject({ from: '2026-03-01', to: '2026-03-01' });
    expect(ticketsQueryOf({ ...base, dates: 'last7Days' }, 'mine', 'UTC', now)).toMatchObject({ from: '2026-02-23', to: '2026-03-01' });
    expect(ticketsQueryOf({ ...base, dates: 'lastMonth' }, 'all', 'UTC', now)).toMatchObject({ scope: 'all', from: '2026-02-01', to: '2026-02-28' });
    expect(ticketsQueryOf({ ...base, dates: 'lastYear' }, 'mine', 'UTC', now)).toMatchObject({ from: '2025-01-01', to: '2025-12-31' });
    expect(ticketsQueryOf(base, 'mine', 'UTC', now)).toEqual({ scope: 'mine', page: 1, pageSize: 20, sort: 'updated_desc' });
  });

  it('says when filters narrow the list', () => {
    expect(isFiltered(filtersFromSearch('?page=2'))).toBe(false);
    expect(isFiltered(filtersFromSearch('?q=refund'))).toBe(true);
  });

  it('turns a column order into the service’s sort and back', () => {
    expect(sortOf('createdAt', 'ascend')).toBe('created_asc');
    expect(sortOf('updatedAt', 'descend')).toBe('updated_desc');
    expect(sortOf('createdAt', null)).toBe('updated_desc');
    expect(orderOf('created_asc', 'createdAt')).toBe('ascend');
    expect(orderOf('created_asc', 'updatedAt')).toBeNull();
  });
});
