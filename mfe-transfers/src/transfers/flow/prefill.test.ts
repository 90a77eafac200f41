import { parsePrefill } from './prefill';

const parse = (query: string) => parsePrefill(new URLSearchParams(query));

describe('parsePrefill', () => {
  it('is null without an airport', () => {
    expect(parse('')).toBeNull();
    expect(parse('arrivalAirport=12&adults=2')).toBeNull();
  });
  it('makes an arrival a one-way trip from the airport with the flight details', () => {
    expect(parse('arrivalAirport=cdg&arrivalTerminal=2E&arrivalFlight=AF123&arrivalAirline=Air%20France&arrivalDate=2026-12-10&arrivalTime=14:30&adults=2&children=5,8&infants=1')).toEqual({
      draft: {
        tripType: 'one_way',
        trips: [{ from: 'airport:CDG', date: '2026-12-10', time: '14:30' }],
        passengers: { adults: 2, childrenAges: [5, 8], infants: 1 },
        luggage: 0,
      },
      details: [{ serviceNumber: 'AF123', terminal: '2E', companyName: 'Air France' }],
    });
  });
  it('makes arrival and departure at one airport a round trip, at two a multi-trip', () => {
    const round = parse('arrivalAirport=CDG&arrivalDate=2026-12-10&arrivalTime=14:30&departureAirport=CDG&departureFlight=AF124&departureDate=2026-12-17&departureTime=09:05');
    expect(round?.draft.tripType).toBe('round_trip');
    expect(round?.draft.trips).toEqual([
      { from: 'airport:CDG', date: '2026-12-10', time: '14:30' },
      { to: 'airport:CDG', date: '2026-12-17', time: '09:05' },
    ]);
    expect(round?.details[1]).toEqual({ serviceNumber: 'AF124' });
    expect(parse('arrivalAirport=CDG&departureAirport=ORY')?.draft.tripType).toBe('multi');
    expect(parse('departureAirport=ORY')?.draft.trips).toEqual([{ to: 'airport:ORY', date: undefined, time: undefined }]);
  });
  it('leaves out values that break the rules', () => {
    const prefill = parse('arrivalAirport=CDG&arrivalDate=10/12/2026&arrivalTime=25:61&arrivalFlight=%3Cscript%3E&adults=40&children=1,5,15,x&infants=9');
    expect(prefill?.draft.trips[0]).toEqual({ from: 'airport:CDG', date: undefined, time: undefined });
    expect(prefill?.details[0]).toEqual({});
    expect(prefill?.draft.passengers).toEqual({ adults: 1, childrenAges: [5], infants: 0 });
  });
});
