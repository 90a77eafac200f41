import { waitFor } from '@portal/service-kit/testing';
import { bookingTestbed, type BookingTestbed } from '../../../account/src/testing/booking-testbed';
import { AE_TOURIST, FILES, visaTestbed, type VisaTestbed } from '../testing/visa-testbed';

jest.setTimeout(240_000);

describe('the visa desk: operators move requests, ask for documents again, refund rejections once', () => {
  let bed: VisaTestbed<BookingTestbed>;
  const available = async (agencyId: string) => (await bed.wallets.balance(agencyId)).available;
  const move = (id: string, change: Record<string, unknown>) => bed.call(bed.operator, 'POST', `/visa/desk/requests/${id}/status`, change);
  const eventsOf = (id: string, type: string) =>
    bed.product.deps.mongo.db.collection<{ envelope: { type: string; data: Record<string, unknown> } }>('outbox').find({ 'envelope.type': type, 'envelope.data.requestId': id }).toArray();

  beforeAll(async () => {
    bed = await visaTestbed(bookingTestbed);
  });

  afterAll(async () => {
    await bed.stop();
  });

  it('asks for a participant’s document again; the agent’s re-upload returns the request to in progress by the agency', async () => {
    const { id, cookie } = await bed.paidRequest(2);
    const missing = await move(id, { to: 'missing_documents', missing: [{ participant: 1, kind: 'photos', reason: 'Photo too dark' }], note: 'Please send a brighter photo' });
    expect(missing.status).toBe(200);
    expect(missing.body.visaStatus).toBe('missing_documents');
    const photos = missing.body.participants[1].documents.find((d: { kind: string }) => d.kind === 'photos');
    expect(photos).toMatchObject({ state: 'missing', missingReason: 'Photo too dark' });
    expect(missing.body.messages.map((m: { body: string; author: { side: string } }) => `${m.author.side}:${m.body}`)).toEqual(['operator:Please send a brighter photo']);
    const asked = await waitFor(
      async () => (await eventsOf(id, 'visa.request.status_changed')).map((e) => e.envelope.data).find((d) => d.visaStatus === 'missing_documents'),
      10_000,
      'the missing documents event',
    );
    expect(asked).toMatchObject({ from: 'in_progress', by: 'operator', missing: [{ participant: 'Youssef Bennani', kind: 'photos', reason: 'Photo too dark' }], note: 'Please send a brighter photo' });

    // Only a document asked again may be sent again, and only as a jpg, png or pdf.
    const notAsked = await bed.multipart(cookie, `/visa/requests/${id}/documents`, { participant: '0', kind: 'photos' }, FILES.png(), 'photo.png');
    expect(notAsked.status).toBe(409);
    const wrongType = await bed.multipart(cookie, `/visa/requests/${id}/documents`, { participant: '1', kind: 'photos' }, FILES.text(), 'photo.png');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.error).toMatchObject({ code: 'invalid_file_type', message: 'Invalid file types detected' });

    const again = await bed.multipart(cookie, `/visa/requests/${id}/documents`, { participant: '1', kind: 'photos' }, FILES.png(), 'brighter.png');
    expect(again.status).toBe(200);
    expect(again.body.visaStatus).toBe('in_progress');
    expect(again.body.participants[1].documents.find((d: { kind: string }) => d.kind === 'photos')).toMatchObject({ state: 'uploaded', fileName: 'brighter.png', missingReason: null });
    expect(again.body.history.map((h: { operation: string }) => h.operation)).toEqual(['created', 'paid from the balance', 'visa documents missing', 'visa documents uploaded again']);
    await waitFor(
      async () => (await eventsOf(id, 'visa.request.status_changed')).find((e) => e.envelope.data.by === 'agency' && e.envelope.data.visaStatus === 'in_progress'),
      10_000,
      'the back in progress event',
    );
  });

  it('keeps a re-upload within the request’s 20 MB in all (413 beyond, nothing replaced)', async () => {
    const { cookie } = await bed.agencyWith(1_000_000);
    const request = await bed.requestFor(cookie, 1);
    const big = [await bed.upload(cookie, FILES.sized(9_500_000), 'passport.png'), await bed.upload(cookie, FILES.sized(9_500_000), 'photos.png')];
    const participant = request.participants[0]!;
    participant.documents = [
      { kind: 'passport', uploadId: big[0]!.body.upload.id },
      { kind: 'photos', uploadId: big[1]!.body.upload.id },
      participant.documents.find((d) => d.kind === 'travel_booking')!,
    ];
    const sent = await bed.send(cookie, request);
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;
    expect(sent.body.uploadBytesLeft).toBe(20 * 1024 * 1024 - 19_000_000 - FILES.pdf().length);
    expect((await move(id, { to: 'missing_documents', missing: [{ participant: 0, kind: 'travel_booking', reason: 'Unreadable' }] })).status).toBe(200);
    const tooLarge = await bed.multipart(cookie, `/visa/requests/${id}/documents`, { participant: '0', kind: 'travel_booking' }, FILES.sized(2_000_000), 'booking.png');
    expect(tooLarge.status).toBe(413);
    expect((await bed.call(cookie, 'GET', `/visa/requests/${id}`)).body.visaStatus).toBe('missing_documents');
    const fits = await bed.multipart(cookie, `/visa/requests/${id}/documents`, { participant: '0', kind: 'travel_booking' }, FILES.pdf(), 'booking.pdf');
    expect(fits.status).toBe(200);
    expect(fits.body.visaStatus).toBe('in_progress');
  });

  it('refuses moves the transition table does not allow, the agency’s own moves, and missing documents the request does not have', async () => {
    const { id } = await bed.paidRequest(1);
    for (const change of [{ to: 'accepted' }, { to: 'denied' }, { to: 'cancelled' }, { to: 'in_progress' }]) {
      const refused = await move(id, change);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('invalid_transition');
    }
    const noParticipant = await move(id, { to: 'missing_documents', missing: [{ participant: 3, kind: 'photos', reason: 'x' }] });
    expect(noParticipant.status).toBe(400);
    const noDocument = await move(id, { to: 'missing_documents', missing: [{ participant: 0, kind: 'invitation_letter', reason: 'x' }] });
    expect(noDocument.status).toBe(400);
    expect((await move(id, { to: 'missing_documents', missing: [] })).status).toBe(400);
    expect((await move(id, { to: 'embassy_processing' })).status).toBe(200);
    expect((await move(id, { to: 'rejected' })).status).toBe(409);
    const accepted = await move(id, { to: 'accepted', note: 'Visa granted' });
    expect(accepted.body).toMatchObject({ visaStatus: 'accepted', status: 'confirmed', refunded: 0 });
    expect(accepted.body.history.map((h: { operation: string }) => h.operation).slice(-2)).toEqual(['visa file sent to the embassy', 'visa accepted by the embassy']);
    expect((await move(id, { to: 'denied' })).status).toBe(409);
  });

  it('lets one of two racing moves that exclude each other through and refuses the other', async () => {
    const { id, agencyId } = await bed.paidRequest(1);
    const answers = await Promise.all([move(id, { to: 'embassy_processing' }), move(id, { to: 'rejected' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!.body;
    expect(await available(agencyId)).toBe(won.visaStatus === 'rejected' ? 1_000_000 : 1_000_000 - AE_TOURIST.perPerson);
  });

  it('refunds a rejection once; racing a cancellation, exactly one of them happens and the money comes back once', async () => {
    const rejected = await bed.paidRequest(1);
    const first = await move(rejected.id, { to: 'rejected', note: 'Incomplete file' });
    expect(first.body).toMatchObject({ visaStatus: 'rejected', status: 'cancelled', refunded: AE_TOURIST.perPerson });
    expect((await move(rejected.id, { to: 'rejected' })).status).toBe(409);
    expect(await available(rejected.agencyId)).toBe(1_000_000);

    const raced = await bed.paidRequest(1);
    const [cancel, reject] = await Promise.all([bed.call(raced.cookie, 'POST', `/visa/requests/${raced.id}/cancel`), move(raced.id, { to: 'rejected' })]);
    expect([cancel.status, reject.status].sort()).toEqual([200, 409]);
    const view = (await bed.call(raced.cookie, 'GET', `/visa/requests/${raced.id}`)).body;
    expect(view).toMatchObject({ status: 'cancelled', refunded: AE_TOURIST.perPerson });
    expect(await available(raced.agencyId)).toBe(1_000_000);
  });

  it('lists every agency’s waiting requests oldest first, shows downloads to operators, and records theirs', async () => {
    const older = await bed.paidRequest(1);
    const newer = await bed.paidRequest(1);
    const page = await bed.call(bed.operator, 'GET', '/visa/desk/requests?visaStatus=in_progress&pageSize=100');
    const ids = page.body.items.map((row: { id: string }) => row.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(page.body.items.find((row: { id: string }) => row.id === older.id)).toMatchObject({ agencyId: older.agencyId, agencyName: older.agencyId });
    const reference = older.body.reference as string;
    expect((await bed.call(bed.operator, 'GET', `/visa/desk/requests?q=${reference}`)).body.items.map((row: { id: string }) => row.id)).toEqual([older.id]);

    const view = (await bed.call(bed.operator, 'GET', `/visa/desk/requests/${older.id}`)).body;
    const passport = view.participants[0].documents[0];
    const res = await fetch(`${bed.product.url}/visa/desk/requests/${older.id}/documents/${passport.id}`, { headers: { cookie: bed.operator } });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(FILES.png());
    const after = (await bed.call(bed.operator, 'GET', `/visa/desk/requests/${older.id}`)).body;
    expect(after.participants[0].documents[0].downloads).toEqual([expect.objectContaining({ side: 'operator', userName: 'operator-visa' })]);
    expect((await bed.call(older.cookie, 'GET', `/visa/requests/${older.id}`)).body.participants[0].documents[0].downloads).toEqual([]);
    // Agencies never reach the desk.
    expect((await bed.call(older.cookie, 'GET', `/visa/desk/requests/${older.id}`)).status).toBe(403);
  });
});
