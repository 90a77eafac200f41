import { randomUUID } from 'node:crypto';
import { serviceDateAhead } from '@portal/bookings';
import type { FlightOffer } from '@portal/contracts';
import { modelConnection, startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, pdfText, sessionCookie, testDeps } from '@portal/service-kit/testing';
import { accountService } from '../../../account/src/service';
import { Wallets } from '../../../account/src/wallet/wallet';
import { flightsDefinition } from '../service';
import { adult, bookingRequest } from '../test-support';

// The e-ticket as the agency's users download it from the summary and the list; the broker stays up (unlike bookings*.int.test.ts).
jest.setTimeout(120_000);

describe("flights: a booking's e-ticket for the agency's users", () => {
  let account: RunningService;
  let flights: RunningService;
  let wallets: Wallets;

  async function agencyWith(balance: number): Promise<string> {
    const agencyId = `agency-${randomUUID().slice(0, 8)}`;
    await wallets.open(agencyId, 'EUR');
    if (balance > 0) await wallets.move({ agencyId, key: 'opening', type: 'top_up', amount: balance, heldChange: 0, currency: 'EUR', reference: 'OPENING' });
    await flights.deps.mongo.db.collection('agency_currencies').insertOne({ _id: agencyId as never, currency: 'EUR' });
    return sessionCookie(flights.deps.sessions, { uid: `agent-${agencyId}`, aid: agencyId, role: 'agent' });
  }

  const get = (cookie: string, path: string) => fetch(`${flights.url}${path}`, { headers: { cookie } });

  async function book(cookie: string, payment: 'balance' | 'hold'): Promise<{ id: string; reference: string; status: string }> {
    const search = await fetch(`${flights.url}/flights/search`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ tripType: 'one_way', legs: [{ origin: 'CDG', destination: 'TUN', date: serviceDateAhead(45) }], passengers: { adults: 1, children: 0, infants: 0 }, cabin: 'economy' }),
    });
    const offer: FlightOffer = (await search.json()).offers[0];
    const created = await fetch(`${flights.url}/flights/bookings`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': `idem-${randomUUID()}` },
      body: JSON.stringify(bookingRequest(offer, [{ ...adult('Haddad', 'Leila'), title: 'mrs_miss' }], payment)),
    });
    expect(created.status).toBe(201);
    return created.json();
  }

  beforeAll(async () => {
    account = await startService(accountService, testDeps('account'));
    process.env.ACCOUNT_INTERNAL_URL = account.internalUrl;
    flights = await startService(flightsDefinition(), testDeps('flights'));
    wallets = new Wallets(await modelConnection(account.deps.mongo), account.deps.log);
  });

  afterAll(async () => {
    for (const service of [flights, account]) {
      await service.stop();
      await dropTestDeps(service.deps);
    }
  });

  it("answers a ticketed booking's e-ticket in the reader's language, to open or to save, and to its own agency only", async () => {
    const cookie = await agencyWith(5_000_000);
    const booking = await book(cookie, 'balance');
    expect(booking.status).toBe('ticket_issued');

    const opened = await get(cookie, `/flights/bookings/${booking.id}/eticket?lang=fr`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toBe(`inline; filename="e-ticket-${booking.reference}.pdf"`);
    const file = Buffer.from(await opened.arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(file);
    for (const words of ['Billet électronique', `Référence de réservation: ${booking.reference}`, 'Mme HADDAD / Leila']) expect(text).toContain(words);
    expect(text).not.toContain('?');

    const saved = await get(cookie, `/flights/bookings/${booking.id}/eticket?lang=en&download=1`);
    expect(saved.headers.get('content-disposition')).toBe(`attachment; filename="e-ticket-${booking.reference}.pdf"`);

    const other = await agencyWith(0);
    expect((await get(other, `/flights/bookings/${booking.id}/eticket?lang=en`)).status).toBe(404);
    expect((await get('', `/flights/bookings/${booking.id}/eticket`)).status).toBe(401);
  });

  it('has none while the booking is not ticketed: a held booking answers 409', async () => {
    const cookie = await agencyWith(5_000_000);
    const held = await book(cookie, 'hold');
    expect(held.status).not.toBe('ticket_issued');
    const answer = await get(cookie, `/flights/bookings/${held.id}/eticket`);
    expect(answer.status).toBe(409);
    expect((await answer.json()).error.code).toBe('not_ticketed');
  });
});
