import { modelConnection } from '@portal/service-kit';
// `npm run bench:flights`: flight search latency and throughput at 50 connections on loopback
// (supplier latency off) beside a bare Koa JSON endpoint, and bookings per second with wallet
// debits, on the real local database and broker. Writes its figures into bench/README.md.
import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ensureInfra, stopInfra } from '../infra/index.mjs';
import { dropTestDeps, testDeps } from '../packages/service-kit/src/testing';
import { startService } from '../packages/service-kit/src/service';
import { accountService } from '../services/account/src/service';
import { Wallets } from '../services/account/src/wallet/wallet';
import { flightsDefinition } from '../services/flights/src/service';
import { closeConnections, countOperations, load } from './load';
import { databaseLabel, loadRow, loadTableHead, measuredOn, publishFigures } from './readme';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
async function main(): Promise<void> {
  const database = databaseLabel(Boolean(process.env.MONGO_URL));
  const infra = await ensureInfra({ log: false });
  Object.assign(process.env, infra.env, { SANDBOX_LATENCY_MS: '0', LOG_LEVEL: 'silent', MONGO_MONITOR_COMMANDS: 'true' });
  const account = await startService(accountService, testDeps('account'));
  process.env.ACCOUNT_INTERNAL_URL = account.internalUrl;
  const flights = await startService(flightsDefinition(), testDeps('flights'));
  const wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
  const bare = new Koa();
  bare.use((ctx) => {
    ctx.body = { ok: true, at: Date.now() };
  });
  const bareServer = createServer(bare.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => bareServer.once('listening', resolve));
  const bareUrl = new URL(`http://127.0.0.1:${(bareServer.address() as AddressInfo).port}/`);

  try {
    const agencyId = `bench-${randomUUID().slice(0, 8)}`;
    await wallets.open(agencyId, 'EUR');
    await flights.deps.mongo.db.collection('agency_currencies').insertOne({ _id: agencyId as never, currency: 'EUR' });
    const cookie = `portal_session=${flights.deps.sessions.issue({ uid: 'bench-agent', aid: agencyId, role: 'agent', lang: 'en' }, 3_600_000).token}`;
    const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const routes = [
      ['CDG', 'TUN'],
      ['ORY', 'ALG'],
      ['LYS', 'CMN'],
      ['NCE', 'IST'],
      ['MRS', 'DJE'],
      ['CDG', 'DXB'],
      ['BRU', 'CAI'],
      ['GVA', 'LIS'],
    ];
    // Requests are built beforehand, as the bare endpoint's is: the load generator shares the
    // process, and its own work would otherwise count against the search alone.
    const searchUrl = new URL(`${flights.url}/flights/search`);
    const searchBodies = routes.map(([origin, destination]) => JSON.stringify({ tripType: 'one_way', legs: [{ origin, destination, date }], passengers: { adults: 1 }, cabin: 'economy' }));
    let n = 0;
    const searchCall = () => ({ url: searchUrl, method: 'POST', body: searchBodies[n++ % searchBodies.length], headers: { cookie }, ok: 200 });
    await load(searchCall, 10, 2);
    const search = await load(searchCall, CONNECTIONS, SECONDS);
    await load(() => ({ url: bareUrl, method: 'GET', ok: 200 }), 10, 2);
    const koa = await load(() => ({ url: bareUrl, method: 'GET', ok: 200 }), CONNECTIONS, SECONDS);

    // Bookings with wallet debits, over 10 agencies (one agency's movements are sequenced).
    const agencies = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const id = `bench-${i}-${randomUUID().slice(0, 6)}`;
        await wallets.open(id, 'EUR');
        await wallets.move({ agencyId: id, key: 'fund', type: 'top_up', amount: 1_000_000_000, heldChange: 0, currency: 'EUR', reference: 'BENCH' });
        await flights.deps.mongo.db.collection('agency_currencies').insertOne({ _id: id as never, currency: 'EUR' });
        const agencyCookie = `portal_session=${flights.deps.sessions.issue({ uid: `agent-${i}`, aid: id, role: 'agent', lang: 'en' }, 3_600_000).token}`;
        const offers = await fetch(`${flights.url}/flights/search`, { method: 'POST', headers: { cookie: agencyCookie, 'content-type': 'application/json' }, body: searchCall().body });
        const offer = ((await offers.json()) as { offers: { offerId: string; salePrice: number }[] }).offers[0]!;
        return { cookie: agencyCookie, offer };
      }),
    );
    // Database operations during the booking load, per service (each booking's own, its events'
    // relay and their consumers'): what bounds bookings per second on this database.
    let b = 0;
    const { load: bookings, perRequest: perBooking } = await countOperations({ flights: flights.deps.mongo.client, account: account.deps.mongo.client }, () =>
      load(
        () => {
          const i = b++;
          const { cookie: agencyCookie, offer } = agencies[i % agencies.length]!;
          return {
            url: new URL(`${flights.url}/flights/bookings`),
            method: 'POST',
            headers: { cookie: agencyCookie, 'idempotency-key': `bench-${i}-${randomUUID()}` },
            body: JSON.stringify({
              offerId: offer.offerId,
              travellers: [
                { type: 'adult', title: 'mr', firstName: 'Bench', lastName: `Traveller`, nationality: 'FR', passportNumber: 'AB123456', passportExpiry: '2031-01-01', dateOfBirth: '1980-01-01' },
              ],
              contact: { email: 'bench@agency.example', phone: '0612345678', address: '1 rue', country: 'FR', zipCode: '75001' },
              payment: 'balance',
              acceptedTerms: true,
              acceptedSalePrice: offer.salePrice,
            }),
            ok: 201,
          };
        },
        20,
        SECONDS,
      ),
    );

    const ratio = Math.round((search.rps / koa.rps) * 100) / 100;
    const figures = [
      `${measuredOn()}, ${database} and Kafka 3.9 on loopback; ${SECONDS} s per load after a 2 s warm-up; supplier latency off.`,
      '',
      ...loadTableHead(),
      loadRow(`\`POST /flights/search\`, ${CONNECTIONS} connections`, search),
      loadRow(`bare Koa JSON endpoint, ${CONNECTIONS} connections`, koa),
      loadRow('`POST /flights/bookings` paid from the balance (wallet debit + ticketing), 20 connections over 10 agencies', bookings),
      '',
      `Search throughput is ${ratio}× the bare endpoint's (target ≥ 0.5); search p95 ${search.p95} ms (target ≤ 30 ms); ${bookings.rps} bookings/s at p95 ${bookings.p95} ms (targets: ≥ 60/s at p95 ≤ 500 ms on the local database; ≥ 300/s for the flights issue).`,
      '',
      `Database operations per booking during that load: flights ${perBooking.flights}, account ${perBooking.account} (the booking, its history and idempotency key, the wallet debit and its ledger, the outbox and the consumers of its events).`,
    ];
    publishFigures('flights', 'Flights (`npm run bench:flights`)', figures);
  } finally {
    bareServer.close();
    closeConnections();
    for (const service of [flights, account]) {
      await service.stop();
      await dropTestDeps(service.deps);
    }
    if (infra.started.length) await stopInfra(infra.started, { log: false });
  }
}

await main();
