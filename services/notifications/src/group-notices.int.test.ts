import { randomUUID } from 'node:crypto';
import { GroupEvents, IdentityEvents, type GroupNotice, type Language, type Role } from '@portal/contracts';
import { createEvent, startService, type RunningService, type ServiceDeps } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testDeps, waitFor } from '@portal/service-kit/testing';
import { notificationsService } from './service';
import { mailWithSubject } from './testing/notices';

jest.setTimeout(120_000);

interface BellItem {
  type: string;
  title: string;
  body: string;
  link: string;
}

describe('group quotation notices: the desk hears of requests, the agent of quotes and bookings', () => {
  let notifications: RunningService;
  let visa: ServiceDeps;
  const agencyId = `agency-${randomUUID().slice(0, 8)}`;
  const operatorEmail = `desk-${agencyId}@example.test`;
  const person = (key: string, lang: Language, role: Role, agency: string | null = agencyId) => ({ id: `${key}-${agencyId}`, email: `${key}-${agencyId}@example.test`, lang, role, agency });
  const agent = person('agent-fr', 'fr', 'agent');
  const operator = person('desk', 'en', 'operator', null);

  const notice = (overrides: Partial<GroupNotice> = {}): GroupNotice => ({
    quoteId: randomUUID().replace(/-/g, '').slice(0, 24),
    reference: 'GQABC2345',
    agencyId,
    agentId: agent.id,
    groupName: 'Lycée Victor Hugo',
    destination: 'Marrakech',
    arrival: '2027-04-10',
    departure: '2027-04-15',
    people: 24,
    status: 'quoted',
    answerDueAt: null,
    currency: 'EUR',
    ...overrides,
  });

  function bellAbout(reader: { id: string; role: Role; agency: string | null }, lang: Language, quoteId: string): Promise<BellItem[]> {
    const cookie = sessionCookie(notifications.deps.sessions, { uid: reader.id, aid: reader.agency, role: reader.role });
    return waitFor(
      async () => {
        const items = ((await (await fetch(`${notifications.url}/notifications?lang=${lang}&pageSize=50`, { headers: { cookie } })).json()).items as BellItem[]).filter((i) =>
          i.link.endsWith(`/${quoteId}`),
        );
        return items.length > 0 ? items : undefined;
      },
      30_000,
      `a bell entry about ${quoteId}`,
    );
  }

  beforeAll(async () => {
    process.env.OPERATOR_EMAIL = operatorEmail;
    notifications = await startService(notificationsService, testDeps('notifications'));
    await Promise.all(notifications.consumers.map((c) => c.ready()));
    for (const p of [agent, operator]) {
      const changed = createEvent(IdentityEvents.userChanged, {
        agencyId: p.agency,
        actor: { kind: 'service', id: 'identity' },
        data: {
          userId: p.id,
          agencyId: p.agency,
          agencyName: p.agency ? 'Atlas Voyages' : null,
          email: p.email,
          firstName: 'Amel',
          lastName: 'Trabelsi',
          langId: p.lang,
          role: p.role,
          status: 'active',
        },
      });
      expect(await notifications.consumers[0]!.deliver(JSON.stringify(changed.envelope))).toBe('applied');
    }
    visa = testDeps('visa');
    await visa.outbox.init();
    visa.outbox.start();
  });

  afterAll(async () => {
    await notifications.stop();
    await dropTestDeps(notifications.deps);
    await dropTestDeps(visa);
    delete process.env.OPERATOR_EMAIL;
  });

  it('a new request reaches the operators (address and bell); the quote reaches the agent by bell and email in French', async () => {
    const asked = notice({ status: 'awaiting_quote', answerDueAt: '2027-03-02T10:00:00.000Z' });
    const quoted = notice({ quoteId: asked.quoteId });
    await visa.outbox.add([
      createEvent(GroupEvents.submitted, { id: `${asked.quoteId}:submitted:1`, agencyId, actor: { kind: 'user', id: agent.id }, data: { ...asked, round: 1 } }),
      createEvent(GroupEvents.quoted, {
        id: `${asked.quoteId}:quoted:1`,
        agencyId,
        actor: { kind: 'user', id: operator.id },
        data: { ...quoted, options: 2, lowestTotal: 1_180_000, validUntil: '2027-03-20', refusalReason: null },
      }),
    ]);
    const [desk] = await bellAbout(operator, 'en', asked.quoteId);
    expect(desk).toMatchObject({ type: 'visa.group.submitted', title: 'New group request GQABC2345', link: `/grouprequest/desk/${asked.quoteId}` });
    expect((await mailWithSubject(operatorEmail, '[Groups] New request GQABC2345 – Lycée Victor Hugo')).text).toContain('Atlas Voyages asks for a group quotation');

    const [bell] = await bellAbout(agent, 'fr', asked.quoteId);
    expect(bell).toMatchObject({ type: 'visa.group.quoted', title: 'Cotation de groupe GQABC2345 prête', link: `/grouprequest/${asked.quoteId}` });
    const mail = await mailWithSubject(agent.email, 'Votre cotation de groupe GQABC2345 est prête');
    expect(mail.text).toContain('2 option(s) pour Lycée Victor Hugo (GQABC2345), Marrakech');
    expect(mail.text).toContain(`http://localhost:8080/fr/grouprequest/${asked.quoteId}`);
  });
});
