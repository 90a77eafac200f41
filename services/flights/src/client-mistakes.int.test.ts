import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, testDeps, sessionCookie } from '@portal/service-kit/testing';
import { flightsDefinition } from './service';

jest.setTimeout(60_000);

/** Whatever a client sends, a mistake is a 4xx naming the field and the reason, never a 500. */
describe('flights: client mistakes', () => {
  let flights: RunningService;
  let cookie: string;

  beforeAll(async () => {
    flights = await startService(flightsDefinition(), testDeps('flights'));
    cookie = sessionCookie(flights.deps.sessions, { uid: 'agent-mistakes', aid: 'agency-mistakes', role: 'agent' });
  });

  afterAll(async () => {
    await flights.stop();
    await dropTestDeps(flights.deps);
  });

  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

  async function search(origin: string, destination: string) {
    const res = await fetch(`${flights.url}/flights/search`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ tripType: 'one_way', legs: [{ origin, destination, date }], passengers: { adults: 1 }, cabin: 'economy' }),
    });
    return { status: res.status, body: await res.json() };
  }

  it('refuses a well-formed airport code that names no airport as a field error', async () => {
    const unknownOrigin = await search('QQQ', 'TUN');
    expect(unknownOrigin.status).toBe(400);
    expect(unknownOrigin.body.error.details.fields).toEqual([{ field: 'legs.0.origin', reason: 'unknown_airport' }]);
    const unknownDestination = await search('CDG', 'ZZZ');
    expect(unknownDestination.status).toBe(400);
    expect(unknownDestination.body.error.details.fields).toEqual([{ field: 'legs.0.destination', reason: 'unknown_airport' }]);
    expect((await search('CDG', 'TUN')).status).toBe(200);
  });

  it('refuses a NUL byte in a bookings filter as a field error', async () => {
    for (const query of ['passenger=a%00b', 'reference=%00', 'agentId=x%00']) {
      const res = await fetch(`${flights.url}/flights/bookings?${query}`, { headers: { cookie } });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.details.fields).toEqual([{ field: `query.${query.split('=')[0]}`, reason: 'control_character' }]);
    }
  });

  it('finds a passenger by a name with pattern characters, literally', async () => {
    const res = await fetch(`${flights.url}/flights/bookings?passenger=${encodeURIComponent('(a\\0[')}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect((await res.json()).items).toEqual([]);
  });
});
