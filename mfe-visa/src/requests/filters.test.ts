import { deskFiltersFromSearch, deskQueryOf, requestsFiltersFromSearch, requestsQueryOf, searchOfDeskFilters, searchOfRequestsFilters } from './filters';

describe('visa reservations filters in the URL', () => {
  it('reads back what it writes, defaults left out', () => {
    const search = '?reference=VI12&visaStatus=missing_documents&dates=last7Days&travelFrom=2027-04-01&page=2';
    const filters = requestsFiltersFromSearch(search);
    expect(filters.visaStatus).toBe('missing_documents');
    expect(searchOfRequestsFilters(filters)).toBe(search);
    expect(searchOfRequestsFilters(requestsFiltersFromSearch(''))).toBe('');
  });

  it('drops values the list does not offer', () => {
    const filters = requestsFiltersFromSearch('?visaStatus=lost&travelTo=tomorrow&pageSize=7');
    expect(filters).toMatchObject({ visaStatus: undefined, travelTo: undefined, pageSize: 10 });
  });

  it('sends the journey range and only what is set', () => {
    const query = requestsQueryOf(requestsFiltersFromSearch('?travelFrom=2027-04-01&travelTo=2027-04-30&passenger=benali'), 'Europe/Paris');
    expect(query).toEqual({ page: 1, pageSize: 10, passenger: 'benali', travelFrom: '2027-04-01', travelTo: '2027-04-30' });
  });
});

describe('visa desk queue filters in the URL', () => {
  it('waits longest first by default and keeps a destination code', () => {
    const filters = deskFiltersFromSearch('?destination=ma&q=%20Atlas%20');
    expect(filters).toMatchObject({ destination: 'MA', q: 'Atlas', sort: 'waiting' });
    expect(searchOfDeskFilters(filters)).toBe('?destination=MA&q=Atlas');
    expect(deskQueryOf(filters)).toEqual({ page: 1, pageSize: 20, sort: 'waiting', destination: 'MA', q: 'Atlas' });
  });
});
