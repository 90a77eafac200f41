import { deskTicketsQueryOf, queueFiltersFromSearch, searchOfQueueFilters } from './queue-filters';

describe('queue filters in the URL', () => {
  it('reads the defaults from a clean address: sorted by due, first page', () => {
    expect(queueFiltersFromSearch('')).toEqual({ breached: false, q: '', sort: 'due', page: 1, pageSize: 20 });
    expect(searchOfQueueFilters(queueFiltersFromSearch(''))).toBe('');
  });

  it('keeps every filter through a round trip and drops values the queue does not offer', () => {
    const search = '?status=open&service=visa&priority=urgent&assignee=me&breached=true&q=T-000123&sort=updated_desc&page=2&pageSize=50';
    expect(searchOfQueueFilters(queueFiltersFromSearch(search))).toBe(search);
    expect(queueFiltersFromSearch('?status=lost&priority=extreme&sort=random&page=-1&pageSize=7')).toEqual(queueFiltersFromSearch(''));
  });

  it('sends only what is set', () => {
    expect(deskTicketsQueryOf(queueFiltersFromSearch('?assignee=none&breached=true&q=%20refund%20'))).toEqual({ page: 1, pageSize: 20, sort: 'due', assignee: 'none', breached: 'true', q: 'refund' });
  });
});
