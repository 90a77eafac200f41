import { searchIssues, searchRequestOf, timeMeaningOfPoints, tripsFor, withReturn, type SearchDraft } from './search-form';

const TODAY = '2026-11-26';
const trip = (from: string, to: string, date = '2026-12-10', time = '14:30') => ({ from, to, date, time });
const draft = (over: Partial<SearchDraft> = {}): SearchDraft => ({
  tripType: 'one_way',
  trips: [trip('airport:CDG', 'hotel:paris-1')],
  passengers: { adults: 2, childrenAges: [], infants: 0 },
  luggage: 2,
  ...over,
});

describe('timeMeaningOfPoints', () => {
  it('reads a flight arrival leaving an airport, a departure going to one, else a pickup', () => {
    expect(timeMeaningOfPoints('airport:CDG', 'hotel:paris-1')).toBe('flight_arrival');
    expect(timeMeaningOfPoints('hotel:paris-1', 'airport:ORY')).toBe('flight_departure');
    expect(timeMeaningOfPoints('station:FRPLY', 'hotel:paris-1')).toBe('pickup');
    expect(timeMeaningOfPoints('hotel:paris-1', 'port:FRMRS')).toBe('pickup');
  });
  it('counts a point not picked yet as neither', () => {
    expect(timeMeaningOfPoints(undefined, undefined)).toBe('pickup');
    expect(timeMeaningOfPoints(undefined, 'airport:CDG')).toBe('flight_departure');
  });
});

describe('tripsFor', () => {
  it('keeps one trip for one way, two reversed for a round trip, up to three for multi', () => {
    const three = [trip('airport:CDG', 'hotel:a'), trip('hotel:a', 'station:X'), trip('station:X', 'hotel:b')];
    expect(tripsFor('one_way', three)).toHaveLength(1);
    expect(tripsFor('round_trip', [trip('airport:CDG', 'hotel:a')])).toEqual([trip('airport:CDG', 'hotel:a'), { from: 'hotel:a', to: 'airport:CDG' }]);
    expect(tripsFor('multi', three)).toHaveLength(3);
    expect(tripsFor('multi', [])).toEqual([{}]);
  });
  it('keeps the way back its own day and time', () => {
    expect(withReturn([trip('airport:CDG', 'hotel:a'), { date: '2026-12-12', time: '10:00' }])[1]).toEqual({ from: 'hotel:a', to: 'airport:CDG', date: '2026-12-12', time: '10:00' });
  });
});

describe('searchIssues', () => {
  it('accepts a complete search', () => {
    expect(searchIssues(draft(), TODAY)).toEqual([]);
  });
  it('asks for every point, day and time, and each child age', () => {
    const issues = searchIssues(draft({ trips: [{}], passengers: { adults: 1, childrenAges: [null], infants: 0 } }), TODAY);
    expect(issues.map((issue) => issue.field)).toEqual(['trips.0.from', 'trips.0.to', 'trips.0.date', 'trips.0.time', 'passengers.childrenAges.0']);
    expect(issues.every((issue) => issue.reason === 'required')).toBe(true);
  });
  it('refuses a past day and a wrong time', () => {
    expect(searchIssues(draft({ trips: [trip('airport:CDG', 'hotel:a', '2026-11-01', '25:00')] }), TODAY)).toEqual([
      { field: 'trips.0.date', reason: 'date_in_past' },
      { field: 'trips.0.time', reason: 'invalid_time' },
    ]);
  });
  it('applies the service rules: same points, two hotels, order of trips, round trip reverse, infants', () => {
    expect(searchIssues(draft({ trips: [trip('airport:CDG', 'airport:CDG')] }), TODAY)).toEqual([{ field: 'trips.0.to', reason: 'same_from_to' }]);
    expect(searchIssues(draft({ trips: [trip('hotel:a', 'hotel:b')] }), TODAY)).toEqual([{ field: 'trips.0.to', reason: 'no_terminal_point' }]);
    expect(searchIssues(draft({ tripType: 'multi', trips: [trip('airport:CDG', 'hotel:a', '2026-12-10'), trip('hotel:a', 'station:X', '2026-12-09')] }), TODAY)).toEqual([
      { field: 'trips.1.date', reason: 'trip_before_previous' },
    ]);
    expect(searchIssues(draft({ tripType: 'round_trip', trips: [trip('airport:CDG', 'hotel:a'), trip('hotel:a', 'airport:ORY', '2026-12-12')] }), TODAY)).toEqual([
      { field: 'trips.1.from', reason: 'return_not_reverse' },
    ]);
    expect(searchIssues(draft({ passengers: { adults: 1, childrenAges: [], infants: 2 } }), TODAY)).toEqual([{ field: 'passengers.infants', reason: 'infants_exceed_adults' }]);
  });
});

describe('searchRequestOf', () => {
  it('drops unset values into the request', () => {
    expect(searchRequestOf(draft({ luggage: null, passengers: { adults: 2, childrenAges: [5], infants: null } }))).toEqual({
      tripType: 'one_way',
      trips: [trip('airport:CDG', 'hotel:paris-1')],
      passengers: { adults: 2, childrenAges: [5], infants: 0 },
      luggage: 0,
    });
  });
});
