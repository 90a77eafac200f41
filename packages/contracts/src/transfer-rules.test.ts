import { ageIssue, childSeatIssue, passengerIssues, phoneIssue, placeKindOf, serviceNumberKindOf, timeMeaningOf, transferTotal, tripIssues } from './transfer-rules';
import { createTransferBookingRequest, transferSearchRequest } from './transfers';

const trip = (from: string, to: string, date = '2026-12-10', time = '10:00') => ({ from, to, date, time });
const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('transfer trip rules', () => {
  it('takes one trip one way, two for a round trip, one to three for multi', () => {
    expect(tripIssues('one_way', [trip('airport:CDG', 'hotel:paris-1')])).toEqual([]);
    expect(tripIssues('one_way', [trip('airport:CDG', 'hotel:paris-1'), trip('hotel:paris-1', 'airport:CDG')])).toEqual([{ field: 'trips', reason: 'trips_for_trip_type' }]);
    expect(tripIssues('round_trip', [trip('airport:CDG', 'hotel:paris-1')])).toEqual([{ field: 'trips', reason: 'trips_for_trip_type' }]);
    const three = [trip('airport:CDG', 'hotel:paris-1'), trip('hotel:paris-1', 'port:FRMRS', '2026-12-11'), trip('port:FRMRS', 'airport:MRS', '2026-12-12')];
    expect(tripIssues('multi', three)).toEqual([]);
    expect(tripIssues('multi', [...three, trip('airport:MRS', 'hotel:marseille-1', '2026-12-13')])).toEqual([{ field: 'trips', reason: 'too_many_trips' }]);
  });

  it('refuses the same from and to, two hotel ends, a trip before the previous one, and a way back that is not the reverse', () => {
    expect(tripIssues('one_way', [trip('airport:CDG', 'airport:CDG')])).toEqual([{ field: 'trips.0.to', reason: 'same_from_to' }]);
    expect(tripIssues('one_way', [trip('hotel:paris-1', 'hotel:paris-2')])).toEqual([{ field: 'trips.0.to', reason: 'no_terminal_point' }]);
    expect(tripIssues('multi', [trip('airport:CDG', 'hotel:paris-1', '2026-12-10', '12:00'), trip('hotel:paris-1', 'airport:CDG', '2026-12-10', '11:00')])).toEqual([
      { field: 'trips.1.date', reason: 'trip_before_previous' },
    ]);
    expect(tripIssues('round_trip', [trip('airport:CDG', 'hotel:paris-1'), trip('hotel:paris-1', 'airport:ORY', '2026-12-12')])).toEqual([{ field: 'trips.1.from', reason: 'return_not_reverse' }]);
  });

  it('reads what a trip time means and which number its details ask for from its points', () => {
    expect(placeKindOf('airport:CDG')).toBe('airport');
    expect(placeKindOf('nowhere')).toBeNull();
    expect(timeMeaningOf('airport', 'hotel')).toBe('flight_arrival');
    expect(timeMeaningOf('hotel', 'airport')).toBe('flight_departure');
    expect(timeMeaningOf('hotel', 'port')).toBe('pickup');
    expect(timeMeaningOf('station', 'hotel')).toBe('pickup');
    expect(serviceNumberKindOf('port', 'airport')).toBe('flight');
    expect(serviceNumberKindOf('hotel', 'port')).toBe('cruise');
    expect(serviceNumberKindOf('station', 'hotel')).toBe('train');
  });
});

