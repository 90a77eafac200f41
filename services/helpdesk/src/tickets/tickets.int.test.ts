import { call, form, PDF, PNG, startHelpdesk, type Helpdesk, type Person } from '../testing';

jest.setTimeout(120_000);

describe('tickets: opened, listed, read and replied to by the agency', () => {
  let hd: Helpdesk;
  let admin: Person;
  let agent: Person;
  let otherAgent: Person;
  let otherAdmin: Person;
  let operator: Person;

  beforeAll(async () => {
    hd = await startHelpdesk();
    admin = await hd.person('agency_admin', hd.agencyId, 'Alice Admin');
    agent = await hd.person('agent', hd.agencyId, 'Bob Agent');
    otherAgent = await hd.person('agent', hd.agencyId, 'Carl Agent');
    otherAdmin = await hd.person('agency_admin', hd.otherAgencyId, 'Dora Other');
    operator = await hd.person('operator', null, 'Sam Support');
  });

  afterAll(() => hd.stop());

  const open = (who: Person, fields: Record<string, string>, files: { name: string; bytes: Buffer }[] = []) => form(`${hd.url}/helpdesk/tickets`, who.cookie, fields, files);

  it('opens a ticket with a numbered id, its first message and a PDF, and lists it', async () => {
    const res = await open(agent, { subject: 'Where is my ticket?', service: 'ticketing', message: 'Please help' }, [{ name: 'scan.pdf', bytes: PDF }]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      number: expect.stringMatching(/^T-\d{6}$/),
      status: 'open',
      waitingOn: 'support',
      createdBy: { userId: agent.uid, name: 'Bob Agent', side: 'agency' },
      messages: [{ body: 'Please help', internal: false, attachments: [{ fileName: 'scan.pdf', contentType: 'application/pdf', size: PDF.length }] }],
      canReply: true,
      canClose: true,
      showHelpPhone: false,
      uploadBytesLeft: 20 * 1024 * 1024 - PDF.length,
    });
    const file = await fetch(`${hd.url}/helpdesk/tickets/${res.body.id}/attachments/${res.body.messages[0].attachments[0].id}`, { headers: { cookie: agent.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toContain('scan.pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF);

    const mine = await call(`${hd.url}/helpdesk/tickets`, agent.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((t: { id: string }) => t.id)).toContain(res.body.id);
    const byNumber = await call(`${hd.url}/helpdesk/tickets?q=${res.body.number}`, agent.cookie);
    expect(byNumber.body.items).toHaveLength(1);
    const all = await call(`${hd.url}/helpdesk/tickets?scope=all`, admin.cookie);
    expect(all.body.items.map((t: { id: string }) => t.id)).toContain(res.body.id);
  });

  it('keeps tickets to their agency and an agent to their own: 404 elsewhere, 403 for scope=all', async () => {
    const res = await open(agent, { subject: 'Private', service: 'technical', message: 'Mine' });
    const id = res.body.id;
    expect((await call(`${hd.url}/helpdesk/tickets/${id}`, otherAdmin.cookie)).status).toBe(404);
    expect((await call(`${hd.url}/helpdesk/tickets/${id}`, otherAgent.cookie)).status).toBe(404);
    expect((await form(`${hd.url}/helpdesk/tickets/${id}/messages`, otherAgent.cookie, { message: 'hi' })).status).toBe(404);
    expect((await call(`${hd.url}/helpdesk/tickets/${id}/close`, otherAdmin.cookie, 'POST')).status).toBe(404);
    expect((await call(`${hd.url}/helpdesk/tickets/${id}`, admin.cookie)).status).toBe(200);
    expect((await call(`${hd.url}/helpdesk/tickets?scope=all`, agent.cookie)).status).toBe(403);
    expect((await call(`${hd.url}/helpdesk/dashboard?scope=all`, agent.cookie)).status).toBe(403);
    expect((await call(`${hd.url}/helpdesk/tickets?scope=all`, otherAdmin.cookie)).body.items).toEqual([]);
  });

  it('refuses an empty message, an unknown reference, a file that is not what its name says, and more than 20 MB', async () => {
    const empty = await open(agent, { subject: 'S', service: 'technical', message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.fields).toContainEqual({ field: 'message', reason: 'empty_message' });
    const unknown = await open(agent, { subject: 'S', service: 'technical', message: 'm', reference: 'NOPE123' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.fields).toContainEqual({ field: 'reference', reason: 'unknown_reference' });
    const fake = await open(agent, { subject: 'S', service: 'technical', message: 'm' }, [{ name: 'invoice.pdf', bytes: Buffer.from('just some text, not a PDF') }]);
    expect(fake.status).toBe(400);
    expect(fake.body.error.details.fields).toContainEqual({ field: 'attachments', reason: 'invalid_file_type' });

    const many = await open(
      agent,
      { subject: 'S', service: 'technical', message: 'm' },
      [1, 2, 3, 4, 5, 6].map((n) => ({ name: `p${n}.png`, bytes: PNG })),
    );
    expect(many.body.error.details.fields).toEqual([{ field: 'attachments', reason: 'too_many_files' }]);
    const ok = await open(agent, { subject: 'Big files', service: 'technical', message: 'm' }, [{ name: 'a.png', bytes: Buffer.concat([PNG, Buffer.alloc(15 * 1024 * 1024)]) }]);
    expect(ok.status).toBe(201);
    const tooMuch = await form(`${hd.url}/helpdesk/tickets/${ok.body.id}/messages`, agent.cookie, { message: 'more' }, [{ name: 'b.png', bytes: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) }]);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.details.fields).toEqual([{ field: 'attachments', reason: 'file_too_large' }]);
    const reply = await form(`${hd.url}/helpdesk/tickets/${ok.body.id}/messages`, agent.cookie, { message: '' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.details.fields).toEqual([{ field: 'message', reason: 'empty_message' }]);
  });

  it('links a ticket to a known booking of the agency, urgent when travel is within 48 hours', async () => {
    const soon = new Date(hd.clock.now() + 24 * 3_600_000).toISOString();
    const booking = await hd.booking({ product: 'flights', status: 'ticket_issued', travelStartsAt: soon });
    const found = await call(`${hd.url}/helpdesk/references/${booking.reference}`, agent.cookie);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ reference: booking.reference, product: 'flights', link: `/b-flights/summary?id=${booking.bookingId}`, travelStartsAt: soon });
    expect((await call(`${hd.url}/helpdesk/references/${booking.reference}`, otherAdmin.cookie)).status).toBe(404);
    expect((await call(`${hd.url}/helpdesk/references/${booking.reference.toLowerCase()}`, agent.cookie)).body.bookingId).toBe(booking.bookingId);

    const res = await open(agent, { subject: 'Name change', service: 'ticketing', message: 'Typo in name', reference: booking.reference });
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({ reference: booking.reference, bookingId: booking.bookingId, status: 'ticket_issued' });
    const desk = await call(`${hd.url}/helpdesk/desk/tickets/${res.body.id}`, operator.cookie);
    expect(desk.body.priority).toBe('urgent');
    expect(desk.body.sla).toMatchObject({ firstReplyTarget: 30, resolutionTarget: 225 });
  });

  it('adds concurrent replies without losing one', async () => {
    const res = await open(agent, { subject: 'Race', service: 'technical', message: 'first' });
    const replies = await Promise.all([1, 2, 3, 4, 5].map((n) => form(`${hd.url}/helpdesk/tickets/${res.body.id}/messages`, agent.cookie, { message: `reply ${n}` })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const thread = await call(`${hd.url}/helpdesk/tickets/${res.body.id}`, agent.cookie);
    expect(thread.body.messages).toHaveLength(6);
  });
});
