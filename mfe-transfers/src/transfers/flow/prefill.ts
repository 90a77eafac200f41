import { LOCAL_TIME_PATTERN, TRANSFER_LIMITS, type TransferTripDetails } from '@portal/contracts';
import type { SearchDraft, TripDraft } from './search-form';

/**
 * The query a flight booking's "Add a transfer" opens `/b-transfers` with (mfe-flights' `transferLinkOf` writes it):
 * `arrival*` the flight landing (airport → hotel), `departure*` the flight taking off (hotel → airport), and the party.
 */
export const PREFILL_PARAMS = {
  arrival: { airport: 'arrivalAirport', terminal: 'arrivalTerminal', flight: 'arrivalFlight', airline: 'arrivalAirline', date: 'arrivalDate', time: 'arrivalTime' },
  departure: { airport: 'departureAirport', terminal: 'departureTerminal', flight: 'departureFlight', airline: 'departureAirline', date: 'departureDate', time: 'departureTime' },
  adults: 'adults',
  children: 'children',
  infants: 'infants',
} as const;

export interface TransferPrefill {
  draft: SearchDraft;
  /** The trip details known from the flight, by trip: number, terminal, airline. */
  details: Partial<TransferTripDetails>[];
}

const IATA = /^[A-Z]{3}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const SERVICE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

function text(params: URLSearchParams, name: string, max: number = TRANSFER_LIMITS.detailTextMax): string | undefined {
  const value = params.get(name)?.trim();
  return value && value.length <= max ? value : undefined;
}

function count(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = params.get(name);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

interface Leg {
  airport: string;
  trip: TripDraft;
  details: Partial<TransferTripDetails>;
}

function legOf(params: URLSearchParams, names: (typeof PREFILL_PARAMS)['arrival' | 'departure'], direction: 'arrival' | 'departure'): Leg | null {
  const airport = params.get(names.airport)?.toUpperCase();
  if (!airport || !IATA.test(airport)) return null;
  const date = params.get(names.date) ?? undefined;
  const time = params.get(names.time) ?? undefined;
  const place = `airport:${airport}`;
  const flight = text(params, names.flight, TRANSFER_LIMITS.serviceNumberMax);
  const details: Partial<TransferTripDetails> = {};
  if (flight && SERVICE_NUMBER.test(flight)) details.serviceNumber = flight;
  const terminal = text(params, names.terminal);
  if (terminal) details.terminal = terminal;
  const airline = text(params, names.airline);
  if (airline) details.companyName = airline;
  return {
    airport,
    trip: {
      ...(direction === 'arrival' ? { from: place } : { to: place }),
      date: date && ISO_DAY.test(date) ? date : undefined,
      time: time && LOCAL_TIME_PATTERN.test(time) ? time : undefined,
    },
    details,
  };
}

/**
 * A search draft from a flight booking's query: the arrival as airport → (hotel to pick), the departure
 * as (hotel) → airport, a round trip when both are given; null when the query names no airport.
 * Values that break the rules are left out, for the agent to fill in.
 */
export function parsePrefill(params: URLSearchParams): TransferPrefill | null {
  const arrival = legOf(params, PREFILL_PARAMS.arrival, 'arrival');
  const departure = legOf(params, PREFILL_PARAMS.departure, 'departure');
  const legs = [arrival, departure].filter((leg): leg is Leg => leg !== null);
  if (legs.length === 0) return null;
  const childrenAges = (params.get(PREFILL_PARAMS.children) ?? '')
    .split(',')
    .filter((age) => /^\d+$/.test(age))
    .map(Number)
    .filter((age) => age >= TRANSFER_LIMITS.minChildAge && age <= TRANSFER_LIMITS.maxChildAge)
    .slice(0, TRANSFER_LIMITS.maxChildren);
  const trips = legs.map((leg) => leg.trip);
  // Flying into one airport and out of the same one: the way back is the reverse of the way out.
  const roundTrip = arrival !== null && departure !== null && arrival.airport === departure.airport;
  return {
    draft: {
      tripType: legs.length === 1 ? 'one_way' : roundTrip ? 'round_trip' : 'multi',
      trips,
      passengers: {
        adults: count(params, PREFILL_PARAMS.adults, 1, TRANSFER_LIMITS.maxAdults) ?? 1,
        childrenAges,
        infants: count(params, PREFILL_PARAMS.infants, 0, TRANSFER_LIMITS.maxInfants) ?? 0,
      },
      luggage: 0,
    },
    details: legs.map((leg) => leg.details),
  };
}
