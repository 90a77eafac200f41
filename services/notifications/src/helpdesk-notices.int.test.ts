import { randomUUID } from 'node:crypto';
import { HelpdeskEvents, IdentityEvents, type EventDefinition, type Language, type Role, type TicketNotice } from '@portal/contracts';
import { createEvent, startService, type RunningService, type ServiceDeps } from '@portal/service-kit';
import { dropTestDeps, mailsTo, sessionCookie, testDeps, waitFor } from '@portal/service-kit/testing';
import type { z } from 'zod';
import { notificationsService } from './service';
import { mailWithSubject } from './testing/notices';

jest.setTimeout(120_000);

/** The service's consumers in service.ts's order: identity, account, flights, hotels, transfers, activities, helpdesk. */
const IDENTITY_CONSUMER = 0;
const HELPDESK_CONSUMER = 6;

interface BellItem {
  type: string;
  title: string;
  body: string;
  link: string;
}

describe('helpdesk notices: the support team and the agency hear of each other', () => {
  let notifications: RunningService;
  let helpdesk: ServiceDeps;
  const agencyId = `agency-${randomUUID().slice(0, 8)}`;
  const operatorEmail = `desk-${agencyId}@example.test`;
  const person = (key: string, lang: Language, role: Role, status: 'active' | 'disabled' = 'active', agency: string | null = agencyId) => ({
    id: `${key}-${agencyId}`,
    email: `${key}-${agencyId}@example.test`,
    lang,
    role,
    status,
    agency,
  });
  const people = {
    agentEn: person('agent-en', 'en', 'agent'),
    agentFr: person('agent-fr', 'fr', 'agent'),
    adminFr: person('admin-fr', 'fr', 'agency_admin'),
    adminAway: person('admin-away', 'en', 'agency_admin', 'disabled'),
    supportFr: person('support-fr', 'fr', 'operator', 'active', null),
  };
  let number = 0;

  const ticket = (overrides: Partial<TicketNotice> = {}): TicketNotice => {
    number += 1;
    return {
      ticketId: `${agencyId}-t${number}`,
      number: `T-${agencyId.slice(7)}-${number}`,
      subject: 'Name misspelt on the e-ticket',
      service: 'ticketing',
      status: 'open',
      createdBy: people.agentEn.id,
      assigneeId: null,
      message: { authorName: 'Amel Trabelsi', side: 'agency', excerpt: 'The passenger name is TRABELSY, it should be TRABELSI.' },
      ...overrides,
    };
  };
  const supportReply = { authorName: 'Claire Support', side: 'support' as const, excerpt: 'We asked the airline to correct the name.' };

  function event<D extends EventDefinition>(def: D, data: z.input<D['data']> & { ticketId: string }) {
    return createEvent(def, { agencyId, actor: { kind: 'service', id: 'helpdesk' }, data, key: data.ticketId });
  }

  async function bell(reader: { id: string; role: Role; agency: string | null }, lang: Language): Promise<BellItem[]> {
    const cookie = sessionCookie(notifications.deps.sessions, { uid: reader.id, aid: reader.agency, role: reader.role });
    return (await (await fetch(`${notifications.url}/notifications?lang=${lang}&pageSize=50`, { headers: { cookie } })).json()).items;
  }

  /** The reader's bell entries about this ticket, once `count` of them are there. */
  function bellAbout(reader: { id: string; role: Role; agency: string | null }, lang: Language, ticketId: string, count = 1): Promise<BellItem[]> {
    return waitFor(
      async () => {
        const items = (await bell(reader, lang)).filter((i) => i.link.endsWith(`/${ticketId}`));
        return items.length >= count ? items : undefined;
      },
      30_000,
      `${count} bell entries about ${ticketId}`,
    );
  }

  beforeAll(async () => {
    process.env.OPERATOR_EMAIL = operatorEmail;
    notifications = await startService(notificationsService, testDeps('notifications'));
    await Promise.all(notifications.consumers.map((c) => c.ready()));
    const identity = notifications.consumers[IDENTITY_CONSUMER]!;
    for (const p of Object.values(people)) {
      const changed = createEvent(IdentityEvents.userChanged, {
        agencyId: p.agency,
        actor: { kind: 'service', id: 'identity' },
        data: { userId: p.id, agencyId: p.agency, agencyName: p.agency ? 'Atlas Voyages' : null, email: p.email, firstName: p.role, lastName: p.lang, langId: p.lang, role: p.role, status: p.status },
      });
      expect(await identity.deliver(JSON.stringify(changed.envelope))).toBe('applied');
    }
    helpdesk = testDeps('helpdesk');
    await helpdesk.outbox.init();
    helpdesk.outbox.start();
  });

  afterAll(async () => {
    await notifications.stop();
    await dropTestDeps(notifications.deps);
    await dropTestDeps(helpdesk);
    delete process.env.OPERATOR_EMAIL;
  });

  it('tells the support team of a new ticket: the operators’ address and every operator’s bell', async () => {
    const opened = ticket();
    await helpdesk.outbox.add([event(HelpdeskEvents.opened, opened)]);
    const mail = await mailWithSubject(operatorEmail, `[Helpdesk] New ticket ${opened.number} – Name misspelt on the e-ticket`);
    expect(mail.text).toContain(`Atlas Voyages opened ticket ${opened.number} (ticketing): Name misspelt on the e-ticket`);
    expect(mail.text).toContain('“The passenger name is TRABELSY, it should be TRABELSI.”');
    expect(mail.text).toContain(`http://localhost:8080/helpdesk/desk/${opened.ticketId}`);
    const [entry] = await bellAbout(people.supportFr, 'fr', opened.ticketId);
    expect(entry).toMatchObject({
      type: 'helpdesk.ticket.opened',
      title: `Nouveau ticket ${opened.number}`,
      body: 'Atlas Voyages : Name misspelt on the e-ticket',
      link: `/helpdesk/desk/${opened.ticketId}`,
    });
    // An agency user's bell does not show the desk's entries.
    expect((await bell(people.agentEn, 'en')).filter((i) => i.link.endsWith(`/${opened.ticketId}`))).toEqual([]);
  });

  it('emails a support reply to the ticket’s creator in their language, with a link to the thread and a bell entry', async () => {
    const en = ticket({ message: supportReply });
    const fr = ticket({ createdBy: people.agentFr.id, message: supportReply });
    await helpdesk.outbox.add([event(HelpdeskEvents.replied, en), event(HelpdeskEvents.replied, fr)]);

    const mailEn = await mailWithSubject(people.agentEn.email, `Reply to your ticket ${en.number} – Name misspelt on the e-ticket`);
    expect(mailEn.text).toContain(`The support team replied to your ticket ${en.number}.`);
    expect(mailEn.text).toContain('Claire Support wrote:');
    expect(mailEn.text).toContain(`See the ticket and reply: http://localhost:8080/helpdesk/tickets/${en.ticketId}`);
    const mailFr = await mailWithSubject(people.agentFr.email, `Réponse à votre ticket ${fr.number} – Name misspelt on the e-ticket`);
    expect(mailFr.text).toContain(`L'équipe support a répondu à votre ticket ${fr.number}.`);
    expect(mailFr.text).toContain('« We asked the airline to correct the name. »');
    expect(mailFr.text).toContain(`http://localhost:8080/fr/helpdesk/tickets/${fr.ticketId}`);

    expect(await bellAbout(people.agentFr, 'fr', fr.ticketId)).toEqual([
      expect.objectContaining({
        type: 'helpdesk.ticket.replied',
        title: `Réponse sur le ticket ${fr.number}`,
        body: 'Claire Support : We asked the airline to correct the name.',
        link: `/helpdesk/tickets/${fr.ticketId}`,
      }),
    ]);
    expect((await bellAbout(people.agentEn, 'en', en.ticketId))[0]).toMatchObject({ title: `Reply on ticket ${en.number}`, link: `/helpdesk/tickets/${en.ticketId}` });
  });

  it('tells the agency’s active admins of a ticket the portal opened on its behalf', async () => {
    const onBehalf = ticket({ createdBy: null, status: 'resolved', message: supportReply });
    await helpdesk.outbox.add([event(HelpdeskEvents.statusChanged, { ...onBehalf, from: 'open' })]);
    const mail = await mailWithSubject(people.adminFr.email, `Ticket ${onBehalf.number} résolu – Name misspelt on the e-ticket`);
    expect(mail.text).toContain(`L'équipe support a résolu le ticket ${onBehalf.number}.`);
    expect(mail.text).toContain(`http://localhost:8080/fr/helpdesk/tickets/${onBehalf.ticketId}`);
    expect((await bellAbout(people.adminFr, 'fr', onBehalf.ticketId))[0]).toMatchObject({ type: 'helpdesk.ticket.status_changed', title: `Ticket ${onBehalf.number} résolu` });
    expect(await mailsTo(people.adminAway.email)).toEqual([]);
  });

  it('tells the creator of each status the agency cares about, never of archiving', async () => {
    const moves = [
      { status: 'unresolved', from: 'open', subject: 'could not be resolved' },
      { status: 'closed', from: 'resolved', subject: 'closed' },
      { status: 'open', from: 'closed', subject: 'reopened' },
    ] as const;
    const tickets = moves.map(() => ticket({ message: null }));
    const archived = ticket({ status: 'archived', message: null });
    await helpdesk.outbox.add([
      ...moves.map((m, i) => event(HelpdeskEvents.statusChanged, { ...tickets[i]!, status: m.status, from: m.from })),
      event(HelpdeskEvents.statusChanged, { ...archived, from: 'closed' }),
    ]);
    for (const [i, move] of moves.entries()) {
      const mail = await mailWithSubject(people.agentEn.email, `Ticket ${tickets[i]!.number} ${move.subject} – Name misspelt on the e-ticket`);
      expect(mail.text).toContain(`http://localhost:8080/helpdesk/tickets/${tickets[i]!.ticketId}`);
    }
    const closed = (await mailsTo(people.agentEn.email)).find((m) => m.subject.startsWith(`Ticket ${tickets[1]!.number} closed`));
    expect(closed?.text).toContain('A reply within 7 days reopens it; later, a reply opens a new ticket linked to it.');
    expect((await mailsTo(people.agentEn.email)).filter((m) => m.subject.includes(archived.number))).toEqual([]);
  });

  it('tells the assignee of an agency reply and of an assignment; with nobody assigned, every operator', async () => {
    const assigned = ticket({ assigneeId: people.supportFr.id, message: null });
    const answered = ticket({ assigneeId: people.supportFr.id });
    const unassigned = ticket();
    await helpdesk.outbox.add([event(HelpdeskEvents.assigned, assigned), event(HelpdeskEvents.replied, answered), event(HelpdeskEvents.replied, unassigned)]);

    const mail = await mailWithSubject(people.supportFr.email, `Nouvelle réponse de l'agence – ticket ${answered.number} – Name misspelt on the e-ticket`);
    expect(mail.text).toContain(`L'agence a répondu sur le ticket ${answered.number}, qui vous est attribué.`);
    expect(mail.text).toContain(`http://localhost:8080/fr/helpdesk/desk/${answered.ticketId}`);
    expect((await bellAbout(people.supportFr, 'fr', answered.ticketId))[0]).toMatchObject({
      title: `Réponse de l'agence sur le ticket ${answered.number}`,
      body: 'Amel Trabelsi : The passenger name is TRABELSY, it should be TRABELSI.',
    });
    expect((await bellAbout(people.supportFr, 'en', assigned.ticketId))[0]).toMatchObject({
      type: 'helpdesk.ticket.assigned',
      title: `Ticket ${assigned.number} assigned to you`,
      link: `/helpdesk/desk/${assigned.ticketId}`,
    });
    // Nobody has it yet: the operators' feed, which any operator reads.
    const anyOperator = { id: `another-operator-${agencyId}`, role: 'operator' as const, agency: null };
    expect((await bellAbout(anyOperator, 'en', unassigned.ticketId))[0]).toMatchObject({ title: `Agency reply on ticket ${unassigned.number}` });
    expect((await mailsTo(people.supportFr.email)).filter((m) => m.subject.includes(assigned.number) || m.subject.includes(unassigned.number))).toEqual([]);
  });

  it('sends a replayed event once: one email, one bell entry', async () => {
    const replayed = ticket({ message: supportReply });
    const reply = event(HelpdeskEvents.replied, replayed);
    const consumer = notifications.consumers[HELPDESK_CONSUMER]!;
    expect(await consumer.deliver(JSON.stringify(reply.envelope))).toBe('applied');
    expect(await consumer.deliver(JSON.stringify(reply.envelope))).toBe('duplicate');
    // Published as well, as a producer retrying after a lost acknowledgement would.
    await helpdesk.outbox.add([reply, event(HelpdeskEvents.replied, ticket({ message: supportReply, ticketId: replayed.ticketId, number: `${replayed.number}-later` }))]);
    await mailWithSubject(people.agentEn.email, `Reply to your ticket ${replayed.number}-later – Name misspelt on the e-ticket`);
    expect((await mailsTo(people.agentEn.email)).filter((m) => m.subject === `Reply to your ticket ${replayed.number} – Name misspelt on the e-ticket`)).toHaveLength(1);
    expect((await bell(people.agentEn, 'en')).filter((i) => i.title === `Reply on ticket ${replayed.number}`)).toHaveLength(1);
  });
});
