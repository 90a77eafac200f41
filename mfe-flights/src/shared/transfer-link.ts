import { ageOn, type FlightBooking } from '@portal/contracts';

type Itinerary = Pick<FlightBooking, 'journeys' | 'travellers'>;

/** A moment of the itinerary as written, on the airport's clock: `2026-12-10T14:30:00+01:00` → day and `HH:mm`. */
const localParts = (moment: string) => ({ date: moment.slice(0, 10), time: moment.slice(11, 16) });

/** One flight of the query, `arrival…` or `departure…`: its airport, flight, airline, and the day and time on that airport's clock. */
function setFlight(params: URLSearchParams, side: 'arrival' | 'departure', airport: string, flight: { flightNumber: string; airlineName: string }, moment: string) {
  const { date, time } = localParts(moment);
  params.set(`${side}Airport`, airport);
  params.set(`${side}Flight`, flight.flightNumber);
  params.set(`${side}Airline`, flight.airlineName);
  params.set(`${side}Date`, date);
  params.set(`${side}Time`, time);
}

/**
 * "Add a transfer" of a flight booking: `/b-transfers` with the query the transfers search reads
 * (mfe-transfers' `parsePrefill`): the outbound's landing (airport → hotel), the way back's take-off
 * (hotel → airport), the flights and airlines, and the party with each child's age on arrival.
 */
export function transferLinkOf(booking: Itinerary): string {
  const params = new URLSearchParams();
  const [outbound, back] = booking.journeys;
  const landing = outbound?.segments.at(-1);
  const takeOff = back?.segments[0];
  if (landing) setFlight(params, 'arrival', landing.destination, landing, landing.arrivalAt);
  if (takeOff) setFlight(params, 'departure', takeOff.origin, takeOff, takeOff.departureAt);
  const day = landing ? localParts(landing.arrivalAt).date : (takeOff?.departureAt.slice(0, 10) ?? '');
  const of = (type: string) => booking.travellers.filter((traveller) => traveller.type === type);
  params.set('adults', String(of('adult').length));
  const children = of('child').map((child) => ageOn(child.dateOfBirth, day));
  if (children.length > 0) params.set('children', children.join(','));
  if (of('infant').length > 0) params.set('infants', String(of('infant').length));
  return `/b-transfers?${params.toString()}`;
}
