import { randomUUID } from 'node:crypto';
import { BookingEvents, IdentityEvents, type BookingSnapshot, type Role } from '@portal/contracts';
import { createEvent, startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testClock, testDeps, type TestClock } from '@portal/service-kit/testing';
import { helpdeskDefinition } from './service';

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 32), Buffer.from('\n%%EOF\n')]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 1)]);

export interface Person {
  uid: string;
  aid: string | null;
  role: Role;
  name: string;
  cookie: string;
}

/** A helpdesk on a test database with a clock the test moves, and people of two agencies and the support team. */
export async function startHelpdesk() {
  const clock: TestClock = testClock();
  const service: RunningService = await startService(helpdeskDefinition({ clock, sweepMs: 200 }), testDeps('helpdesk'));
  const agencyId = `agency-${randomUUID().slice(0, 8)}`;
  const otherAgencyId = `agency-${randomUUID().slice(0, 8)}`;

  const deliver = async (event: ReturnType<typeof createEvent>) => {
    // Each event type has one handler in the service: the consumer that knows it applies it.
    for (const consumer of service.consumers) {
      const outcome = await consumer.deliver(JSON.stringify(event.envelope));
      if (outcome !== 'skipped') return outcome;
    }
    throw new Error(`no consumer handles ${event.envelope.type}`);
  };

  const person = async (role: Role, aid: string | null, name: string): Promise<Person> => {
    const uid = `${role}-${randomUUID().slice(0, 8)}`;
    const [firstName, lastName] = name.split(' ');
    await deliver(
      createEvent(IdentityEvents.userChanged, {
        agencyId: aid,
        actor: { kind: 'system', id: 'test' },
        data: {
          userId: uid,
          agencyId: aid,
          agencyName: aid ? `Agency ${aid}` : null,
          email: `${uid}@example.test`,
          firstName: firstName!,
          lastName: lastName ?? '',
          langId: 'en',
          role,
          status: 'active',
        },
      }),
    );
    return { uid, aid, role, name, cookie: sessionCookie(service.deps.sessions, { uid, aid, role }, 3_600_000) };
  };

  const booking = async (snapshot: Partial<BookingSnapshot> & Pick<BookingSnapshot, 'product'>, aid = agencyId, id?: string) => {
    const bookingId = snapshot.bookingId ?? randomUUID().slice(0, 12);
    const full: BookingSnapshot = {
      bookingId,
      reference: `REF${randomUUID().slice(0, 6).toUpperCase()}`,
      status: 'confirmed',
      agentId: 'agent',
      agentName: 'Agent',
      customer: 'DUPONT Jean',
      currency: 'EUR',
      purchasePrice: 10000,
      salePrice: 12000,
      bookedAt: new Date().toISOString(),
      holdExpiresAt: null,
      travelStartsAt: null,
      deadlines: null,
      ...snapshot,
    };
    await deliver(createEvent(BookingEvents[full.product], { id, agencyId: aid, actor: { kind: 'system', id: 'test' }, data: full }));
    return full;
  };

  return {
    service,
    clock,
    agencyId,
    otherAgencyId,
    deliver,
    person,
    booking,
    url: service.url,
    async stop() {
      await service.stop();
      await dropTestDeps(service.deps);
    },
  };
}

export type Helpdesk = Awaited<ReturnType<typeof startHelpdesk>>;

/** A multipart call as a browser sends the ticket forms. */
export async function form(url: string, cookie: string, fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('attachments', new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await fetch(url, { method: 'POST', headers: { cookie }, body });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the answer holds
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any };
}

export async function call(url: string, cookie: string, method = 'GET', json?: unknown) {
  const res = await fetch(url, { method, headers: { cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) }, body: json === undefined ? undefined : JSON.stringify(json) });
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('json');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the answer holds
  return { status: res.status, body: (text && isJson ? JSON.parse(text) : text) as any, headers: res.headers };
}
