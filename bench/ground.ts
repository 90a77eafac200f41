// `npm run bench:ground`: transfer search and activity search latency and throughput at 50
// connections on loopback (supplier latency off) beside a bare Koa JSON endpoint in the same run,
// on the real local database and broker. Writes its figures into bench/README.md.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import {
  activityDestinationsResponse,
  activitySearchRequest,
  activitySearchResponse,
  placesResponse,
  transferSearchRequest,
  transferSearchResponse,
  type ActivitySearchRequest,
  type TransferSearchRequest,
} from '@portal/contracts';
import type { z } from 'zod';
import { ensureInfra, stopInfra } from '../infra/index.mjs';
import { startService, type RunningService } from '../packages/service-kit/src/service';
import { dropTestDeps, testDeps } from '../packages/service-kit/src/testing';
import { activitiesService } from '../services/activities/src/service';
import { transfersService } from '../services/transfers/src/service';
import { closeConnections, load, type Load } from './load';
import { databaseLabel, loadRow, loadTableHead, measuredOn, publishFigures } from './readme';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CITIES = ['Paris', 'London', 'Rome', 'Barcelona', 'Lisbon', 'Berlin', 'Istanbul', 'Tunis'];
const DAY = 86_400_000;

/** A call the bench must see answered as the contract says; anything else stops the run. */
async function answer<S extends z.ZodType>(schema: S, url: string, cookie: string, body?: unknown): Promise<z.infer<S>> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return schema.parse(await res.json());
}

const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** One transfer per city: its airport to one of its hotels, six weeks ahead, two adults and a child. */
async function transferSearches(transfers: RunningService, cookie: string): Promise<TransferSearchRequest[]> {
  const searches: TransferSearchRequest[] = [];
  for (const city of CITIES) {
    const place = (kind: string) => answer(placesResponse, `${transfers.url}/transfers/places?q=${encodeURIComponent(city)}&kind=${kind}`, cookie);
    const [airport] = (await place('airport')).places;
    const [hotel] = (await place('hotel')).places;
    if (!airport || !hotel) continue;
    const search = { tripType: 'one_way', trips: [{ from: airport.id, to: hotel.id, date: dayAhead(45), time: '14:30' }], passengers: { adults: 2, childrenAges: [7], infants: 0 }, luggage: 3 };
    // Parsed as the service will, and searched once: a city without offers stops the run here, not in the load.
    searches.push(transferSearchRequest.parse(search));
    await answer(transferSearchResponse, `${transfers.url}/transfers/search`, cookie, search);
  }
  if (searches.length === 0) throw new Error(`none of ${CITIES.join(', ')} has an airport and a hotel among the transfer places`);
  return searches;
}

/** One activity search per city: a week's products six weeks ahead, the first page by price. */
async function activitySearches(activities: RunningService, cookie: string): Promise<ActivitySearchRequest[]> {
  const searches: ActivitySearchRequest[] = [];
  for (const city of CITIES) {
    const [destination] = (await answer(activityDestinationsResponse, `${activities.url}/activities/destinations?q=${encodeURIComponent(city)}`, cookie)).destinations;
    if (!destination) continue;
    const search = { destination: destination.id, from: dayAhead(45), to: dayAhead(52) };
    searches.push(activitySearchRequest.parse(search));
    await answer(activitySearchResponse, `${activities.url}/activities/search`, cookie, search);
  }
  if (searches.length === 0) throw new Error(`none of ${CITIES.join(', ')} is an activity destination`);
  return searches;
}

/** A POST load over prepared bodies, warmed up first; requests are built beforehand, as the bare endpoint's is. */
async function searchLoad(url: string, cookie: string, searches: readonly unknown[]): Promise<Load> {
  const target = new URL(url);
  const bodies = searches.map((search) => JSON.stringify(search));
  let n = 0;
  const call = () => ({ url: target, method: 'POST', body: bodies[n++ % bodies.length], headers: { cookie }, ok: 200 });
  await load(call, 10, 2);
  return load(call, CONNECTIONS, SECONDS);
}

async function main(): Promise<void> {
  const database = databaseLabel(Boolean(process.env.MONGO_URL));
  const infra = await ensureInfra({ log: false });
  Object.assign(process.env, infra.env, { SANDBOX_LATENCY_MS: '0', LOG_LEVEL: 'silent' });
  const transfers = await startService(transfersService, testDeps('transfers'));
  const activities = await startService(activitiesService, testDeps('activities'));
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { ok: true, at: Date.now() };
  });
  const bareServer = createServer(bare.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => bareServer.once('listening', resolve));
  const bareUrl = new URL(`http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`);

  // An agent of a bench agency whose currency both services know (their copy of account's agencies).
  const agencyId = `bench-ground-${randomUUID().slice(0, 6)}`;
  const cookieFor = async (service: RunningService) => {
    await service.deps.mongo.db.collection('agency_currencies').insertOne({ _id: agencyId as never, currency: 'EUR' });
    return `portal_session=${service.deps.sessions.issue({ uid: 'agent-ground', aid: agencyId, role: 'agent', lang: 'en' }, 3_600_000).token}`;
  };

  try {
    const transferCookie = await cookieFor(transfers);
    const activityCookie = await cookieFor(activities);
    const transfer = await searchLoad(`${transfers.url}/transfers/search`, transferCookie, await transferSearches(transfers, transferCookie));
    const activity = await searchLoad(`${activities.url}/activities/search`, activityCookie, await activitySearches(activities, activityCookie));
    await load(() => ({ url: bareUrl, method: 'GET', ok: 200 }), 10, 2);
    const koa = await load(() => ({ url: bareUrl, method: 'GET', ok: 200 }), CONNECTIONS, SECONDS);

    const ratio = (run: Load) => Math.round((run.rps / koa.rps) * 100) / 100;
    const figures = [
      `${measuredOn()}, ${database} and Kafka 3.9 on loopback; ${SECONDS} s per load after a 2 s warm-up; supplier latency off; searches over ${CITIES.length} cities six weeks ahead (a transfer from the airport to a hotel for 2 adults and a child; a week of activities, first page by price).`,
      '',
      ...loadTableHead('× bare'),
      loadRow(`\`POST /transfers/search\` (one trip), ${CONNECTIONS} connections`, transfer, ratio(transfer)),
      loadRow(`\`POST /activities/search\` (a city, a week), ${CONNECTIONS} connections`, activity, ratio(activity)),
      loadRow(`bare Koa JSON endpoint, ${CONNECTIONS} connections`, koa, 1),
      '',
      `Targets: p95 ≤ 40 ms and at least 0.5× the bare endpoint's throughput. Transfers p95 ${transfer.p95} ms at ${ratio(transfer)}×; activities p95 ${activity.p95} ms at ${ratio(activity)}×.`,
    ];
    publishFigures('ground', 'Transfers and activities (`npm run bench:ground`)', figures);
  } finally {
    bareServer.close();
    closeConnections();
    for (const service of [transfers, activities]) {
      await service.stop();
      await dropTestDeps(service.deps);
    }
    if (infra.started.length) await stopInfra(infra.started, { log: false });
  }
}

await main();
