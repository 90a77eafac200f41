// `npm run bench:hotels`: city search latency and throughput at 50 connections on loopback
// (supplier latency off) beside a bare Koa JSON endpoint, and bookings per second paid by balance,
// on the real local database and broker. Writes its figures into bench/README.md.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import {
  createHotelBookingRequest,
  destinationsResponse,
  hotelRatesResponse,
  hotelRecheckResponse,
  hotelSearchRequest,
  hotelSearchResponse,
  type CreateHotelBookingRequest,
  type HotelSearchRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import { ensureInfra, stopInfra } from '../infra/index.mjs';
import { modelConnection } from '@portal/service-kit';
import { startService, type RunningService } from '../packages/service-kit/src/service';
import { dropTestDeps, testDeps } from '../packages/service-kit/src/testing';
import { accountService } from '../services/account/src/service';
import { Wallets } from '../services/account/src/wallet/wallet';
import { hotelsService } from '../services/hotels/src/service';
import { closeConnections, countOperations, load } from './load';
import { databaseLabel, loadRow, loadTableHead, measuredOn, publishFigures } from './readme';

const CONNECTIONS = 50;
const BOOKING_CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CITIES = ['Paris', 'London', 'Rome', 'Barcelona', 'Lisbon', 'Berlin', 'Istanbul', 'Tunis'];
const DAY = 86_400_000;

/** A call the bench must see answered as the contract says; anything else stops the run. */
async function answer<S extends z.ZodType>(schema: S, url: string, cookie: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<z.infer<S>> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { cookie, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return schema.parse(await res.json());
}

/** One searched stay per city: two nights six weeks ahead, one room of two adults. */
async function cityStays(hotels: RunningService, cookie: string): Promise<HotelSearchRequest[]> {
  const checkIn = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);
  const checkOut = new Date(Date.now() + 47 * DAY).toISOString().slice(0, 10);
  const stays: HotelSearchRequest[] = [];
  for (const name of CITIES) {
    const { destinations } = await answer(destinationsResponse, `${hotels.url}/hotels/destinations?q=${encodeURIComponent(name)}`, cookie);
    const city = destinations.find((d) => d.kind === 'city');
    // Parsed as the service will: a destination id the contract refuses stops the run here, not in the load.
    if (city) stays.push(hotelSearchRequest.parse({ stay: { destination: city.id, checkIn, checkOut, rooms: [{ adults: 2, childrenAges: [] }], nationality: 'FR' } }));
  }
  if (stays.length === 0) throw new Error(`none of ${CITIES.join(', ')} was found among the hotel destinations`);
  return stays;
}

/** A bookable rate paid at booking, re-checked as the portal does, ready to book again and again. */
async function bookingOf(hotels: RunningService, cookie: string, stay: HotelSearchRequest): Promise<CreateHotelBookingRequest> {
  const found = await answer(hotelSearchResponse, `${hotels.url}/hotels/search`, cookie, { method: 'POST', body: stay });
  for (const card of found.hotels) {
    const { rates } = await answer(hotelRatesResponse, `${hotels.url}/hotels/hotels/${encodeURIComponent(card.hotelId)}?searchId=${encodeURIComponent(found.searchId)}`, cookie);
    const rate = rates.find((r) => r.payment === 'at_booking');
    if (!rate) continue;
    const checked = await answer(hotelRecheckResponse, `${hotels.url}/hotels/recheck`, cookie, { method: 'POST', body: { rateId: rate.rateId } });
    return createHotelBookingRequest.parse({
      rateId: checked.rate.rateId,
      acceptedSalePrice: checked.rate.salePrice,
      rooms: [{ leadGuest: { title: 'mr', firstName: 'Bench', lastName: 'Guest' } }],
      payment: 'balance',
      acceptedTerms: true,
      acceptedRateComments: true,
    });
  }
  throw new Error(`no rate paid at booking for ${stay.stay.destination}`);
}

