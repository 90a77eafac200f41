import { leadIssues, tripDetailsIssues } from './passenger-rules';

const party = { adults: 2, childrenAges: [5], infants: 0 };
const details = { serviceNumber: 'AF123', terminal: 'CDG 2E', pickupTime: '14:30', companyName: 'Air France', stoppingPoint: 'Hotel Lutetia', departurePoint: 'Arrivals hall' };

describe('leadIssues', () => {
  it('accepts a complete lead passenger', () => {
    expect(leadIssues({ firstName: 'Marie', lastName: "D'Arc", email: 'marie@example.com', age: 35, phone: '33612345678' })).toEqual([]);
  });
  it('refuses what spec §5 refuses: names, email, age 18 to 99, phone of 8 digits or more', () => {
    expect(leadIssues({ firstName: '', lastName: 'X1', email: 'nope', age: 17, phone: '1234567' })).toEqual([
      { field: 'leadPassenger.firstName', reason: 'required' },
      { field: 'leadPassenger.lastName', reason: 'invalid_name' },
      { field: 'leadPassenger.email', reason: 'invalid_email' },
      { field: 'leadPassenger.age', reason: 'age_out_of_range' },
      { field: 'leadPassenger.phone', reason: 'invalid_phone' },
    ]);
    expect(leadIssues({ firstName: 'A', lastName: 'B', email: 'a@b.co', age: 100, phone: '+33 6 12' }).map((issue) => issue.reason)).toEqual(['age_out_of_range', 'invalid_phone']);
    expect(leadIssues({ firstName: 'A', lastName: 'B', email: 'a@b.co', age: null, phone: '' }).map((issue) => issue.reason)).toEqual(['required', 'required']);
  });
});

describe('tripDetailsIssues', () => {
  it('accepts complete details and seats for the children', () => {
    expect(tripDetailsIssues(0, details, 1, party, true)).toEqual([]);
  });
  it('requires every detail of the trip', () => {
    expect(tripDetailsIssues(1, {}, 0, party, true).map((issue) => issue.field)).toEqual([
      'trips.1.details.serviceNumber',
      'trips.1.details.terminal',
      'trips.1.details.pickupTime',
      'trips.1.details.companyName',
      'trips.1.details.stoppingPoint',
      'trips.1.details.departurePoint',
    ]);
  });
  it('refuses a bad number, and seats beyond the children or where none are offered', () => {
    expect(tripDetailsIssues(0, { ...details, serviceNumber: '#AF' }, 0, party, true)).toEqual([{ field: 'trips.0.details.serviceNumber', reason: 'invalid_service_number' }]);
    expect(tripDetailsIssues(0, details, 2, party, true)).toEqual([{ field: 'trips.0.childSeats', reason: 'child_seats_exceed_children' }]);
    expect(tripDetailsIssues(0, details, 1, party, false)).toEqual([{ field: 'trips.0.childSeats', reason: 'child_seats_unavailable' }]);
  });
});
