import { randomUUID } from 'node:crypto';
import type { CreateHotelVisaReservation } from '@portal/contracts';
import { pdfText, sessionCookie, waitFor } from '@portal/service-kit/testing';
import { bookingTestbed, type BookingTestbed } from '../../../account/src/testing/booking-testbed';
import { visaDefinition } from '../service';

jest.setTimeout(240_000);

const DAY = 86_400_000;

describe('hotel visa reservations against the account service, the database and the broker', () => {
  let bed: BookingTestbed;
  let operator: string;
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const call: BookingTestbed['call'] = (...args) => bed.call(...args);
  const request = (overrides: Partial<CreateHotelVisaReservation> = {}): CreateHotelVisaReservation => ({
    city: 'Paris',
    area: 'Opéra',
    arrival: dayAhead(10),
    departure: dayAhead(14),
    budgetBand: '50-100',
    rooms: [
      {
        occupants: [
          { civility: 'mrs', firstName: 'Amira', lastName: 'Haddad', type: 'adult' },
          { civility: 'ms', firstName: 'Lina', lastName: 'Haddad', type: 'child', age: 7 },
        ],
      },
    ],
    ...overrides,
  });
  const create = (cookie: string, body: unknown, key = randomUUID()) => call(cookie, 'POST', '/visa/hotel-reservations', body, { 'idempotency-key': key });
  const eventsOf = async (type: string, reference: string) => bed.product.deps.mongo.db.collection('outbox').find({ 'envelope.type': type, 'envelope.data.reference': reference }).toArray();

  async function confirmed(cookie: string, pricePerNight = 12_000) {
    const created = await create(cookie, request());
    expect(created.status).toBe(201);
    const answer = await call(operator, 'POST', `/visa/hotel-desk/${created.body.id}/confirm`, {
      hotelName: 'Hôtel du Louvre',
      hotelAddress: '1 place André Malraux, Paris',
      confirmationNumber: 'HL-88231',
      pricePerNight,
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  beforeAll(async () => {
    bed = await bookingTestbed(visaDefinition({ clock, sweepMs: 300 }));
    operator = sessionCookie(bed.product.deps.sessions, { uid: 'operator-1', aid: null, role: 'operator' });
  });

  afterAll(async () => {
    await bed.stop();
  });

  afterEach(() => {
    clock.offset = 0;
  });

  it('takes the form of spec §3 once per Idempotency-Key, with its automatic cancellation 3 days before arrival', async () => {
    const { cookie } = await bed.agencyWith(0);
    const key = randomUUID();
    const first = await create(cookie, request(), key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'requested', reference: expect.stringMatching(/^HV/), nights: 4, occupants: 2, client: 'Amira Haddad' });
    expect(first.body.autoCancelAt).toBe(`${dayAhead(7)}T00:00:00.000Z`);
    const again = await create(cookie, request(), key);
    expect(again.body.id).toBe(first.body.id);
    const list = await call(cookie, 'GET', '/visa/hotel-reservations?status=requested');
    expect(list.body.total).toBe(1);
    expect((await eventsOf('visa.hotel.requested', first.body.reference)).length).toBe(1);
  });

  it('refuses dates against §5 (departure before arrival, more than 16 days, an arrival under 4 days ahead), ages outside 0 to 12 and unknown budget bands', async () => {
    const { cookie } = await bed.agencyWith(0);
    const reasons = async (body: unknown) => ((await create(cookie, body)).body.error.details.fields as { field: string; reason: string }[]).map((f) => `${f.field}:${f.reason}`);
    expect(await reasons(request({ departure: dayAhead(9) }))).toEqual(['departure:departure_before_arrival']);
    expect(await reasons(request({ departure: dayAhead(27) }))).toEqual(['departure:stay_too_long']);
    expect((await create(cookie, request({ departure: dayAhead(26) }))).status).toBe(201);
    expect(await reasons(request({ arrival: dayAhead(3), departure: dayAhead(5) }))).toEqual(['arrival:arrival_too_soon']);
    const child = (age: number | null) => request({ rooms: [{ occupants: [{ civility: 'mr', firstName: 'Sami', lastName: 'Haddad', type: 'child', age }] }] });
    expect(await reasons(child(13))).toEqual(['rooms.0.occupants.0.age:child_age']);
    expect(await reasons(child(null))).toEqual(['rooms.0.occupants.0.age:child_age']);
    expect((await create(cookie, child(0))).status).toBe(201);
    expect((await create(cookie, child(12))).status).toBe(201);
    expect(await reasons(request({ budgetBand: '200-250' as never }))).toEqual(['budgetBand:invalid_choice']);
  });

  it('lets the desk confirm with a hotel (the letter in the reader language) or refuse, once', async () => {
    const { cookie } = await bed.agencyWith(0);
    const view = await confirmed(cookie);
    expect(view).toMatchObject({ status: 'confirmed', stayPrice: 48_000, confirmation: { confirmationNumber: 'HL-88231' } });
    expect((await call(operator, 'POST', `/visa/hotel-desk/${view.id}/refuse`, { reason: 'Too late' })).status).toBe(409);
    const letter = await fetch(`${bed.product.url}/visa/hotel-reservations/${view.id}/letter?lang=fr`, { headers: { cookie } });
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await letter.arrayBuffer()));
    expect(text).toContain('Lettre de réservation hôtel');
    expect(text).toContain('HL-88231');
    expect(text).toContain('Mme Amira Haddad');
    expect((await eventsOf('visa.hotel.confirmed', view.reference))[0]?.envelope.data).toMatchObject({ letterPath: `/visa/hotel-reservations/${view.id}/letter`, hotelName: 'Hôtel du Louvre' });

    const other = await create(cookie, request());
    const refused = await call(operator, 'POST', `/visa/hotel-desk/${other.body.id}/refuse`, { reason: 'No hotel in this budget' });
    expect(refused.body).toMatchObject({ status: 'refused', refusalReason: 'No hotel in this budget' });
    expect((await call(cookie, 'GET', `/visa/hotel-reservations/${other.body.id}/letter`)).status).toBe(409);
  });

  it('warns once a day before, then cancels a confirmed reservation automatically once, when the clock passes arrival less 3 days', async () => {
    const { cookie } = await bed.agencyWith(0);
    const view = await confirmed(cookie);
    clock.offset = Date.parse(view.autoCancelAt) - DAY + 60_000 - Date.now();
    await waitFor(async () => (await eventsOf('visa.hotel.cancel_warning', view.reference)).length > 0, 30_000, 'the warning');
    expect((await call(cookie, 'GET', `/visa/hotel-reservations/${view.id}`)).body.status).toBe('confirmed');
    clock.offset = Date.parse(view.autoCancelAt) + 60_000 - Date.now();
    const cancelled = await bed.statusOf(cookie, `/visa/hotel-reservations/${view.id}`, 'cancelled');
    expect(cancelled.cancelledBy).toBe('automatic');
    expect(cancelled.history.map((h: { operation: string }) => h.operation)).toContain('cancelled automatically before arrival');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await eventsOf('visa.hotel.cancel_warning', view.reference)).length).toBe(1);
    expect((await eventsOf('visa.hotel.cancelled_automatically', view.reference)).length).toBe(1);
    expect((await call(cookie, 'POST', `/visa/hotel-reservations/${view.id}/convert`, { payment: 'balance' })).status).toBe(409);
  });

  it('converts a confirmed reservation into a stay paid once from the balance, which the clock then leaves alone', async () => {
    const { cookie, agencyId } = await bed.agencyWith(100_000);
    const view = await confirmed(cookie);
    const [first, second] = await Promise.all([
      call(cookie, 'POST', `/visa/hotel-reservations/${view.id}/convert`, { payment: 'balance' }),
      call(cookie, 'POST', `/visa/hotel-reservations/${view.id}/convert`, { payment: 'balance' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const paid = await call(cookie, 'GET', `/visa/hotel-reservations/${view.id}`);
    expect(paid.body).toMatchObject({ status: 'converted', paidWith: 'balance' });
    expect((await bed.wallets.balance(agencyId)).available).toBe(100_000 - 48_000);
    clock.offset = Date.parse(view.autoCancelAt) + 60_000 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await call(cookie, 'GET', `/visa/hotel-reservations/${view.id}`)).body.status).toBe('converted');
    expect((await call(cookie, 'POST', `/visa/hotel-reservations/${view.id}/cancel`)).status).toBe(409);
  });

  it("answers 404 for another agency's reservation and keeps the desk to operators", async () => {
    const mine = await bed.agencyWith(0);
    const theirs = await bed.agencyWith(0);
    const created = await create(mine.cookie, request());
    expect((await call(theirs.cookie, 'GET', `/visa/hotel-reservations/${created.body.id}`)).status).toBe(404);
    expect((await call(theirs.cookie, 'POST', `/visa/hotel-reservations/${created.body.id}/cancel`)).status).toBe(404);
    expect((await call(theirs.cookie, 'GET', '/visa/hotel-reservations')).body.total).toBe(0);
    expect((await call(mine.cookie, 'GET', '/visa/hotel-desk')).status).toBe(403);
    expect((await call(mine.cookie, 'POST', `/visa/hotel-desk/${created.body.id}/confirm`, {})).status).toBe(403);
    expect((await call(operator, 'POST', '/visa/hotel-reservations', request(), { 'idempotency-key': randomUUID() })).status).toBe(403);
    expect((await call('', 'GET', '/visa/hotel-reservations')).status).toBe(401);
    const cancelled = await call(mine.cookie, 'POST', `/visa/hotel-reservations/${created.body.id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledBy: 'agency' });
  });
});
