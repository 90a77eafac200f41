import { randomUUID } from 'node:crypto';
import { VisaEvents, type VisaRequestStatus } from '@portal/contracts';
import { createEvent } from '@portal/service-kit';
import { call, startHelpdesk, type Helpdesk, type Person } from '../testing';

jest.setTimeout(180_000);

describe('visa requests in the helpdesk: found by their reference, a ticket opened for missing documents', () => {
  let hd: Helpdesk;
  let admin: Person;
  let agent: Person;
  let outsider: Person;

  beforeAll(async () => {
    hd = await startHelpdesk();
    admin = await hd.person('agency_admin', hd.agencyId, 'Alice Admin');
    agent = await hd.person('agent', hd.agencyId, 'Bob Agent');
    outsider = await hd.person('agent', hd.otherAgencyId, 'Olga Other');
  });

  afterAll(() => hd.stop());

  /** A paid visa request as the kit's snapshot tells it (the request's id is its booking's). */
  const visaRequest = () =>
    hd.booking({ product: 'visa', reference: `VI${randomUUID().slice(0, 6).toUpperCase()}`, status: 'confirmed', agentId: agent.uid, travelStartsAt: '2027-09-14T00:00:00.000Z' });

  const moved = (request: { bookingId: string; reference: string }, visaStatus: VisaRequestStatus, id = randomUUID()) =>
    createEvent(VisaEvents.statusChanged, {
      id,
      agencyId: hd.agencyId,
      actor: { kind: 'service', id: 'visa' },
      data: {
        requestId: request.bookingId,
        reference: request.reference,
        agencyId: hd.agencyId,
        agentId: agent.uid,
        destination: 'FR',
        visaType: 'tourist',
        people: 2,
        client: 'Leila Ben Salah',
        travelDate: '2027-09-14',
        visaStatus,
        totalIncludingTax: 25_000,
        currency: 'EUR',
        refunded: 0,
        from: visaStatus === 'missing_documents' ? 'in_progress' : 'missing_documents',
        by: 'operator',
        missing:
          visaStatus === 'missing_documents'
            ? [
                { participant: 'Leila Ben Salah', kind: 'passport', reason: 'The scan is unreadable' },
                { participant: 'Karim Ben Salah', kind: 'photos', reason: 'Not on a white background' },
              ]
            : [],
        note: null,
      },
    });

  it('finds a visa request by its reference, as typed or in capitals, with a link to its summary; not another agency’s', async () => {
    const request = await visaRequest();
    const found = await call(`${hd.url}/helpdesk/references/${request.reference.toLowerCase()}`, agent.cookie);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ product: 'visa', reference: request.reference, bookingId: request.bookingId, link: `/summary/${request.bookingId}` });
    expect((await call(`${hd.url}/helpdesk/references/${request.reference}`, outsider.cookie)).status).toBe(404);
  });

  it('links the visa desk’s other bookings to their own pages: a hotel visa reservation’s, the group quotations', async () => {
    const hotel = await hd.booking({ product: 'visa', reference: `HV${randomUUID().slice(0, 6).toUpperCase()}` });
    expect((await call(`${hd.url}/helpdesk/references/${hotel.reference}`, agent.cookie)).body).toMatchObject({ product: 'visa', link: `/visa/hotel/${hotel.bookingId}` });
    const group = await hd.booking({ product: 'visa', reference: `GR${randomUUID().slice(0, 6).toUpperCase()}` });
    expect((await call(`${hd.url}/helpdesk/references/${group.reference}`, agent.cookie)).body).toMatchObject({ product: 'visa', link: '/grouprequest' });
  });

  it('opens one visa ticket listing the missing documents, however often the move is delivered, and adds to it the next time', async () => {
    const request = await visaRequest();
    const missing = moved(request, 'missing_documents');
    expect(await hd.deliver(missing)).toBe('applied');
    expect(await hd.deliver(missing)).toBe('duplicate');
    // Even were the consumer's record lost, the ticket is keyed by the event.
    await hd.service.deps.mongo.db.collection('processed_events').deleteOne({ _id: missing.envelope.id as never });
    await hd.deliver(missing);
    // Other moves open nothing.
    await hd.deliver(moved(request, 'in_progress'));

    const tickets = await call(`${hd.url}/helpdesk/tickets?scope=all&q=${request.reference}`, admin.cookie);
    expect(tickets.body.items).toHaveLength(1);
    expect(tickets.body.items[0]).toMatchObject({ service: 'visa', reference: request.reference, createdBy: { side: 'system' } });
    // The request's agent has it among their own tickets.
    expect((await call(`${hd.url}/helpdesk/tickets?q=${request.reference}`, agent.cookie)).body.items).toHaveLength(1);

    const id = tickets.body.items[0].id;
    const thread = await call(`${hd.url}/helpdesk/tickets/${id}`, agent.cookie);
    expect(thread.body).toMatchObject({ subject: `Documents missing for visa request ${request.reference}`, booking: { product: 'visa', link: `/summary/${request.bookingId}` } });
    expect(thread.body.messages).toHaveLength(1);
    expect(thread.body.messages[0].body).toContain('• Leila Ben Salah – Passport: The scan is unreadable');
    expect(thread.body.messages[0].body).toContain('• Karim Ben Salah – Photos: Not on a white background');

    // Missing documents again later (after the embassy asked): the open ticket hears of it.
    await hd.deliver(moved(request, 'missing_documents'));
    expect((await call(`${hd.url}/helpdesk/tickets/${id}`, agent.cookie)).body.messages).toHaveLength(2);
    expect((await call(`${hd.url}/helpdesk/tickets?scope=all&q=${request.reference}`, admin.cookie)).body.items).toHaveLength(1);
  });
});