async function main(): Promise<void> {
  const database = databaseLabel(Boolean(process.env.MONGO_URL));
  const infra = await ensureInfra({ log: false });
  Object.assign(process.env, infra.env, { SANDBOX_LATENCY_MS: '0', LOG_LEVEL: 'silent', MONGO_MONITOR_COMMANDS: 'true' });
  const account = await startService(accountService, testDeps('account'));
  process.env.ACCOUNT_INTERNAL_URL = account.internalUrl;
  const hotels = await startService(hotelsService, testDeps('hotels'));
  const wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { ok: true, at: Date.now() };
  });
  const bareServer = createServer(bare.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => bareServer.once('listening', resolve));
  const bareUrl = new URL(`http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`);

  // An agency of the bench: its wallet in EUR, funded, and its currency known to hotels.
  const agency = async (tag: string) => {
    const id = `bench-${tag}-${randomUUID().slice(0, 6)}`;
    await wallets.open(id, 'EUR');
    await wallets.move({ agencyId: id, key: 'fund', type: 'top_up', amount: 1_000_000_000, heldChange: 0, currency: 'EUR', reference: 'BENCH' });
    await hotels.deps.mongo.db.collection('agency_currencies').insertOne({ _id: id as never, currency: 'EUR' });
    return `portal_session=${hotels.deps.sessions.issue({ uid: `agent-${tag}`, aid: id, role: 'agent', lang: 'en' }, 3_600_000).token}`;
  };

  try {
    const cookie = await agency('search');
    const stays = await cityStays(hotels, cookie);
    // Requests are built beforehand, as the bare endpoint's is: the load generator shares the
    // process, and its own work would otherwise count against the search alone.
    const searchUrl = new URL(`${hotels.url}/hotels/search`);
    const searchBodies = stays.map((stay) => JSON.stringify(stay));
    let n = 0;
    const searchCall = () => ({ url: searchUrl, method: 'POST', body: searchBodies[n++ % searchBodies.length], headers: { cookie }, ok: 200 });
    await load(searchCall, 10, 2);
    const search = await load(searchCall, CONNECTIONS, SECONDS);
    await load(() => ({ url: bareUrl, method: 'GET', ok: 200 }), 10, 2);
    const koa = await load(() => ({ url: bareUrl, method: 'GET', ok: 200 }), CONNECTIONS, SECONDS);

    // Bookings paid from the balance, over 10 agencies (one agency's wallet movements are sequenced).
    const agencies = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const agencyCookie = await agency(String(i));
        return { cookie: agencyCookie, body: JSON.stringify(await bookingOf(hotels, agencyCookie, stays[i % stays.length]!)) };
      }),
    );
    // Database operations during the booking load, per service: what bounds bookings per second on this database.
    let b = 0;
    const { load: bookings, perRequest: perBooking } = await countOperations({ hotels: hotels.deps.mongo.client, account: account.deps.mongo.client }, () =>
      load(
        () => {
          const i = b++;
          const { cookie: agencyCookie, body } = agencies[i % agencies.length]!;
          return { url: new URL(`${hotels.url}/hotels/bookings`), method: 'POST', headers: { cookie: agencyCookie, 'idempotency-key': `bench-${i}-${randomUUID()}` }, body, ok: 201 };
        },
        BOOKING_CONNECTIONS,
        SECONDS,
      ),
    );

    const ratio = Math.round((search.rps / koa.rps) * 100) / 100;
    const figures = [
      `${measuredOn()}, ${database} and Kafka 3.9 on loopback; ${SECONDS} s per load after a 2 s warm-up; supplier latency off; searches over ${stays.length} cities (2 nights, 1 room of 2 adults).`,
      '',
      ...loadTableHead(),
      loadRow(`\`POST /hotels/search\` (a city), ${CONNECTIONS} connections`, search),
      loadRow(`bare Koa JSON endpoint, ${CONNECTIONS} connections`, koa),
      loadRow(`\`POST /hotels/bookings\` paid from the balance, ${BOOKING_CONNECTIONS} connections over 10 agencies`, bookings),
      '',
      `Search throughput is ${ratio}× the bare endpoint's (target ≥ 0.5); search p95 ${search.p95} ms (target ≤ 40 ms); ${bookings.rps} bookings/s at p95 ${bookings.p95} ms.`,
      '',
      `Database operations per booking during that load: hotels ${perBooking.hotels}, account ${perBooking.account}.`,
    ];
    publishFigures('hotels', 'Hotels (`npm run bench:hotels`)', figures);
  } finally {
    bareServer.close();
    closeConnections();
    for (const service of [hotels, account]) {
      await service.stop();
      await dropTestDeps(service.deps);
    }
    if (infra.started.length) await stopInfra(infra.started, { log: false });
  }
}

await main();