describe('transfer passenger rules', () => {
  it('wants no more infants than adults and at most 20 passengers', () => {
    expect(passengerIssues({ adults: 2, childrenAges: [5], infants: 1 })).toEqual([]);
    expect(passengerIssues({ adults: 1, childrenAges: [], infants: 2 })).toEqual([{ field: 'passengers.infants', reason: 'infants_exceed_adults' }]);
    expect(passengerIssues({ adults: 16, childrenAges: [3, 4, 5, 6, 7], infants: 0 })).toEqual([{ field: 'passengers', reason: 'too_many_passengers' }]);
  });

  it('takes a lead passenger of 18 to 99 with a phone of 8 to 15 digits', () => {
    expect([17, 18, 99, 100, 30.5].map(ageIssue)).toEqual(['age_out_of_range', null, null, 'age_out_of_range', 'age_out_of_range']);
    expect(['1234567', '12345678', '123456789012345', '1234567890123456', '+33612345678', ' '].map(phoneIssue)).toEqual(['invalid_phone', null, null, 'invalid_phone', 'invalid_phone', 'required']);
  });

  it('gives child seats only to children and infants, where offered', () => {
    const party = { adults: 2, childrenAges: [4], infants: 0 };
    expect(childSeatIssue(0, party, false)).toBeNull();
    expect(childSeatIssue(1, party, true)).toBeNull();
    expect(childSeatIssue(2, party, true)).toBe('child_seats_exceed_children');
    expect(childSeatIssue(1, party, false)).toBe('child_seats_unavailable');
  });

  it('totals each trip with its child seats', () => {
    const offer = { salePrice: 5000, childSeat: { salePrice: 800 } };
    expect(
      transferTotal([
        { offer, childSeats: 2 },
        { offer: { salePrice: 3000, childSeat: null }, childSeats: 0 },
      ]),
    ).toBe(9600);
  });
});

describe('transfer schemas', () => {
  const passengers = { adults: 2, childrenAges: [6], infants: 0 };

  it('puts every search rule on its field', () => {
    const four = ['2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13'].map((date) => trip('airport:CDG', 'hotel:paris-1', date));
    expect(fieldsOf(transferSearchRequest.safeParse({ tripType: 'multi', trips: four, passengers }))).toEqual([['trips', 'too_many_trips']]);
    expect(fieldsOf(transferSearchRequest.safeParse({ tripType: 'one_way', trips: [trip('airport:CDG', 'airport:CDG')], passengers: { adults: 1, infants: 2 } }))).toEqual([
      ['trips.0.to', 'same_from_to'],
      ['passengers.infants', 'infants_exceed_adults'],
    ]);
    expect(fieldsOf(transferSearchRequest.safeParse({ tripType: 'one_way', trips: [trip('airport:CDG', 'hotel:paris-1', '2026-12-10', '25:00')], passengers }))).toEqual([
      ['trips.0.time', 'invalid_time'],
    ]);
  });

  it('requires every detail of every trip and the lead passenger of spec §5', () => {
    const details = { serviceNumber: 'AF1234', terminal: 'Terminal 2E', pickupTime: '10:30', companyName: 'Air France', stoppingPoint: '12 Rue de la Paix', departurePoint: 'Arrivals hall' };
    const lead = { firstName: 'Amel', lastName: 'Haddad', email: 'amel@example.com', age: 40, phone: '33612345678' };
    const valid = { trips: [{ offerId: 'x', details }], leadPassenger: lead, payment: 'hold', acceptedSalePrice: 100, acceptedTerms: true };
    expect(createTransferBookingRequest.safeParse(valid).success).toBe(true);
    const invalid = {
      ...valid,
      trips: [{ offerId: 'x', details: { ...details, companyName: ' ', stoppingPoint: undefined } }],
      leadPassenger: { ...lead, age: 17, phone: '1234567' },
    };
    expect(fieldsOf(createTransferBookingRequest.safeParse(invalid))).toEqual([
      ['trips.0.details.companyName', 'required'],
      ['trips.0.details.stoppingPoint', 'required'],
      ['leadPassenger.age', 'age_out_of_range'],
      ['leadPassenger.phone', 'invalid_phone'],
    ]);
    const four = Array.from({ length: 4 }, () => ({ offerId: 'x', details }));
    expect(fieldsOf(createTransferBookingRequest.safeParse({ ...valid, trips: four }))).toEqual([['trips', 'too_many_trips']]);
  });
});
