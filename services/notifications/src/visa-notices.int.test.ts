import { randomUUID } from 'node:crypto';
import { formatMoney, IdentityEvents, VisaEvents, type EventDefinition, type Language, type Role, type VisaNotice } from '@portal/contracts';
import { createEvent, startService, type RunningService, type ServiceDeps } from '@portal/service-kit';
import { dropTestDeps, mailsTo, sessionCookie, testDeps, waitFor } from '@portal/service-kit/testing';
import type { z } from 'zod';
import { notificationsService } from './service';
import { mailWithSubject } from './testing/notices';

jest.setTimeout(120_000);

/** The service's first consumer is identity's. */
const IDENTITY_CONSUMER = 0;

interface BellItem {
  type: string;
  title: string;
  body: string;
  link: string;
}

interface Person {
  id: string;
  email: string;
  lang: Language;
  role: Role;
  agency: string | null;
  dateTimeFormat: string;
}

describe('visa request notices: the requesting agent and the visa desk hear of each other', () => {
  let notifications: RunningService;
  let visa: ServiceDeps;
  const agencyId = `agency-${randomUUID().slice(0, 8)}`;
  const person = (key: string, lang: Language, role: Role, dateTimeFormat: string, agency: string | null = agencyId): Person => ({
    id: `${key}-${agencyId}`,
    email: `${key}-${agencyId}@example.test`,
    lang,
    role,
    agency,
    dateTimeFormat,
  });
  const people = {
    agentEn: person('agent-en', 'en', 'agent', 'MM/DD/YYYY hh:mm A'),
    agentFr: person('agent-fr', 'fr', 'agent', 'DD/MM/YYYY HH:mm'),
    operator: person('operator', 'fr', 'operator', 'DD/MM/YYYY HH:mm', null),
  };
  let number = 0;

  const notice = (agent: Person, overrides: Partial<VisaNotice> = {}): VisaNotice => {
    number += 1;
    return {
      requestId: `${agencyId}-v${number}`,
      reference: `VI${agencyId.slice(7, 11).toUpperCase()}${number}`,
      agencyId,
      agentId: agent.id,
      destination: 'FR',
      visaType: 'tourist',
      people: 2,
      client: 'Leila Ben Salah',
      travelDate: '2027-09-14',
      visaStatus: 'in_progress',
      totalIncludingTax: 25_000,
      currency: 'EUR',
      refunded: 0,
      ...overrides,
    };
  };

  function event<D extends EventDefinition>(def: D, data: z.input<D['data']> & { requestId: string }) {
    return createEvent(def, { agencyId, actor: { kind: 'service', id: 'visa' }, data, key: data.requestId });
  }

  const moved = (d: VisaNotice, from: VisaNotice['visaStatus'], extra: Partial<z.input<typeof VisaEvents.statusChanged.data>> = {}) =>
    event(VisaEvents.statusChanged, { ...d, from, by: 'operator', missing: [], note: null, ...extra });

  /** Delivers an event as Kafka would, to the consumer that knows its type (the visa topic has other areas' consumers too). */
  async function deliver(e: ReturnType<typeof createEvent>): Promise<'applied' | 'duplicate'> {
    for (const consumer of notifications.consumers) {
      const outcome = await consumer.deliver(JSON.stringify(e.envelope));
      if (outcome !== 'skipped') return outcome;
    }
    throw new Error(`no consumer handles ${e.envelope.type}`);
  }

  async function bell(reader: Person, lang: Language): Promise<BellItem[]> {
    const cookie = sessionCookie(notifications.deps.sessions, { uid: reader.id, aid: reader.agency, role: reader.role });
    return (await (await fetch(`${notifications.url}/notifications?lang=${lang}&pageSize=100`, { headers: { cookie } })).json()).items;
  }

  /** The reader's bell entries about this request, once `count` of them are there. */
  function bellAbout(reader: Person, lang: Language, requestId: string, count = 1): Promise<BellItem[]> {
    return waitFor(
      async () => {
        const items = (await bell(reader, lang)).filter((i) => i.link.endsWith(`/${requestId}`));
        return items.length >= count ? items : undefined;
      },
      30_000,
      `${count} bell entries about ${requestId}`,
    );
  }

  beforeAll(async () => {
    notifications = await startService(notificationsService, testDeps('notifications'));
    await Promise.all(notifications.consumers.map((c) => c.ready()));
    const identity = notifications.consumers[IDENTITY_CONSUMER]!;
    for (const p of Object.values(people)) {
      const changed = createEvent(IdentityEvents.userChanged, {
        agencyId: p.agency,
        actor: { kind: 'service', id: 'identity' },
        data: {
          userId: p.id,
          agencyId: p.agency,
          agencyName: p.agency ? 'Atlas Voyages' : null,
          email: p.email,
          firstName: p.role,
          lastName: p.lang,
          langId: p.lang,
          role: p.role,
          status: 'active',
          timeZone: 'Africa/Tunis',
          dateTimeFormat: p.dateTimeFormat,
        },
      });
      expect(await identity.deliver(JSON.stringify(changed.envelope))).toBe('applied');
    }
    visa = testDeps('visa');
    await visa.outbox.init();
    visa.outbox.start();
  });

  afterAll(async () => {
    await notifications.stop();
    await dropTestDeps(notifications.deps);
    await dropTestDeps(visa);
  });

  it('tells the agent of a submitted request in their language and date format, and the visa desk’s bell', async () => {
    const en = notice(people.agentEn);
    const fr = notice(people.agentFr);
    await visa.outbox.add([event(VisaEvents.submitted, en), event(VisaEvents.submitted, fr)]);

    const mailEn = await mailWithSubject(people.agentEn.email, `Visa request ${en.reference} submitted`);
    expect(mailEn.text).toContain('Destination: France, tourist visa');
    expect(mailEn.text).toContain('Travel date: 09/14/2027');
    expect(mailEn.text).toContain('People: 2 (client: Leila Ben Salah)');
    expect(mailEn.text).toContain('Total including tax: €250.00');
    expect(mailEn.text).toContain(`See the request: http://localhost:8080/summary/${en.requestId}`);

    const mailFr = await mailWithSubject(people.agentFr.email, `Demande de visa ${fr.reference} envoyée`);
    expect(mailFr.text).toContain('Destination : France, visa tourisme');
    expect(mailFr.text).toContain('Date du voyage : 14/09/2027');
    expect(mailFr.text).toContain(`Total TTC : ${formatMoney(25_000, 'EUR', 'fr')}`);
    expect(mailFr.text).toContain(`http://localhost:8080/fr/summary/${fr.requestId}`);

    expect(await bellAbout(people.agentFr, 'fr', fr.requestId)).toEqual([
      expect.objectContaining({
        type: 'visa.request.submitted',
        title: `Demande de visa envoyée : ${fr.reference}`,
        body: `France, 14/09/2027, ${formatMoney(25_000, 'EUR', 'fr')}`,
        link: `/summary/${fr.requestId}`,
      }),
    ]);
    const [desk] = await bellAbout(people.operator, 'en', en.requestId);
    expect(desk).toMatchObject({ title: `New visa request ${en.reference}`, body: 'Atlas Voyages: France, 2 × tourist', link: `/visa/desk/${en.requestId}` });
    // The desk's entry is not the agency's: an agent's bell shows only their own.
    expect((await bell(people.agentEn, 'en')).filter((i) => i.link.startsWith('/visa/desk/'))).toEqual([]);
  });

  it('names each missing document, whose it is and why, with the desk’s note and a link to upload it', async () => {
    const fr = notice(people.agentFr, { visaStatus: 'missing_documents' });
    await visa.outbox.add([
      moved(fr, 'in_progress', {
        missing: [
          { participant: 'Leila Ben Salah', kind: 'passport', reason: 'Scan illisible' },
          { participant: 'Karim Ben Salah', kind: 'photos', reason: 'Fond non blanc' },
        ],
        note: 'Merci de renvoyer ces deux documents.',
      }),
    ]);
    const mail = await mailWithSubject(people.agentFr.email, `Documents manquants – demande de visa ${fr.reference}`);
    expect(mail.text).toContain('• Leila Ben Salah – Passeport : Scan illisible');
    expect(mail.text).toContain('• Karim Ben Salah – Photos : Fond non blanc');
    expect(mail.text).toContain('« Merci de renvoyer ces deux documents. »');
    expect(mail.text).toContain(`Déposer les documents: http://localhost:8080/fr/summary/${fr.requestId}`);
    expect((await bellAbout(people.agentFr, 'fr', fr.requestId))[0]).toMatchObject({
      type: 'visa.request.status_changed',
      title: `Documents manquants – demande de visa ${fr.reference}`,
      body: 'À redéposer : Leila Ben Salah – Passeport, Karim Ben Salah – Photos',
    });
  });

  it('tells the agent of each later status, with the refund where one was made', async () => {
    const moves = [
      { from: 'in_progress', to: 'embassy_processing', refunded: 0, subject: (r: string) => `Visa request ${r} with the embassy`, says: 'is undergoing embassy processing' },
      { from: 'embassy_processing', to: 'accepted', refunded: 0, subject: (r: string) => `Visa accepted – ${r}`, says: 'the embassy accepted visa request' },
      { from: 'missing_documents', to: 'rejected', refunded: 25_000, subject: (r: string) => `Visa request ${r} rejected`, says: 'Refunded: €250.00.' },
      { from: 'embassy_processing', to: 'denied', refunded: 0, subject: (r: string) => `Visa denied – ${r}`, says: 'nothing is refunded' },
      { from: 'in_progress', to: 'cancelled', refunded: 25_000, subject: (r: string) => `Visa request ${r} cancelled`, says: 'Refunded: €250.00.' },
    ] as const;
    const requests = moves.map((m) => notice(people.agentEn, { visaStatus: m.to, refunded: m.refunded }));
    await visa.outbox.add(moves.map((m, i) => moved(requests[i]!, m.from, m.to === 'cancelled' ? { by: 'agency' } : {})));
    for (const [i, move] of moves.entries()) {
      const mail = await mailWithSubject(people.agentEn.email, move.subject(requests[i]!.reference));
      expect(mail.text).toContain(move.says);
      expect(mail.text).toContain(`http://localhost:8080/summary/${requests[i]!.requestId}`);
    }
    expect((await bellAbout(people.agentEn, 'en', requests[2]!.requestId))[0]).toMatchObject({ title: `Visa request ${requests[2]!.reference} rejected`, body: 'Refunded: €250.00.' });
    expect((await bellAbout(people.agentEn, 'en', requests[1]!.requestId))[0]).toMatchObject({ body: 'France – Accepted' });
  });

  it('rings the visa desk when the agency uploads the missing documents again, without writing to the agent', async () => {
    const back = notice(people.agentEn);
    await visa.outbox.add([event(VisaEvents.statusChanged, { ...back, from: 'missing_documents', by: 'agency', missing: [], note: null })]);
    const [entry] = await bellAbout(people.operator, 'fr', back.requestId);
    expect(entry).toMatchObject({ type: 'visa.request.status_changed', title: `Documents redéposés : ${back.reference}`, link: `/visa/desk/${back.requestId}` });
    expect((await mailsTo(people.agentEn.email)).filter((m) => m.subject.includes(back.reference))).toEqual([]);
    expect((await bell(people.agentEn, 'en')).filter((i) => i.link.endsWith(`/${back.requestId}`))).toEqual([]);
  });

  it('carries messages across: the desk’s to the agent by email and bell, the agency’s to the desk’s bell', async () => {
    const fromDesk = notice(people.agentEn);
    const fromAgency = notice(people.agentEn);
    await visa.outbox.add([
      event(VisaEvents.messagePosted, { ...fromDesk, side: 'operator', authorName: 'Claire Visa', excerpt: 'The embassy asks for a hotel booking.' }),
      event(VisaEvents.messagePosted, { ...fromAgency, side: 'agency', authorName: 'Amel Trabelsi', excerpt: 'Is the appointment confirmed?' }),
    ]);
    const mail = await mailWithSubject(people.agentEn.email, `New message on visa request ${fromDesk.reference}`);
    expect(mail.text).toContain('Claire Visa (visa desk) wrote on request');
    expect(mail.text).toContain('“The embassy asks for a hotel booking.”');
    expect(mail.text).toContain(`Read and reply: http://localhost:8080/summary/${fromDesk.requestId}`);
    expect((await bellAbout(people.agentEn, 'en', fromDesk.requestId))[0]).toMatchObject({ body: 'Claire Visa: The embassy asks for a hotel booking.' });
    expect((await bellAbout(people.operator, 'en', fromAgency.requestId))[0]).toMatchObject({
      title: `Agency message on visa request ${fromAgency.reference}`,
      body: 'Amel Trabelsi (Atlas Voyages): Is the appointment confirmed?',
      link: `/visa/desk/${fromAgency.requestId}`,
    });
    expect((await mailsTo(people.agentEn.email)).filter((m) => m.subject.includes(fromAgency.reference))).toEqual([]);
  });

  it('sends a replayed event once: one email, one bell entry', async () => {
    const replayed = notice(people.agentEn, { visaStatus: 'accepted' });
    const accepted = moved(replayed, 'embassy_processing');
    expect(await deliver(accepted)).toBe('applied');
    expect(await deliver(accepted)).toBe('duplicate');
    // Published as well, as a producer retrying after a lost acknowledgement would, then a later message.
    await visa.outbox.add([accepted, event(VisaEvents.messagePosted, { ...replayed, side: 'operator', authorName: 'Claire Visa', excerpt: 'Passports ready.' })]);
    await mailWithSubject(people.agentEn.email, `New message on visa request ${replayed.reference}`);
    expect((await mailsTo(people.agentEn.email)).filter((m) => m.subject === `Visa accepted – ${replayed.reference}`)).toHaveLength(1);
    expect((await bell(people.agentEn, 'en')).filter((i) => i.title === `Visa accepted – ${replayed.reference}`)).toHaveLength(1);
  });
});
