import { randomUUID } from 'node:crypto';
import { HotelEvents, type EventDefinition, type HotelNotice, type Language } from '@portal/contracts';
import { createEvent, startService, type RunningService, type ServiceDeps } from '@portal/service-kit';
import { dropTestDeps, mailsTo, sessionCookie, testDeps, waitFor, type CaughtMail } from '@portal/service-kit/testing';
import type { z } from 'zod';
import { notificationsService } from './service';
import { fakeVouchers, mailWithSubject, type FakeVouchers } from './testing/notices';

jest.setTimeout(120_000);

/** The service's consumers in service.ts's order: identity, account, flights, hotels. */
const HOTELS_CONSUMER = 3;

describe('hotel booking notices to the booking agent', () => {
  let notifications: RunningService;
  let hotels: ServiceDeps;
  let voucher: FakeVouchers;
  const failing = new Set<string>();
  const agencyId = `agency-${randomUUID().slice(0, 8)}`;
  const agents: Record<Language, { id: string; email: string }> = {
    en: { id: `agent-en-${agencyId}`, email: `agent-en-${agencyId}@example.test` },
    fr: { id: `agent-fr-${agencyId}`, email: `agent-fr-${agencyId}@example.test` },
  };

  const notice = (lang: Language, n: number, overrides: Partial<HotelNotice> = {}): HotelNotice => ({
    bookingId: `${agencyId}-ht-${lang}-${n}`,
    reference: `HT-${lang.toUpperCase()}${n}`,
    agentId: agents[lang].id,
    hotelName: 'Hôtel des Arts',
    cityName: 'Paris',
    checkIn: '2026-09-14',
    checkOut: '2026-09-17',
    nights: 3,
    rooms: 2,
    leadGuest: 'Mr. Jean Martin',
    hotelConfirmationNumber: 'HCN-4821',
    salePrice: 123456,
    currency: 'EUR',
    paymentDeadline: null,
    refunded: 0,
    ...overrides,
  });

  /** As the hotels service records it: keyed by booking, so one booking's notices keep their order. */
  function event<D extends EventDefinition>(def: D, data: z.input<D['data']> & HotelNotice) {
    return createEvent(def, { agencyId, actor: { kind: 'service', id: 'hotels' }, data, key: data.bookingId });
  }

  async function mailTo(lang: Language, subject: string): Promise<CaughtMail> {
    return mailWithSubject(agents[lang].email, subject);
  }

  beforeAll(async () => {
    voucher = await fakeVouchers(['hotels'], failing);
    process.env.HOTELS_INTERNAL_URL = voucher.url;
    notifications = await startService(notificationsService, testDeps('notifications'));
    await Promise.all(notifications.consumers.map((c) => c.ready()));
    const people = notifications.deps.mongo.db.collection('recipients');
    for (const lang of ['en', 'fr'] as const) {
      await people.insertOne({ _id: agents[lang].id as never, agencyId, agencyName: 'Atlas Voyages', email: agents[lang].email, name: `Agent ${lang}`, langId: lang, role: 'agent', status: 'active' });
    }
    hotels = testDeps('hotels');
    await hotels.outbox.init();
    hotels.outbox.start();
  });

  afterAll(async () => {
    await notifications.stop();
    await dropTestDeps(notifications.deps);
    await dropTestDeps(hotels);
    await voucher.close();
    delete process.env.HOTELS_INTERNAL_URL;
  });

  it('emails each notice in the agent’s language with a link to the booking, and adds a bell entry', async () => {
    const deadline = '2026-09-01T10:00:00.000Z';
    for (const lang of ['en', 'fr'] as const) {
      await hotels.outbox.add([
        event(HotelEvents.confirmed, notice(lang, 1)),
        event(HotelEvents.onRequest, notice(lang, 2, { hotelConfirmationNumber: null })),
        event(HotelEvents.refused, notice(lang, 3, { hotelConfirmationNumber: null })),
        event(HotelEvents.awaitingPayment, notice(lang, 4, { paymentDeadline: deadline })),
        event(HotelEvents.paymentReminder, { ...notice(lang, 5, { paymentDeadline: deadline }), daysLeft: 3 }),
        event(HotelEvents.cancelled, { ...notice(lang, 6, { refunded: 100000 }), reason: 'agent' }),
        event(HotelEvents.cancelled, { ...notice(lang, 7, { hotelConfirmationNumber: null }), reason: 'supplier', refunded: 123456 }),
        event(HotelEvents.cancelled, { ...notice(lang, 8, { paymentDeadline: deadline }), reason: 'payment_deadline' }),
      ]);
    }

    const confirmed = await mailTo('en', 'Booking confirmed – HT-EN1 (Hôtel des Arts)');
    expect(confirmed.text).toContain('Booking HT-EN1 is confirmed. Amount: €1,234.56.');
    expect(confirmed.text).toContain('Hôtel des Arts, Paris: 14 September 2026 → 17 September 2026 (3 nights), 2 rooms, lead guest Mr. Jean Martin.');
    expect(confirmed.text).toContain('Hotel confirmation number: HCN-4821');
    expect(confirmed.text).toContain(`http://localhost:8080/b-hotels/summary?id=${agencyId}-ht-en-1`);
    expect(confirmed.attachments).toEqual([expect.objectContaining({ filename: 'voucher-HT-EN1.pdf', contentType: 'application/pdf' })]);
    const confirmedFr = await mailTo('fr', 'Réservation confirmée – HT-FR1 (Hôtel des Arts)');
    expect(confirmedFr.text).toContain('Hôtel des Arts, Paris : 14 septembre 2026 → 17 septembre 2026 (3 nuits), 2 chambres, client principal Mr. Jean Martin.');
    expect(confirmedFr.text).toContain(`http://localhost:8080/fr/b-hotels/summary?id=${agencyId}-ht-fr-1`);
    expect(confirmedFr.attachments.map((a) => a.filename)).toEqual(['voucher-HT-FR1.pdf']);
    // Each voucher was asked in its reader's language.
    expect(voucher.asked).toEqual(
      expect.arrayContaining([
        { product: 'hotels', bookingId: `${agencyId}-ht-en-1`, lang: 'en' },
        { product: 'hotels', bookingId: `${agencyId}-ht-fr-1`, lang: 'fr' },
      ]),
    );

    expect((await mailTo('en', 'Booking on request – HT-EN2 (Hôtel des Arts)')).text).toContain('€1,234.56 is held on your balance meanwhile');
    expect((await mailTo('fr', "Réservation refusée par l'hôtel – HT-FR3")).text).toContain('le montant bloqué est libéré');
    const awaiting = await mailTo('en', 'Booking HT-EN4 to pay by 1 September 2026 at 10:00 UTC');
    expect(awaiting.text).toContain('your balance is charged €1,234.56 if it covers it; otherwise the booking is cancelled');
    const reminder = await mailTo('en', 'Payment due in 3 days – HT-EN5');
    expect(reminder.text).toContain('3 days left to pay booking HT-EN5 (€1,234.56): the deadline is 1 September 2026 at 10:00 UTC.');
    const reminderFr = await mailTo('fr', 'Paiement dû dans 3 jours – HT-FR5');
    expect(reminderFr.text).toContain('Il reste 3 jours pour payer la réservation HT-FR5');
    expect(reminderFr.text).toContain('échéance le 1 septembre 2026 à 10:00 UTC');

    const byAgent = await mailTo('en', 'Booking HT-EN6 cancelled');
    expect(byAgent.text).toContain('It was cancelled at your agency’s request.');
    expect(byAgent.text).toContain('Refunded to your balance: €1,000.00.');
    const bySupplier = await mailTo('fr', 'Réservation HT-FR7 annulée');
    expect(bySupplier.text).toContain('L’hôtel (notre fournisseur) l’a annulée.');
    expect(bySupplier.text).toMatch(/Remboursé sur votre solde : 1\s234,56\s€\./);
    const atDeadline = await mailTo('en', 'Booking HT-EN8 cancelled');
    expect(atDeadline.text).toContain('It was cancelled at its payment deadline: your balance did not cover the amount due.');
    expect(atDeadline.text).toContain('Nothing was charged, so there is nothing to refund.');
    for (const lang of ['en', 'fr'] as const) await waitFor(async () => (await mailsTo(agents[lang].email)).length === 8, 30_000, `the ${lang} agent's eight emails`);

    // The bell: one entry per notice for the agent, in the reader's language, linking to the booking.
    const cookie = sessionCookie(notifications.deps.sessions, { uid: agents.fr.id, aid: agencyId, role: 'agent' });
    const feed = await (await fetch(`${notifications.url}/notifications?lang=fr&pageSize=50`, { headers: { cookie } })).json();
    expect(feed.items).toHaveLength(8);
    expect(feed.items).toContainEqual(
      expect.objectContaining({ type: 'hotels.booking.payment_reminder', title: 'Paiement dû dans 3 jours : HT-FR5', link: `/b-hotels/summary?id=${agencyId}-ht-fr-5`, read: false }),
    );
    expect(feed.items).toContainEqual(expect.objectContaining({ type: 'hotels.booking.confirmed', title: 'Confirmée : HT-FR1' }));
    const english = await (await fetch(`${notifications.url}/notifications?lang=en&pageSize=50`, { headers: { cookie } })).json();
    expect(english.items).toContainEqual(expect.objectContaining({ type: 'hotels.booking.cancelled', title: 'Cancelled: HT-FR8' }));
  });

  it('sends no second email when a notice comes again', async () => {
    const first = event(HotelEvents.onRequest, notice('en', 20));
    await hotels.outbox.add([first]);
    await mailTo('en', 'Booking on request – HT-EN20 (Hôtel des Arts)');

    // Handed to the consumer again, and re-sent by the relay through Kafka: still one email.
    const consumer = notifications.consumers[HOTELS_CONSUMER]!;
    expect(await consumer.deliver(JSON.stringify(first.envelope))).toBe('duplicate');
    await hotels.outbox.collection.updateOne({ _id: first.envelope.id }, { $set: { status: 'pending' } });
    await waitFor(async () => (await hotels.outbox.pendingCount()) === 0, 20_000, 'the re-send');
    // Same key, same partition: once a later notice's email is out, the re-sent one was handled.
    await hotels.outbox.add([event(HotelEvents.confirmed, notice('en', 20))]);
    await mailTo('en', 'Booking confirmed – HT-EN20 (Hôtel des Arts)');
    const sent = (await mailsTo(agents.en.email)).filter((m) => m.subject.includes('HT-EN20'));
    expect(sent.map((m) => m.subject).sort()).toEqual(['Booking confirmed – HT-EN20 (Hôtel des Arts)', 'Booking on request – HT-EN20 (Hôtel des Arts)']);
  });

  it('retries a confirmation whose voucher cannot be fetched, then sends it with the voucher', async () => {
    const data = notice('fr', 30);
    failing.add(data.bookingId);
    const confirmed = event(HotelEvents.confirmed, data);
    const consumer = notifications.consumers[HOTELS_CONSUMER]!;
    await expect(consumer.deliver(JSON.stringify(confirmed.envelope))).rejects.toThrow('the voucher could not be fetched (503)');
    expect(await notifications.deps.mongo.db.collection('emails').countDocuments({ eventId: confirmed.envelope.id })).toBe(0);

    failing.delete(data.bookingId);
    expect(await consumer.deliver(JSON.stringify(confirmed.envelope))).toBe('applied');
    const mail = await mailTo('fr', 'Réservation confirmée – HT-FR30 (Hôtel des Arts)');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['voucher-HT-FR30.pdf']);
  });
});
