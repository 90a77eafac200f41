// `npm run bench:bookings-list`: the flights bookings list with 20,000 bookings across 100 agencies
// in a fresh database, at 20 connections, the first page and a filtered page. Writes its figures
// into bench/README.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { ObjectId } from 'mongodb';
import { ensureInfra, stopInfra } from '../infra/index.mjs';
import { dropTestDeps, testDeps } from '../packages/service-kit/src/testing';
import { startService } from '../packages/service-kit/src/service';
import type { BookingDoc } from '../services/flights/src/bookings/bookings';
import { flightsDefinition } from '../services/flights/src/service';
import { SandboxSupplier } from '../services/flights/src/supplier/sandbox';
import { closeConnections, load } from './load';
import { databaseLabel, measuredOn, writeSection } from './readme';

const AGENCIES = 100;
const PER_AGENCY = 200;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P95_MS = 50;
const STATUSES = ['ticket_issued', 'cancelled', 'reimbursed', 'expired', 'awaiting_payment'] as const;
/** A ticketed booking as the flights service writes it, on one sandbox offer. */
function bookingOf(agencyId: string, i: number, offer: BookingDoc['offer']): BookingDoc {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000);
  return {
    _id: new ObjectId(),
    agencyId,
    idempotencyKey: `bench-${i}`,
    reference: `FL${agencyId.slice(-3).toUpperCase()}${String(i).padStart(4, '0')}`,
    status: STATUSES[i % STATUSES.length]!,
    version: 3,
    payment: 'balance',
    paidWith: 'balance',
    card: null,
    pnr: 'ABC123',
    offer,
    travellers: [
      {
        type: 'adult',
        title: 'mr',
        firstName: 'Bench',
        lastName: `Traveller${i % 50}`,
        nationality: 'FR',
        passportNumber: 'AB123456',
        passportExpiry: '2031-01-01',
        dateOfBirth: '1980-01-01',
        ticketNumber: '057-0000000000',
      },
    ],
    contact: { email: 'bench@agency.example', phone: '0612345678', address: '1 rue', country: 'FR', zipCode: '75001' },
    salePrice: offer.purchasePrice + 1500,
    fees: 0,
    feeDate: null,
    refunded: 0,
    holdExpiresAt: null,
    confirmedAt: createdAt,
    ticketedAt: createdAt,
    agentId: `agent-${agencyId}-${i % 5}`,
    agentName: 'Bench Agent',
    createdAt,
    movedAt: createdAt,
  };
}

async function main(): Promise<void> {
  const database = databaseLabel(Boolean(process.env.MONGO_URL));
  const infra = await ensureInfra({ log: false });
  Object.assign(process.env, infra.env, { SANDBOX_LATENCY_MS: '0', LOG_LEVEL: 'silent' });
  const deps = testDeps('flights');
  try {
    const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const [offer] = await new SandboxSupplier().search({ legs: [{ origin: 'CDG', destination: 'TUN', date }], passengers: { adults: 1, children: 0, infants: 0 }, cabin: 'economy', currency: 'EUR' });
    const agencies = Array.from({ length: AGENCIES }, () => `bench-${randomUUID().slice(0, 8)}`);
    const bookings = deps.mongo.db.collection<BookingDoc>('bookings');
    for (const agencyId of agencies) await bookings.insertMany(Array.from({ length: PER_AGENCY }, (_, i) => bookingOf(agencyId, i, offer!)));
    // The service creates its indexes at start, over the bookings already there.
    const flights = await startService(flightsDefinition(), deps);
    try {
      const agencyId = agencies[AGENCIES / 2]!;
      const cookie = `portal_session=${deps.sessions.issue({ uid: `agent-${agencyId}-0`, aid: agencyId, role: 'agent', lang: 'en' }, 3_600_000).token}`;
      const firstPage = new URL(`${flights.url}/flights/bookings?page=1&pageSize=20`);
      const filtered = new URL(`${flights.url}/flights/bookings?status=cancelled&page=2&pageSize=20`);
      const list = (url: URL) => () => ({ url, method: 'GET', headers: { cookie }, ok: 200 });
      await load(list(firstPage), CONNECTIONS, 2);
      const first = await load(list(firstPage), CONNECTIONS, SECONDS);
      const byStatus = await load(list(filtered), CONNECTIONS, SECONDS);

      const figures = [
        `${measuredOn()}, ${database}; ${AGENCIES * PER_AGENCY} bookings across ${AGENCIES} agencies (${PER_AGENCY} each) inserted into a fresh database; one agency's agent; ${CONNECTIONS} connections, ${SECONDS} s per load after a 2 s warm-up; machine load average ${os.loadavg()[0]!.toFixed(1)} at the end (other work on the machine counts against these figures).`,
        '',
        '| load | requests/s | p50 ms | p95 ms | errors |',
        '|---|---|---|---|---|',
        `| \`GET /flights/bookings\` first page (20) | ${first.rps} | ${first.p50} | ${first.p95} | ${first.errors} |`,
        `| \`GET /flights/bookings?status=cancelled\` second page | ${byStatus.rps} | ${byStatus.p50} | ${byStatus.p95} | ${byStatus.errors} |`,
        '',
        `Target: p95 at most ${TARGET_P95_MS} ms at ${CONNECTIONS} connections; measured ${Math.max(first.p95, byStatus.p95)} ms.`,
        '',
        "The list is read through compound indexes led by the agency (`LIST_INDEXES` in the booking kit, `packages/bookings/src/models.ts`, created at start) and counted with the `count` command on the same filter: the page is read in the index's order up to its limit and the count answered from the index (by a MongoDB, and by the local database since it keeps its non-unique indexes ordered), so its cost follows the page, not the agency's 200 bookings nor the 20,000.",
      ].join('\n');
      process.stdout.write(`${figures}\n`);
      writeSection('bookings-list', 'Bookings list (`npm run bench:bookings-list`)', figures);
    } finally {
      await flights.stop();
    }
  } finally {
    closeConnections();
    await dropTestDeps(deps);
    if (infra.started.length) await stopInfra(infra.started, { log: false });
  }
}

await main();
