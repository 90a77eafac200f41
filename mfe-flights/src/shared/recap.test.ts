import { journeyRecap, passengersRecap } from './recap';

const segment = (origin: string, destination: string, departureAt: string, arrivalAt: string) => ({
  airline: 'AF',
  airlineName: 'Air France',
  flightNumber: `AF${origin}`,
  origin,
  destination,
  departureAt,
  arrivalAt,
  durationMinutes: 120,
  cabin: 'business' as const,
});

describe('the chosen flight recap', () => {
  it('runs each journey from its first take-off to its last landing, on the airports clocks', () => {
    const journey = {
      segments: [segment('CDG', 'LYS', '2026-12-01T09:10:00+01:00', '2026-12-01T10:20:00+01:00'), segment('LYS', 'TUN', '2026-12-01T23:05:00+01:00', '2026-12-02T01:15:00+01:00')],
      durationMinutes: 965,
      stops: 1,
    };
    expect(journeyRecap(journey)).toEqual({
      from: 'CDG',
      to: 'TUN',
      departure: { day: '2026-12-01', time: '09:10' },
      arrival: { day: '2026-12-02', time: '01:15' },
      cabin: 'business',
      stops: 1,
    });
  });

  it('counts the passengers by type', () => {
    const prices = [
      { type: 'adult' as const, count: 2, unitPrice: 30000 },
      { type: 'child' as const, count: 0, unitPrice: 20000 },
      { type: 'infant' as const, count: 1, unitPrice: 5000 },
    ];
    expect(passengersRecap({ prices })).toEqual([
      { type: 'adult', count: 2 },
      { type: 'infant', count: 1 },
    ]);
  });
});
