import type { FlightBooking } from '@portal/contracts';
import { transferLinkOf } from './transfer-link';

const segment = (origin: string, destination: string, departureAt: string, arrivalAt: string, flightNumber: string) => ({
  airline: flightNumber.slice(0, 2),
  airlineName: 'Air France',
  flightNumber,
  origin,
  destination,
  departureAt,
  arrivalAt,
  durationMinutes: 120,
  cabin: 'economy' as const,
});
const traveller = (type: 'adult' | 'child' | 'infant', dateOfBirth: string) => ({
  type,
  title: 'mr' as const,
  firstName: 'A',
  lastName: 'B',
  nationality: 'FR',
  passportNumber: 'X1234567',
  passportExpiry: '2030-01-01',
  dateOfBirth,
  ticketNumber: null,
});
const travellers = [traveller('adult', '1980-01-01'), traveller('adult', '1982-05-05'), traveller('child', '2019-12-11'), traveller('infant', '2026-01-01')];
const query = (link: string) => Object.fromEntries(new URL(link, 'http://portal').searchParams);

describe('transferLinkOf', () => {
  it('opens the transfer search at the outbound landing and the way back take-off, on the airports clocks', () => {
    const booking = {
      journeys: [
        {
          segments: [
            segment('NCE', 'LYS', '2026-12-10T08:00:00+01:00', '2026-12-10T09:05:00+01:00', 'AF7701'),
            segment('LYS', 'CDG', '2026-12-10T12:00:00+01:00', '2026-12-10T14:30:00+01:00', 'AF7702'),
          ],
          durationMinutes: 390,
          stops: 1,
        },
        { segments: [segment('CDG', 'NCE', '2026-12-17T09:05:00+01:00', '2026-12-17T10:35:00+01:00', 'AF7710')], durationMinutes: 90, stops: 0 },
      ],
      travellers,
    } as Pick<FlightBooking, 'journeys' | 'travellers'>;
    const link = transferLinkOf(booking);
    expect(link.startsWith('/b-transfers?')).toBe(true);
    expect(query(link)).toEqual({
      arrivalAirport: 'CDG',
      arrivalFlight: 'AF7702',
      arrivalAirline: 'Air France',
      arrivalDate: '2026-12-10',
      arrivalTime: '14:30',
      departureAirport: 'CDG',
      departureFlight: 'AF7710',
      departureAirline: 'Air France',
      departureDate: '2026-12-17',
      departureTime: '09:05',
      adults: '2',
      children: '6',
      infants: '1',
    });
  });
  it('names only the arrival of a one-way flight', () => {
    const link = transferLinkOf({
      journeys: [{ segments: [segment('NCE', 'CDG', '2026-12-10T08:00:00+01:00', '2026-12-10T09:30:00+01:00', 'AF1')], durationMinutes: 90, stops: 0 }],
      travellers: [travellers[0]!],
    });
    expect(query(link)).toEqual({ arrivalAirport: 'CDG', arrivalFlight: 'AF1', arrivalAirline: 'Air France', arrivalDate: '2026-12-10', arrivalTime: '09:30', adults: '1' });
  });
});
