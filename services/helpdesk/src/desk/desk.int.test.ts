import { randomUUID } from 'node:crypto';
import { HotelEvents } from '@portal/contracts';
import { createEvent } from '@portal/service-kit';
import { waitFor } from '@portal/service-kit/testing';
import { call, form, PNG, startHelpdesk, type Helpdesk, type Person } from '../testing';

jest.setTimeout(180_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the support desk: moves, internal notes, reopening, the sweep, tickets opened by events', () => {
  let hd: Helpdesk;
  let admin: Person;
  let agent: Person;
  let operator: Person;
  let colleague: Person;

  beforeAll(async () => {
    hd = await startHelpdesk();
    admin = await hd.person('agency_admin', hd.agencyId, 'Alice Admin');
    agent = await hd.person('agent', hd.agencyId, 'Bob Agent');
    operator = await hd.person('operator', null, 'Sam Support');
    colleague = await hd.person('operator', null, 'Tina Support');
  });

  afterAll(() => hd.stop());

  const open = async (subject = 'Help') => {
    const res = await form(`${hd.url}/helpdesk/tickets`, agent.cookie, { subject, service: 'technical', message: 'Something is wrong' });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const desk = (id: string, path = '', json?: unknown) => call(`${hd.url}/helpdesk/desk/tickets/${id}${path}`, operator.cookie, json === undefined ? 'GET' : 'POST', json);
  const deskSay = (id: string, message: string, internal = false, files: { name: string; bytes: Buffer }[] = []) =>
    form(`${hd.url}/helpdesk/desk/tickets/${id}/messages`, operator.cookie, { message, internal: String(internal) }, files);
  const agencySay = (id: string, message: string) => form(`${hd.url}/helpdesk/tickets/${id}/messages`, agent.cookie, { message });
  const status = (id: string, to: string) => desk(id, '/status', { status: to });

  it('takes, notes internally, replies, resolves; the agency never sees the note on any of its routes', async () => {
    const id = await open('Visible only in part');
    const taken = await desk(id, '/assign', { assigneeId: 'me' });
    expect(taken.status).toBe(200);
    expect(taken.body.assignee).toEqual({ userId: operator.uid, name: 'Sam Support' });
    expect((await desk(id, '/assign', { assigneeId: colleague.uid })).body.assignee.userId).toBe(colleague.uid);
    expect((await desk(id, '/assign', { assigneeId: 'someone-else' })).status).toBe(400);

    const note = await deskSay(id, 'SECRET: supplier owes us', true, [{ name: 'internal.png', bytes: PNG }]);
    expect(note.status).toBe(200);
    const noteMessage = note.body.messages.find((m: { internal: boolean }) => m.internal);
    expect(noteMessage.body).toBe('SECRET: supplier owes us');
    expect(note.body.waitingOn).toBe('support');
    expect((await deskSay(id, 'x'.repeat(501))).body.error.details.fields).toEqual([{ field: 'message', reason: 'too_long' }]);
    expect((await deskSay(id, 'x'.repeat(501), true)).status).toBe(200);
    const reply = await deskSay(id, 'We are on it');
    expect(reply.body).toMatchObject({ waitingOn: 'agency', sla: { firstRepliedAt: expect.any(String) } });

    const leaks = (answer: unknown) => JSON.stringify(answer).includes('SECRET') || JSON.stringify(answer).includes(noteMessage.id);
    const answers = [
      await call(`${hd.url}/helpdesk/tickets/${id}`, agent.cookie),
      await call(`${hd.url}/helpdesk/tickets/${id}`, admin.cookie),
      await call(`${hd.url}/helpdesk/tickets`, agent.cookie),
      await call(`${hd.url}/helpdesk/tickets?scope=all&q=Visible`, admin.cookie),
      await call(`${hd.url}/helpdesk/dashboard?scope=all`, admin.cookie),
      await agencySay(id, 'Thanks'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(leaks(answer.body)).toBe(false);
    }
    expect((await call(`${hd.url}/helpdesk/tickets/${id}/attachments/${noteMessage.attachments[0].id}`, agent.cookie)).status).toBe(404);
    expect((await call(`${hd.url}/helpdesk/desk/tickets/${id}/attachments/${noteMessage.attachments[0].id}`, operator.cookie)).status).toBe(200);
    const closed = await call(`${hd.url}/helpdesk/tickets/${id}/close`, agent.cookie, 'POST');
    expect(closed.status).toBe(200);
    expect(leaks(closed.body)).toBe(false);
    expect(closed.body).toMatchObject({ status: 'closed', canClose: false, canReply: true });

    // Only public messages are published; the note never is.
    const events = await hd.service.deps.outbox.collection.find({ 'envelope.data.ticketId': id }).toArray();
    expect(events.map((e) => e.envelope.type)).toEqual(expect.arrayContaining(['helpdesk.ticket.opened', 'helpdesk.ticket.assigned', 'helpdesk.ticket.replied', 'helpdesk.ticket.status_changed']));
    expect(JSON.stringify(events)).not.toContain('SECRET');
    expect(events.filter((e) => e.envelope.type === 'helpdesk.ticket.replied')).toHaveLength(2);
  });

  it('refuses every move the rules do not allow, with invalid_transition', async () => {
    const id = await open();
    expect((await status(id, 'resolved')).body.status).toBe('resolved');
    expect((await status(id, 'resolved')).status).toBe(409);
    expect((await status(id, 'unresolved')).body.error.code).toBe('invalid_transition');
    expect((await status(id, 'closed')).body.status).toBe('closed');
    for (const to of ['resolved', 'unresolved', 'closed']) {
      const refused = await status(id, to);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('invalid_transition');
    }
    expect((await call(`${hd.url}/helpdesk/tickets/${id}/close`, agent.cookie, 'POST')).body.error.code).toBe('invalid_transition');
    expect((await status(id, 'open')).status).toBe(400);
  });

  it('reopens a resolved ticket or one closed within 7 days on a reply; later a reply opens a new linked ticket', async () => {
    const resolved = await open();
    await status(resolved, 'resolved');
    const reopened = await agencySay(resolved, 'Not fixed');
    expect(reopened.body).toMatchObject({ outcome: 'reopened', ticket: { status: 'open', waitingOn: 'support' } });

    const closedRecently = await open();
    await status(closedRecently, 'closed');
    hd.clock.advance(6 * DAY);
    expect((await agencySay(closedRecently, 'Back again')).body.outcome).toBe('reopened');

    const closedLong = await open('Old matter');
    await status(closedLong, 'closed');
    hd.clock.advance(8 * DAY);
    const next = await agencySay(closedLong, 'One more thing');
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ outcome: 'new_ticket', ticket: { subject: 'Old matter', status: 'open', previousTicket: { id: closedLong } } });
    const old = await call(`${hd.url}/helpdesk/tickets/${closedLong}`, agent.cookie);
    expect(old.body).toMatchObject({ status: 'closed', nextTicket: { id: next.body.ticket.id }, canReply: false });
    expect((await agencySay(closedLong, 'Again')).status).toBe(409);

    const dashboard = await call(`${hd.url}/helpdesk/dashboard`, agent.cookie);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.reopenRate).toBeGreaterThan(0);
    expect(dashboard.body.monthly).toHaveLength(12);
  });

  it('closes a resolved ticket after 72 hours without a reply, archives it 30 days later, read-only', async () => {
    const id = await open('To be swept');
    await deskSay(id, 'Done, I think');
    await status(id, 'resolved');
    hd.clock.advance(71 * HOUR);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await desk(id)).body.status).toBe('resolved');
    hd.clock.advance(2 * HOUR);
    await waitFor(async () => (await desk(id)).body.status === 'closed', 10_000, 'the auto-close');
    hd.clock.advance(31 * DAY);
    await waitFor(async () => (await desk(id)).body.status === 'archived', 10_000, 'the archive');

    const archived = await desk(id);
    expect(archived.body).toMatchObject({ canReply: false, canClose: false, statusChoices: [] });
    expect((await deskSay(id, 'late')).body.error.code).toBe('ticket_archived');
    expect((await desk(id, '/priority', { priority: 'high' })).status).toBe(409);
    expect((await status(id, 'closed')).status).toBe(409);
    // The agency's reply to an archived ticket opens a new one, linked.
    expect((await agencySay(id, 'Hello?')).body.outcome).toBe('new_ticket');
  });

  it('opens one ticket for a supplier cancellation delivered twice, and adds to it for the next event', async () => {
    const booking = await hd.booking({ product: 'hotels', status: 'confirmed' });
    const cancelled = (reason: 'supplier' | 'agent', id = randomUUID()) =>
      createEvent(HotelEvents.cancelled, {
        id,
        agencyId: hd.agencyId,
        actor: { kind: 'system', id: 'hotels' },
        data: {
          bookingId: booking.bookingId,
          reference: booking.reference,
          agentId: agent.uid,
          hotelName: 'Hotel',
          cityName: 'Paris',
          checkIn: '2027-03-01',
          checkOut: '2027-03-03',
          nights: 2,
          rooms: 1,
          leadGuest: 'DUPONT Jean',
          hotelConfirmationNumber: null,
          salePrice: 10000,
          currency: 'EUR',
          paymentDeadline: null,
          refunded: 0,
          reason,
        },
      });
    const event = cancelled('supplier');
    expect(await hd.deliver(event)).toBe('applied');
    expect(await hd.deliver(event)).toBe('duplicate');
    // Even were the consumer's record lost, the ticket is keyed by the event.
    await hd.service.deps.mongo.db.collection('processed_events').deleteOne({ _id: event.envelope.id as never });
    await hd.deliver(event);
    await hd.deliver(cancelled('agent'));
    const tickets = await call(`${hd.url}/helpdesk/tickets?scope=all&q=${booking.reference}`, admin.cookie);
    expect(tickets.body.items).toHaveLength(1);
    expect(tickets.body.items[0]).toMatchObject({ service: 'hospitality', createdBy: { side: 'system' }, reference: booking.reference });
    // The booking's agent has it among their own tickets.
    expect((await call(`${hd.url}/helpdesk/tickets?q=${booking.reference}`, agent.cookie)).body.items).toHaveLength(1);

    await hd.deliver(cancelled('supplier'));
    const thread = await call(`${hd.url}/helpdesk/tickets/${tickets.body.items[0].id}`, admin.cookie);
    expect(thread.body.messages).toHaveLength(2);
    expect(thread.body.booking).toMatchObject({ bookingId: booking.bookingId, link: `/b-hotels/summary?id=${booking.bookingId}` });
    expect((await call(`${hd.url}/helpdesk/tickets?scope=all&q=${booking.reference}`, admin.cookie)).body.items).toHaveLength(1);
  });

  it('opens a ticketing ticket when a flight fails ticketing, once, and raises a ticket to urgent 48 hours before travel', async () => {
    const eventId = randomUUID();
    const failed = await hd.booking({ product: 'flights', status: 'failure_ticket' }, hd.agencyId, eventId);
    await hd.booking({ ...failed }, hd.agencyId, eventId);
    const found = await call(`${hd.url}/helpdesk/tickets?scope=all&q=${failed.reference}`, admin.cookie);
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({ service: 'ticketing', createdBy: { side: 'system' } });

    const later = await hd.booking({ product: 'transfers', travelStartsAt: new Date(hd.clock.now() + 5 * DAY).toISOString() });
    const res = await form(`${hd.url}/helpdesk/tickets`, agent.cookie, { subject: 'Pickup time', service: 'commercial', message: 'Can we change it?', reference: later.reference });
    expect((await desk(res.body.id)).body.priority).toBe('normal');
    hd.clock.advance(4 * DAY);
    await waitFor(async () => (await desk(res.body.id)).body.priority === 'urgent', 10_000, 'the priority raised');
  });

  it('lists the queue with filters, SLA states and support users', async () => {
    const id = await open('Queue me');
    const queue = await call(`${hd.url}/helpdesk/desk/tickets?assignee=none&status=open`, operator.cookie);
    expect(queue.status).toBe(200);
    const row = queue.body.items.find((t: { id: string }) => t.id === id);
    expect(row).toMatchObject({ agencyName: `Agency ${hd.agencyId}`, priority: 'normal', assignee: null, sla: { firstReplyTarget: 240 } });
    expect((await call(`${hd.url}/helpdesk/desk/tickets?assignee=me`, operator.cookie)).body.items.find((t: { id: string }) => t.id === id)).toBeUndefined();
    expect((await call(`${hd.url}/helpdesk/desk/tickets?breached=false&sort=created_desc`, operator.cookie)).status).toBe(200);
    const users = await call(`${hd.url}/helpdesk/desk/support-users`, operator.cookie);
    expect(users.body.items.map((u: { userId: string }) => u.userId)).toEqual(expect.arrayContaining([operator.uid, colleague.uid]));
  });
});
