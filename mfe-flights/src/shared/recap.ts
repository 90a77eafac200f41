import type { FlightOffer, PassengerType } from '@portal/contracts';

type Journey = FlightOffer['journeys'][number];

/** A flight time as the airport's clock shows it, with its UTC offset (the ISO string carries both). */
export function localTime(iso: string): { time: string; offset: string; day: string } {
  const offset = iso.length > 19 ? iso.slice(19) : 'Z';
  return { time: iso.slice(11, 16), offset: offset === 'Z' ? 'UTC' : `UTC${offset}`, day: iso.slice(0, 10) };
}

export interface JourneyRecap {
  from: string;
  to: string;
  /** The airport's own calendar day and clock time of take-off and landing. */
  departure: { day: string; time: string };
  arrival: { day: string; time: string };
  cabin: Journey['segments'][number]['cabin'];
  stops: number;
}

/** One line of the recap per journey: first take-off to last landing, on the airports' clocks. */
export function journeyRecap(journey: Journey): JourneyRecap {
  const first = journey.segments[0]!;
  const last = journey.segments.at(-1)!;
  const departure = localTime(first.departureAt);
  const arrival = localTime(last.arrivalAt);
  return {
    from: first.origin,
    to: last.destination,
    departure: { day: departure.day, time: departure.time },
    arrival: { day: arrival.day, time: arrival.time },
    cabin: first.cabin,
    stops: journey.stops,
  };
}

/** The offer's passengers by type, in the offer's order, leaving out types nobody travels as. */
export function passengersRecap(offer: Pick<FlightOffer, 'prices'>): { type: PassengerType; count: number }[] {
  return offer.prices.filter((price) => price.count > 0).map(({ type, count }) => ({ type, count }));
}
