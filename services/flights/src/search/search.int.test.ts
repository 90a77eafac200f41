import { serviceDateAhead } from '@portal/bookings';
import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testDeps } from '@portal/service-kit/testing';
import { flightsDefinition } from '../service';

jest.setTimeout(60_000);

describe('flights search', () => {
  let flights: RunningService;
  let cookie: string;

  beforeAll(async () => {
    flights = await startService(flightsDefinition(), testDeps('flights'));
    cookie = sessionCookie(flights.deps.sessions, { uid: 'agent-search', aid: 'agency-search', role: 'agent' });
  });

  afterAll(async () => {
    await flights.stop();
    await dropTestDeps(flights.deps);
  });

  async function search(body: unknown) {
    const res = await fetch(`${flights.url}/flights/search`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  }

  it('searches with the rules of spec §5 and answers no flight found when there is none', async () => {
    const bad = await search({
      tripType: 'round_trip',
      legs: [
        { origin: 'CDG', destination: 'CDG', date: serviceDateAhead(20) },
        { origin: 'TUN', destination: 'CDG', date: serviceDateAhead(10) },
      ],
      passengers: { adults: 1, children: 0, infants: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.map((f: { field: string; reason: string }) => `${f.field}:${f.reason}`).sort()).toEqual([
      'legs.0.destination:same_origin_destination',
      'legs.1.date:return_before_departure',
      'passengers.infants:infants_exceed_adults',
    ]);
    const none = await search({ tripType: 'one_way', legs: [{ origin: 'CDG', destination: 'TUN', date: serviceDateAhead(340) }], passengers: { adults: 1 } });
    expect(none.status).toBe(404);
    expect(none.body.error).toMatchObject({ code: 'no_flight_found', message: 'No flight found' });
  });
});
