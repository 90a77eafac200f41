import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, testDeps } from '@portal/service-kit/testing';
import { flightsDefinition } from '../service';

jest.setTimeout(60_000);

describe('flights airports', () => {
  let flights: RunningService;

  beforeAll(async () => {
    flights = await startService(flightsDefinition(), testDeps('flights'));
  });

  afterAll(async () => {
    await flights.stop();
    await dropTestDeps(flights.deps);
  });

  it('finds an airport by its code first, signed out, and keeps the answer an hour', async () => {
    const res = await fetch(`${flights.url}/flights/airports?q=tun`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = await res.json();
    expect(body.airports[0]).toMatchObject({ iata: 'TUN', city: 'Tunis' });
  });
});
