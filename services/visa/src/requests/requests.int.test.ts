import { randomUUID } from 'node:crypto';
import { addMonths } from '@portal/contracts';
import { waitFor } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { bookingTestbed, type BookingTestbed } from '../../../account/src/testing/booking-testbed';
import { AE_TOURIST, visaTestbed, type VisaTestbed } from '../testing/visa-testbed';

jest.setTimeout(240_000);

describe('visa requests: the wizard sent, paid through the kit, cancelled before the embassy', () => {
  let bed: VisaTestbed<BookingTestbed>;
  const available = async (agencyId: string) => (await bed.wallets.balance(agencyId)).available;
  const outbox = () => bed.product.deps.mongo.db.collection<{ envelope: { type: string; data: Record<string, unknown> } }>('outbox');
  const reasonsOf = (body: { error: { details: { fields: { field: string; reason: string }[] } } }) => body.error.details.fields.map((f) => `${f.field}:${f.reason}`);

  beforeAll(async () => {
    bed = await visaTestbed(bookingTestbed);
  });

  afterAll(async () => {
    await bed.stop();
  });

  it('sends and pays a request once per key (one request, one debit), in progress, clauses recorded, the desk told', async () => {
    const { agencyId, cookie } = await bed.agencyWith(1_000_000);
    const request = await bed.requestFor(cookie, 2);
    const key = `idem-${randomUUID()}`;
    const [first, retry] = await Promise.all([bed.send(cookie, request, key), bed.send(cookie, request, key)]);
    const created = [first, retry].find((answer) => answer.status === 201)!;
    expect(created.body).toMatchObject({
      status: 'confirmed',
      visaStatus: 'in_progress',
      payment: 'balance',
      people: 2,
      totalIncludingTax: 2 * AE_TOURIST.perPerson,
      taxTotal: 2 * 700,
      client: 'Amira Bennani',
    });
    expect(created.body.reference).toMatch(/^VI[A-Z0-9]{7}$/);
    expect(created.body.clausesAccepted).toMatchObject({ clauses: request.acceptedClauses, userName: `agent-${agencyId}` });
    expect(created.body.cancellation).toMatchObject({ allowed: true, kind: 'refund', refund: 2 * AE_TOURIST.perPerson });
    expect(created.body.participants[1].documents.map((d: { kind: string; state: string }) => `${d.kind}:${d.state}`)).toEqual(['passport:uploaded', 'photos:uploaded', 'travel_booking:uploaded']);
    const again = await bed.send(cookie, request, key);
    expect(again.body.id).toBe(created.body.id);
    expect(await available(agencyId)).toBe(1_000_000 - 2 * AE_TOURIST.perPerson);
    expect(await bed.product.deps.mongo.db.collection('bookings').countDocuments({ agencyId })).toBe(1);
    // The uploads belong to the request now: the agent cannot delete them, nor send them again.
    const uploadId = request.participants[0]!.documents[0]!.uploadId;
    expect((await bed.call(cookie, 'DELETE', `/visa/uploads/${uploadId}`)).status).toBe(404);
    const reused = await bed.send(cookie, request);
    expect(reused.status).toBe(400);
    expect(reasonsOf(reused.body)).toContain('participants.0.documents.0.uploadId:upload_unavailable');
    await waitFor(async () => (await outbox().findOne({ 'envelope.type': 'visa.request.submitted', 'envelope.data.requestId': created.body.id })) ?? undefined, 10_000, 'the submitted event');
  });

  it('refuses a request without every clause, a passport expiring within 6 months of the return, a missing document, dates in the past', async () => {
    const { cookie } = await bed.agencyWith(1_000_000);
    const request = await bed.requestFor(cookie, 1);
    const clauses = await bed.send(cookie, { ...request, acceptedClauses: request.acceptedClauses.slice(1) });
    expect(clauses.status).toBe(400);
    expect(reasonsOf(clauses.body)).toContain('acceptedClauses:clauses_not_accepted');
    const participant = request.participants[0]!;
    const shortPassport = await bed.send(cookie, { ...request, participants: [{ ...participant, passportExpiresAt: addMonths(request.returnDate, 5) }] });
    expect(shortPassport.status).toBe(400);
    expect(reasonsOf(shortPassport.body)).toContain('participants.0.passportExpiresAt:passport_validity');
    const missing = await bed.send(cookie, { ...request, participants: [{ ...participant, documents: participant.documents.slice(0, 2) }] });
    expect(missing.status).toBe(400);
    expect(reasonsOf(missing.body)).toContain('participants.0.documents:document_missing');
    const past = await bed.send(cookie, { ...request, travelDate: bed.dayAhead(-2), participants: [{ ...participant, dateOfBirth: bed.dayAhead(1) }] });
    expect(past.status).toBe(400);
    expect(reasonsOf(past.body)).toEqual(expect.arrayContaining(['travelDate:date_in_past', 'participants.0.dateOfBirth:date_not_past']));
    // Nothing was written by the refusals: the same uploads still make a request.
    expect((await bed.send(cookie, request)).status).toBe(201);
  });

  it('refuses an exempt nationality, a visa not offered, a changed price, another agency’s uploads, uploads over 20 MB together', async () => {
    const { cookie } = await bed.agencyWith(1_000_000);
    const other = await bed.agencyWith(1_000_000);
    const request = await bed.requestFor(cookie, 1);
    const exempt = await bed.send(cookie, { ...request, nationality: 'FR' });
    expect(exempt.status).toBe(400);
    expect(reasonsOf(exempt.body)).toEqual(['nationality:visa_not_required']);
    expect((await bed.send(cookie, { ...request, visaType: 'umrah' })).body.error.code).toBe('visa_not_offered');
    const expired = await bed.send(cookie, { ...request, acceptedTotal: request.acceptedTotal - 100 });
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe('prices_expired');
    const stolen = await bed.send(other.cookie, request);
    expect(stolen.status).toBe(400);
    expect(reasonsOf(stolen.body)).toContain('participants.0.documents.0.uploadId:upload_unavailable');
    const big = [await bed.upload(cookie, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(11 * 1024 * 1024)]), 'a.png')];
    big.push(await bed.upload(cookie, Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(11 * 1024 * 1024)]), 'b.pdf'));
    expect(big.map((b) => b.status)).toEqual([201, 201]);
    const participant = request.participants[0]!;
    const tooLarge = await bed.send(cookie, {
      ...request,
      participants: [{ ...participant, documents: [participant.documents[0]!, { kind: 'photos', uploadId: big[0]!.body.upload.id }, { kind: 'travel_booking', uploadId: big[1]!.body.upload.id }] }],
    });
    expect(tooLarge.status).toBe(400);
    expect(reasonsOf(tooLarge.body)).toEqual(['participants:file_too_large']);
  });

  it('fails a request the balance does not cover with the kit’s error, leaving its uploads free', async () => {
    const { agencyId, cookie } = await bed.agencyWith(100);
    const request = await bed.requestFor(cookie, 1);
    const refused = await bed.send(cookie, request);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('balance_error');
    const failed = await bed.product.deps.mongo.db.collection('bookings').findOne({ agencyId });
    expect(failed).toMatchObject({ status: 'failure', paidWith: null });
    await bed.topUp(agencyId, 1_000_000, 'later');
    expect((await bed.send(cookie, request)).status).toBe(201);
  });

  it('cancels before the embassy with everything refunded once; a second cancel is refused', async () => {
    const { id, agencyId, cookie } = await bed.paidRequest(1);
    const quote = await bed.call(cookie, 'GET', `/visa/requests/${id}/cancellation`);
    expect(quote.body).toMatchObject({ allowed: true, refund: AE_TOURIST.perPerson, penalty: 0 });
    const [first, second] = await Promise.all([bed.call(cookie, 'POST', `/visa/requests/${id}/cancel`), bed.call(cookie, 'POST', `/visa/requests/${id}/cancel`)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const view = (await bed.call(cookie, 'GET', `/visa/requests/${id}`)).body;
    expect(view).toMatchObject({ status: 'cancelled', visaStatus: 'cancelled', refunded: AE_TOURIST.perPerson, cancellation: { allowed: false, reason: 'invalid_transition' } });
    expect(view.history.map((h: { operation: string }) => h.operation)).toEqual(['created', 'paid from the balance', 'visa request cancelled']);
    expect(await available(agencyId)).toBe(1_000_000);
    const again = await bed.call(cookie, 'POST', `/visa/requests/${id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invalid_transition');
    expect(await available(agencyId)).toBe(1_000_000);
  });

  it('keeps each agency to its own requests (404 elsewhere) and lists them by visa status and travel dates', async () => {
    const { id, cookie } = await bed.paidRequest(1);
    const other = await bed.agencyWith(1_000_000);
    const documentId = (await bed.call(cookie, 'GET', `/visa/requests/${id}`)).body.participants[0].documents[0].id;
    for (const [method, path] of [
      ['GET', `/visa/requests/${id}`],
      ['GET', `/visa/requests/${id}/cancellation`],
      ['POST', `/visa/requests/${id}/cancel`],
      ['GET', `/visa/requests/${id}/documents/${documentId}`],
    ] as const) {
      expect((await bed.call(other.cookie, method, path)).status).toBe(404);
    }
    expect((await bed.call(other.cookie, 'POST', `/visa/requests/${id}/messages`, { body: 'Hello' })).status).toBe(404);
    expect((await bed.call(other.cookie, 'GET', '/visa/requests')).body.total).toBe(0);
    const mine = await bed.call(cookie, 'GET', `/visa/requests?visaStatus=in_progress&travelFrom=${bed.dayAhead(29)}&travelTo=${bed.dayAhead(31)}`);
    expect(mine.body.items.map((row: { id: string }) => row.id)).toEqual([id]);
    expect((await bed.call(cookie, 'GET', '/visa/requests?visaStatus=accepted')).body.total).toBe(0);
    expect((await bed.call(cookie, 'GET', `/visa/requests?travelFrom=${bed.dayAhead(31)}`)).body.total).toBe(0);
  });

  it('downloads a document as it was uploaded, recorded, while the agency’s answer shows no download list', async () => {
    const { id, cookie } = await bed.paidRequest(1);
    const view = (await bed.call(cookie, 'GET', `/visa/requests/${id}`)).body;
    const passport = view.participants[0].documents[0];
    const res = await fetch(`${bed.product.url}/visa/requests/${id}/documents/${passport.id}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="passport.png"/);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const stored = await bed.product.deps.mongo.db.collection('bookings').findOne({ _id: new ObjectId(id) });
    expect(stored!.participants[0].documents[0].downloads).toEqual([expect.objectContaining({ userId: expect.stringMatching(/^agent-/), side: 'agency' })]);
    expect((await bed.call(cookie, 'GET', `/visa/requests/${id}`)).body.participants[0].documents[0].downloads).toEqual([]);
  });

  it('shows the help phone when the desk has not answered an agency message for 24 hours', async () => {
    const { id, cookie } = await bed.paidRequest(1);
    const posted = await bed.call(cookie, 'POST', `/visa/requests/${id}/messages`, { body: 'Is the photo fine?' });
    expect(posted.status).toBe(201);
    expect(posted.body.showHelpPhone).toBe(false);
    bed.clock.offset = 25 * 3_600_000;
    try {
      expect((await bed.call(cookie, 'GET', `/visa/requests/${id}`)).body.showHelpPhone).toBe(true);
      await bed.call(bed.operator, 'POST', `/visa/desk/requests/${id}/messages`, { body: 'Yes it is.' });
      expect((await bed.call(cookie, 'GET', `/visa/requests/${id}`)).body.showHelpPhone).toBe(false);
    } finally {
      bed.clock.offset = 0;
    }
  });
});
