import { waitFor } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { bookingTestbed, type BookingTestbed } from '../../../account/src/testing/booking-testbed';
import { FILES, visaTestbed, type VisaTestbed } from '../testing/visa-testbed';

jest.setTimeout(240_000);

describe('visa uploads: checked by content, encrypted at rest, owned by the agency, kept a day unless claimed', () => {
  let bed: VisaTestbed<BookingTestbed>;
  const db = () => bed.product.deps.mongo.db;
  const stored = async () => ({ uploads: await db().collection('visa_uploads').countDocuments(), chunks: await db().collection('visa_files').countDocuments() });

  beforeAll(async () => {
    bed = await visaTestbed(bookingTestbed);
  });

  afterAll(async () => {
    await bed.stop();
  });

  it('takes a png and a pdf by their content and keeps them encrypted', async () => {
    const { cookie } = await bed.agencyWith(0);
    const png = await bed.upload(cookie, FILES.png(), 'passport.png');
    expect(png.status).toBe(201);
    expect(png.body.upload).toMatchObject({ fileName: 'passport.png', contentType: 'image/png', size: FILES.png().length });
    expect(Date.parse(png.body.upload.expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const pdf = await bed.upload(cookie, FILES.pdf(), 'birth.pdf');
    expect(pdf.body.upload.contentType).toBe('application/pdf');
    const chunk = await db().collection<{ fileId: string; data: { buffer: Uint8Array } }>('visa_files').findOne({ fileId: png.body.upload.id });
    const atRest = Buffer.from(chunk!.data.buffer);
    expect(atRest.includes(Buffer.from('a passport scan'))).toBe(false);
    expect(atRest.subarray(0, 8).equals(FILES.png().subarray(0, 8))).toBe(false);
  });

  it('refuses a file whose content is not jpg, png or pdf (415) and one over 20 MB (413), storing nothing', async () => {
    const { cookie } = await bed.agencyWith(0);
    const before = await stored();
    const disguised = await bed.upload(cookie, FILES.text(), 'passport.pdf');
    expect(disguised.status).toBe(415);
    expect(disguised.body.error).toMatchObject({ code: 'invalid_file_type', message: 'Invalid file types detected' });
    const renamed = await bed.upload(cookie, FILES.pdf(), 'passport.exe');
    expect(renamed.status).toBe(415);
    const huge = await bed.upload(cookie, FILES.sized(20 * 1024 * 1024 + 1), 'huge.png');
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('file_too_large');
    expect(await stored()).toEqual(before);
  });

  it('deletes an upload of the agency’s own (404 for another agency), its bytes with it', async () => {
    const { cookie } = await bed.agencyWith(0);
    const other = await bed.agencyWith(0);
    const upload = (await bed.upload(cookie, FILES.png(), 'p.png')).body.upload;
    expect((await bed.call(other.cookie, 'DELETE', `/visa/uploads/${upload.id}`)).status).toBe(404);
    expect((await bed.call(cookie, 'DELETE', `/visa/uploads/${upload.id}`)).status).toBe(204);
    expect(await db().collection('visa_files').countDocuments({ fileId: upload.id })).toBe(0);
    expect((await bed.call(cookie, 'DELETE', `/visa/uploads/${upload.id}`)).status).toBe(404);
  });

  it('deletes unclaimed uploads once they expire, keeping those a request claimed', async () => {
    const { cookie } = await bed.agencyWith(1_000_000);
    const loose = (await bed.upload(cookie, FILES.png(), 'loose.png')).body.upload;
    const request = await bed.requestFor(cookie, 1);
    expect((await bed.send(cookie, request)).status).toBe(201);
    const claimed = request.participants[0]!.documents[0]!.uploadId;
    bed.clock.offset = 25 * 3_600_000;
    try {
      await waitFor(
        async () =>
          (await db()
            .collection('visa_uploads')
            .countDocuments({ _id: new ObjectId(loose.id) })) === 0,
        20_000,
        'the expired upload deleted',
      );
    } finally {
      bed.clock.offset = 0;
    }
    expect(await db().collection('visa_files').countDocuments({ fileId: loose.id })).toBe(0);
    expect(await db().collection('visa_files').countDocuments({ fileId: claimed })).toBe(1);
  });
});
