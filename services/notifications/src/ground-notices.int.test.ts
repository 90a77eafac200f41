import { randomUUID } from 'node:crypto';
import { ActivityEvents, IdentityEvents, TransferEvents, type ActivityNotice, type EventDefinition, type Language, type TransferNotice } from '@portal/contracts';
import { createEvent, startService, type RunningService, type ServiceDeps } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testDeps, waitFor, type CaughtMail } from '@portal/service-kit/testing';
import type { z } from 'zod';
import { notificationsService } from './service';
import { fakeVouchers, mailWithSubject, type FakeVouchers } from './testing/notices';

jest.setTimeout(120_000);

/** The service's consumers in service.ts's order: identity, account, flights, hotels, transfers, activities. */
const IDENTITY_CONSUMER = 0;
const TRANSFERS_CONSUMER = 4;
const ACTIVITIES_CONSUMER = 5;

describe('transfer and activity notices to the booking agent', () => {
  let notifications: RunningService;
  let transfers: ServiceDeps;
  let activities: ServiceDeps;
  let voucher: FakeVouchers;
  const failing = new Set<string>();
  const agencyId = `agency-${randomUUID().slice(0, 8)}`;
  /** Each agent reads times in their own zone and format (profile settings). */
  const agents: Record<Language, { id: string; email: string; timeZone: string; dateTimeFormat: string }> = {
    en: { id: `agent-en-${agencyId}`, email: `agent-en-${agencyId}@example.test`, timeZone: 'America/New_York', dateTimeFormat: 'MM/DD/YYYY hh:mm A' },
    fr: { id: `agent-fr-${agencyId}`, email: `agent-fr-${agencyId}@example.test`, timeZone: 'Europe/Paris', dateTimeFormat: 'DD/MM/YYYY HH:mm' },
  };
  const holdEnds = '2026-09-01T14:30:00.000Z';
  const answerDue = '2026-09-03T09:00:00.000Z';

  const transfer = (lang: Language, n: number, overrides: Partial<TransferNotice> = {}): TransferNotice => ({
    bookingId: `${agencyId}-tr-${lang}-${n}`,
    reference: `TR-${lang.toUpperCase()}${n}`,
    agentId: agents[lang].id,
    leadPassenger: 'Mr. Jean Martin',
    trips: [
      { trip: 0, state: 'booked', from: 'Paris Charles de Gaulle (CDG) T2E', to: 'Hôtel des Arts, Paris', pickup: '2026-09-14T10:30:00+02:00', vehicle: 'minivan', service: 'private' },
      { trip: 1, state: 'booked', from: 'Hôtel des Arts, Paris', to: 'Port of Marseille', pickup: '2026-09-17T08:00:00+02:00', vehicle: 'sedan', service: 'private' },
      { trip: 2, state: 'booked', from: 'Port of Marseille', to: 'Marseille Provence (MRS)', pickup: '2026-09-20T15:45:00+02:00', vehicle: 'coach', service: 'shared' },
    ],
    salePrice: 123456,
    currency: 'EUR',
    holdExpiresAt: null,
    refunded: 0,
    ...overrides,
  });
  const withTrips = (notice: TransferNotice, cancelled: number[]): TransferNotice => ({
    ...notice,
    trips: notice.trips.map((t) => (cancelled.includes(t.trip) ? { ...t, state: 'cancelled' } : t)),
  });

  const activity = (lang: Language, n: number, overrides: Partial<ActivityNotice> = {}): ActivityNotice => ({
    bookingId: `${agencyId}-ac-${lang}-${n}`,
    reference: `AC-${lang.toUpperCase()}${n}`,
    agentId: agents[lang].id,
    title: { en: 'Louvre Museum guided tour', fr: 'Visite guidée du musée du Louvre' },
    optionTitle: { en: 'Small group, in English', fr: 'Petit groupe, en français' },
    cityName: 'Paris',
    date: '2026-09-15',
    startTime: '09:30',
    travellers: 3,
    leadTraveller: 'Mr. Jean Martin',
    voucherReference: null,
    salePrice: 123456,
    currency: 'EUR',
    onRequestDeadline: null,
    refunded: 0,
    ...overrides,
  });

  /** As the product services record them: keyed by booking, so one booking's notices keep their order. */
  function event<D extends EventDefinition>(def: D, data: z.input<D['data']> & { bookingId: string }, by: 'transfers' | 'activities') {
    return createEvent(def, { agencyId, actor: { kind: 'service', id: by }, data, key: data.bookingId });
  }

  async function mailTo(lang: Language, subject: string): Promise<CaughtMail> {
    return mailWithSubject(agents[lang].email, subject);
  }

  async function bell(lang: Language, reader: Language): Promise<{ type: string; title: string; body: string; link: string }[]> {
    const cookie = sessionCookie(notifications.deps.sessions, { uid: agents[reader].id, aid: agencyId, role: 'agent' });
    return (await (await fetch(`${notifications.url}/notifications?lang=${lang}&pageSize=50`, { headers: { cookie } })).json()).items;
  }

  beforeAll(async () => {
    voucher = await fakeVouchers(['transfers', 'activities'], failing);
    process.env.TRANSFERS_INTERNAL_URL = voucher.url;
    process.env.ACTIVITIES_INTERNAL_URL = voucher.url;
    notifications = await startService(notificationsService, testDeps('notifications'));
    await Promise.all(notifications.consumers.map((c) => c.ready()));
    // Who the agents are, as identity tells it (with their clock).
    const identity = notifications.consumers[IDENTITY_CONSUMER]!;
    for (const lang of ['en', 'fr'] as const) {
      const { id, email, timeZone, dateTimeFormat } = agents[lang];
      const changed = createEvent(IdentityEvents.userChanged, {
        agencyId,
        actor: { kind: 'service', id: 'identity' },
        data: { userId: id, agencyId, agencyName: 'Atlas Voyages', email, firstName: 'Agent', lastName: lang, langId: lang, role: 'agent', status: 'active', timeZone, dateTimeFormat },
      });
      expect(await identity.deliver(JSON.stringify(changed.envelope))).toBe('applied');
    }
    transfers = testDeps('transfers');
    activities = testDeps('activities');
    for (const deps of [transfers, activities]) {
      await deps.outbox.init();
      deps.outbox.start();
    }
  });

  afterAll(async () => {
    await notifications.stop();
    await dropTestDeps(notifications.deps);
    await dropTestDeps(transfers);
    await dropTestDeps(activities);
    await voucher.close();
    delete process.env.TRANSFERS_INTERNAL_URL;
    delete process.env.ACTIVITIES_INTERNAL_URL;
  });

  it('keeps each agent’s time zone and format from identity', async () => {
    const people = notifications.deps.mongo.db.collection('recipients');
    expect(await people.findOne({ _id: agents.en.id as never })).toMatchObject({ timeZone: 'America/New_York', dateTimeFormat: 'MM/DD/YYYY hh:mm A', langId: 'en' });
  });

  it('emails each transfer notice in the agent’s language, the hold’s end in their clock, with a bell entry', async () => {
    for (const lang of ['en', 'fr'] as const) {
      await transfers.outbox.add([
        event(TransferEvents.confirmed, transfer(lang, 1), 'transfers'),
        event(TransferEvents.pending, transfer(lang, 2), 'transfers'),
        event(TransferEvents.held, transfer(lang, 3, { holdExpiresAt: holdEnds }), 'transfers'),
        event(TransferEvents.released, transfer(lang, 4, { holdExpiresAt: holdEnds }), 'transfers'),
        event(TransferEvents.cancelled, { ...withTrips(transfer(lang, 5, { refunded: 30000 }), [1]), reason: 'agent', cancelledTrips: [1], bookingCancelled: false }, 'transfers'),
        event(TransferEvents.cancelled, { ...withTrips(transfer(lang, 6, { refunded: 123456 }), [0, 1, 2]), reason: 'supplier', cancelledTrips: [0, 2], bookingCancelled: true }, 'transfers'),
      ]);
    }

    const confirmed = await mailTo('en', 'Transfer confirmed – TR-EN1');
    expect(confirmed.text).toContain('Transfer TR-EN1 is confirmed. Amount: €1,234.56. The voucher is attached.');
    expect(confirmed.text).toContain('Trip 1: Paris Charles de Gaulle (CDG) T2E → Hôtel des Arts, Paris, pickup 14 September 2026, 10:30 (local time), minivan, private service.');
    expect(confirmed.text).toContain('Trip 3: Port of Marseille → Marseille Provence (MRS), pickup 20 September 2026, 15:45 (local time), coach, shared service.');
    expect(confirmed.text).toContain('Lead passenger: Mr. Jean Martin');
    expect(confirmed.text).toContain(`http://localhost:8080/b-transfers/summary?id=${agencyId}-tr-en-1`);
    expect(confirmed.attachments).toEqual([expect.objectContaining({ filename: 'voucher-TR-EN1.pdf', contentType: 'application/pdf' })]);
    const confirmedFr = await mailTo('fr', 'Transfert confirmé – TR-FR1');
    expect(confirmedFr.text).toContain('Trajet 2 : Hôtel des Arts, Paris → Port of Marseille, prise en charge le 17 septembre 2026, 08:00 (heure locale), berline, service privé.');
    expect(confirmedFr.text).toContain(`http://localhost:8080/fr/b-transfers/summary?id=${agencyId}-tr-fr-1`);
    expect(confirmedFr.attachments.map((a) => a.filename)).toEqual(['voucher-TR-FR1.pdf']);
    expect(voucher.asked).toEqual(
      expect.arrayContaining([
        { product: 'transfers', bookingId: `${agencyId}-tr-en-1`, lang: 'en' },
        { product: 'transfers', bookingId: `${agencyId}-tr-fr-1`, lang: 'fr' },
      ]),
    );

    expect((await mailTo('en', 'Transfer awaiting the supplier – TR-EN2')).text).toContain('We ask again automatically');
    // 14:30 UTC is 10:30 AM in New York and 16:30 in Paris, each in its reader's format.
    const held = await mailTo('en', 'Transfer TR-EN3 held until 09/01/2026 10:30 AM (America/New_York)');
    expect(held.text).toContain('with €1,234.56 held on your balance. Pay for it before then; otherwise the services are released and the held amount is returned.');
    const heldFr = await mailTo('fr', "Transfert TR-FR3 bloqué jusqu'au 01/09/2026 16:30 (Europe/Paris)");
    expect(heldFr.text).toContain("Le transfert TR-FR3 est bloqué jusqu'au 01/09/2026 16:30 (Europe/Paris)");
    expect((await mailTo('en', 'Transfer released – TR-EN4')).text).toContain('the services are released and €1,234.56 is returned to your available balance.');
    expect((await mailTo('fr', 'Transfert libéré – TR-FR4')).text).toMatch(/les services sont libérés et 1\s234,56\s€ sont rendus à votre solde disponible\./);

    const oneTrip = await mailTo('en', 'Trip 2 of transfer TR-EN5 cancelled');
    expect(oneTrip.text).toContain('Trip 2 of transfer TR-EN5 is cancelled at your agency’s request.');
    expect(oneTrip.text).toContain('Refunded to your balance: €300.00.');
    expect(oneTrip.text).toContain('pickup 17 September 2026, 08:00 (local time), sedan, private service (cancelled).');
    const oneTripFr = await mailTo('fr', 'Trajet 2 du transfert TR-FR5 annulé');
    expect(oneTripFr.text).toContain('Le trajet 2 du transfert TR-FR5 est annulé à la demande de votre agence.');
    const bySupplier = await mailTo('en', 'Transfer TR-EN6 cancelled');
    expect(bySupplier.text).toContain('Transfer TR-EN6 is cancelled by the transfer company (our supplier).');
    expect(bySupplier.text).toContain('Refunded to your balance: €1,234.56.');
    const bySupplierFr = await mailTo('fr', 'Transfert TR-FR6 annulé');
    expect(bySupplierFr.text).toContain('Le transfert TR-FR6 est annulé par le transporteur (notre fournisseur).');
    expect(bySupplierFr.text).toMatch(/Remboursé sur votre solde : 1\s234,56\s€\./);

    const items = await waitFor(async () => ((await bell('fr', 'fr')).filter((i) => i.type.startsWith('transfers.')).length === 6 ? bell('fr', 'fr') : undefined), 30_000, 'six bell entries');
    expect(items).toContainEqual(expect.objectContaining({ type: 'transfers.booking.held', title: 'Bloqué 30 minutes : TR-FR3', link: `/b-transfers/summary?id=${agencyId}-tr-fr-3` }));
    expect(items).toContainEqual(expect.objectContaining({ type: 'transfers.booking.cancelled', title: 'Trajet 2 annulé : TR-FR5' }));
    expect(await bell('en', 'en')).toContainEqual(expect.objectContaining({ type: 'transfers.booking.released', title: 'Hold released: TR-EN4', body: '€1,234.56 returned to your balance.' }));
  });

  it('emails each activity notice: the answer deadline in the agent’s clock, the amounts released, the cancellation’s reason and refund', async () => {
    for (const lang of ['en', 'fr'] as const) {
      await activities.outbox.add([
        event(ActivityEvents.confirmed, activity(lang, 1, { voucherReference: 'VR-7731' }), 'activities'),
        event(ActivityEvents.onRequest, activity(lang, 2, { onRequestDeadline: answerDue }), 'activities'),
        event(ActivityEvents.rejected, { ...activity(lang, 3, { onRequestDeadline: answerDue }), reason: { en: 'Fully booked that day', fr: 'Complet ce jour-là' } }, 'activities'),
        event(ActivityEvents.expired, activity(lang, 4, { onRequestDeadline: answerDue }), 'activities'),
        event(ActivityEvents.cancelled, { ...activity(lang, 5, { voucherReference: 'VR-7735' }), by: 'agent', reason: null }, 'activities'),
        event(ActivityEvents.cancelled, { ...activity(lang, 6, { refunded: 123456 }), by: 'supplier', reason: { en: 'Museum closed by strike', fr: 'Musée fermé pour grève' } }, 'activities'),
      ]);
    }

    const confirmed = await mailTo('en', 'Activity confirmed – AC-EN1 (Louvre Museum guided tour)');
    expect(confirmed.text).toContain('Booking AC-EN1 is confirmed. Amount: €1,234.56. The voucher is attached.');
    expect(confirmed.text).toContain('Louvre Museum guided tour – Small group, in English, Paris: 15 September 2026, 09:30 (local time), 3 travellers, lead traveller Mr. Jean Martin.');
    expect(confirmed.text).toContain('Voucher reference: VR-7731');
    expect(confirmed.text).toContain(`http://localhost:8080/b-activities/summary?id=${agencyId}-ac-en-1`);
    expect(confirmed.attachments).toEqual([expect.objectContaining({ filename: 'voucher-AC-EN1.pdf', contentType: 'application/pdf' })]);
    const confirmedFr = await mailTo('fr', 'Activité confirmée – AC-FR1 (Visite guidée du musée du Louvre)');
    expect(confirmedFr.text).toContain(
      'Visite guidée du musée du Louvre – Petit groupe, en français, Paris : le 15 septembre 2026, 09:30 (heure locale), 3 voyageurs, voyageur principal Mr. Jean Martin.',
    );
    expect(confirmedFr.text).toContain(`http://localhost:8080/fr/b-activities/summary?id=${agencyId}-ac-fr-1`);
    expect(voucher.asked).toEqual(
      expect.arrayContaining([
        { product: 'activities', bookingId: `${agencyId}-ac-en-1`, lang: 'en' },
        { product: 'activities', bookingId: `${agencyId}-ac-fr-1`, lang: 'fr' },
      ]),
    );

    // 09:00 UTC is 05:00 AM in New York and 11:00 in Paris.
    const onRequest = await mailTo('en', 'Activity on request – AC-EN2 (Louvre Museum guided tour)');
    expect(onRequest.text).toContain('waits for the supplier’s answer, due by 09/03/2026 05:00 AM (America/New_York). €1,234.56 is held on your balance meanwhile');
    const onRequestFr = await mailTo('fr', 'Activité sur demande – AC-FR2 (Visite guidée du musée du Louvre)');
    expect(onRequestFr.text).toContain('au plus tard le 03/09/2026 11:00 (Europe/Paris)');
    const rejected = await mailTo('en', 'Activity refused by the supplier – AC-EN3');
    expect(rejected.text).toContain('Nothing is charged: the €1,234.56 held is released.');
    expect(rejected.text).toContain('The supplier’s reason: Fully booked that day');
    expect((await mailTo('fr', 'Activité refusée par le fournisseur – AC-FR3')).text).toContain('Motif donné par le fournisseur : Complet ce jour-là');
    expect((await mailTo('en', 'No answer from the supplier – AC-EN4')).text).toContain(
      'The supplier did not answer by 09/03/2026 05:00 AM (America/New_York): booking AC-EN4 has expired and the €1,234.56 held is released.',
    );
    expect((await mailTo('fr', 'Sans réponse du fournisseur – AC-FR4')).text).toMatch(/la réservation AC-FR4 est expirée et les 1\s234,56\s€ bloqués sont libérés\./);

    const byAgent = await mailTo('en', 'Activity AC-EN5 cancelled');
    expect(byAgent.text).toContain('Booking AC-EN5 is cancelled. It was cancelled at your agency’s request.');
    expect(byAgent.text).toContain('No refund is due under the cancellation terms.');
    const bySupplier = await mailTo('fr', 'Activité AC-FR6 annulée');
    expect(bySupplier.text).toContain('Le prestataire de l’activité (notre fournisseur) l’a annulée.');
    expect(bySupplier.text).toContain('Motif donné par le fournisseur : Musée fermé pour grève');
    expect(bySupplier.text).toMatch(/Remboursé sur votre solde : 1\s234,56\s€\./);

    const items = await waitFor(async () => ((await bell('en', 'en')).filter((i) => i.type.startsWith('activities.')).length === 6 ? bell('en', 'en') : undefined), 30_000, 'six bell entries');
    expect(items).toContainEqual(expect.objectContaining({ type: 'activities.booking.on_request', title: 'On request: AC-EN2', link: `/b-activities/summary?id=${agencyId}-ac-en-2` }));
    expect(items).toContainEqual(expect.objectContaining({ type: 'activities.booking.expired', title: 'No answer, expired: AC-EN4', body: '€1,234.56 released.' }));
    expect(await bell('fr', 'fr')).toContainEqual(expect.objectContaining({ type: 'activities.booking.rejected', title: 'Refusée par le fournisseur : AC-FR3' }));
  });

  it('retries a confirmation whose voucher cannot be fetched, then sends it with the voucher', async () => {
    const cases = [
      { consumer: TRANSFERS_CONSUMER, data: transfer('fr', 30), def: TransferEvents.confirmed, subject: 'Transfert confirmé – TR-FR30', by: 'transfers' as const },
      { consumer: ACTIVITIES_CONSUMER, data: activity('en', 30), def: ActivityEvents.confirmed, subject: 'Activity confirmed – AC-EN30 (Louvre Museum guided tour)', by: 'activities' as const },
    ];
    for (const { consumer, data, def, subject, by } of cases) {
      failing.add(data.bookingId);
      const confirmed = event(def, data as never, by);
      const handler = notifications.consumers[consumer]!;
      await expect(handler.deliver(JSON.stringify(confirmed.envelope))).rejects.toThrow('the voucher could not be fetched (503)');
      expect(await notifications.deps.mongo.db.collection('emails').countDocuments({ eventId: confirmed.envelope.id })).toBe(0);

      failing.delete(data.bookingId);
      expect(await handler.deliver(JSON.stringify(confirmed.envelope))).toBe('applied');
      const mail = await mailTo(data.agentId === agents.fr.id ? 'fr' : 'en', subject);
      expect(mail.attachments.map((a) => a.filename)).toEqual([`voucher-${data.reference}.pdf`]);
    }
  });
});
