import { randomUUID } from 'node:crypto';
import { FlightEvents, formatMoney, type EventData, type Language } from '@portal/contracts';
import { createEvent, startService, type RunningService, type ServiceDeps } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testDeps, waitFor } from '@portal/service-kit/testing';
import { notificationsService } from './service';
import { mailWithSubject } from './testing/notices';

jest.setTimeout(120_000);

type Cancelled = EventData<typeof FlightEvents.cancelled>;

describe('flight cancellation notices to the booking agent', () => {
  let notifications: RunningService;
  let flights: ServiceDeps;
  const agencyId = `agency-${randomUUID().slice(0, 8)}`;
  const agents: Record<Language, { id: string; email: string }> = {
    en: { id: `agent-en-${agencyId}`, email: `agent-en-${agencyId}@example.test` },
    fr: { id: `agent-fr-${agencyId}`, email: `agent-fr-${agencyId}@example.test` },
  };

  /** A round trip Paris–Tunis, as the flights service publishes it: each segment with its journey. */
  const cancelled = (lang: Language, n: number, refunded: number): Cancelled => ({
    bookingId: `${agencyId}-fl-${lang}-${n}`,
    reference: `FL-${lang.toUpperCase()}${n}`,
    agentId: agents[lang].id,
    pnr: 'QX7P2M',
    itinerary: [
      { flightNumber: 'TU711', origin: 'CDG', destination: 'TUN', departureAt: '2026-12-10T08:00:00.000Z', arrivalAt: '2026-12-10T10:20:00.000Z', journey: 0 },
      { flightNumber: 'TU712', origin: 'TUN', destination: 'CDG', departureAt: '2026-12-17T11:30:00.000Z', arrivalAt: '2026-12-17T15:50:00.000Z', journey: 1 },
    ],
    travellers: [{ name: 'Leila Ben Salah', ticketNumber: '172-2400000001' }],
    salePrice: 292_000,
    currency: 'EUR',
    holdExpiresAt: null,
    refunded,
  });

  beforeAll(async () => {
    notifications = await startService(notificationsService, testDeps('notifications'));
    await Promise.all(notifications.consumers.map((c) => c.ready()));
    const people = notifications.deps.mongo.db.collection('recipients');
    for (const lang of ['en', 'fr'] as const) {
      await people.insertOne({ _id: agents[lang].id as never, agencyId, agencyName: 'Atlas Voyages', email: agents[lang].email, name: `Agent ${lang}`, langId: lang, role: 'agent', status: 'active' });
    }
    flights = testDeps('flights');
    await flights.outbox.init();
    flights.outbox.start();
  });

  afterAll(async () => {
    await notifications.stop();
    await dropTestDeps(notifications.deps);
    await dropTestDeps(flights);
  });

  it('tells the amount refunded and the round trip by its journeys, by email and bell, in the agent’s language', async () => {
    for (const lang of ['en', 'fr'] as const) {
      await flights.outbox.add(
        [cancelled(lang, 1, 272_000), cancelled(lang, 2, 0)].map((data) => createEvent(FlightEvents.cancelled, { agencyId, actor: { kind: 'service', id: 'flights' }, data, key: data.bookingId })),
      );
    }

    expect((await mailWithSubject(agents.en.email, 'Booking FL-EN1 cancelled')).text).toContain('Refunded: €2,720.00.');
    expect((await mailWithSubject(agents.fr.email, 'Réservation FL-FR1 annulée')).text).toContain(`Remboursé : ${formatMoney(272_000, 'EUR', 'fr')}.`);
    expect((await mailWithSubject(agents.en.email, 'Booking FL-EN2 cancelled')).text).toContain('Nothing is refunded.');

    const cookie = sessionCookie(notifications.deps.sessions, { uid: agents.fr.id, aid: agencyId, role: 'agent' });
    const bell = (lang: Language) =>
      fetch(`${notifications.url}/notifications?lang=${lang}&pageSize=50`, { headers: { cookie } }).then((r) => r.json() as Promise<{ items: { title: string; body: string }[] }>);
    const french = await waitFor(async () => ((await bell('fr')).items.length === 2 ? bell('fr') : undefined), 30_000, 'the bell entries');
    expect(french.items).toContainEqual(expect.objectContaining({ title: 'Annulée : FL-FR1', body: `CDG → TUN → CDG. Remboursé : ${formatMoney(272_000, 'EUR', 'fr')}.` }));
    expect(french.items).toContainEqual(expect.objectContaining({ title: 'Annulée : FL-FR2', body: 'CDG → TUN → CDG. Aucun remboursement.' }));
    expect((await bell('en')).items).toContainEqual(expect.objectContaining({ title: 'Cancelled: FL-FR1', body: 'CDG → TUN → CDG. Refunded: €2,720.00.' }));
  });
});
