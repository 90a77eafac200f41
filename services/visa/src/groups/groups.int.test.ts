import { randomUUID } from 'node:crypto';
import type { CreateGroupQuote, SendGroupQuote } from '@portal/contracts';
import { sessionCookie } from '@portal/service-kit/testing';
import { bookingTestbed, type BookingTestbed } from '../../../account/src/testing/booking-testbed';
import { visaDefinition } from '../service';

jest.setTimeout(240_000);

const DAY = 86_400_000;

describe('group quotations against the account service, the database and the broker', () => {
  let bed: BookingTestbed;
  let operator: string;
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const call: BookingTestbed['call'] = (...args) => bed.call(...args);
  const outbox = () => bed.product.deps.mongo.db.collection<{ envelope: { type: string; data: Record<string, unknown> } }>('outbox');

  const request = (overrides: Partial<CreateGroupQuote> = {}): CreateGroupQuote => ({
    groupName: 'Lycée Victor Hugo',
    groupType: 'school_groups',
    destination: 'Marrakech',
    hotelCategories: [3, 4],
    mealPlans: ['half_board', 'full_board'],
    arrival: dayAhead(30),
    departure: dayAhead(35),
    rooms: [
      { type: 'double', adults: 2, children: 0, babies: 0, babyBeds: 0 },
      { type: 'triple', adults: 1, children: 1, babies: 1, babyBeds: 1 },
    ],
    additionalServices: ['airport_transfers', 'guide'],
    specialRequests: 'Rooms on the same floor',
    ...overrides,
  });

  const option = (perDouble: number, overrides: Partial<SendGroupQuote['options'][number]> = {}): SendGroupQuote['options'][number] => ({
    title: `Hotel ${perDouble}`,
    rates: [
      { roomType: 'double', perNight: perDouble },
      { roomType: 'triple', perNight: perDouble + 3_000 },
    ],
    taxes: 2_000,
    fees: 1_000,
    freeRooms: 0,
    validUntil: dayAhead(10),
    releaseDate: dayAhead(20),
    cancellationTerms: 'Free until 21 days before arrival, then 50%.',
    ...overrides,
  });

  const submit = (cookie: string, body: unknown, key = `group-${randomUUID()}`) => call(cookie, 'POST', '/visa/groups', body, { 'idempotency-key': key });
  const quote = (id: string, options: SendGroupQuote['options']) => call(operator, 'POST', `/visa/desk/groups/${id}/quote`, { options });

  beforeAll(async () => {
    bed = await bookingTestbed(visaDefinition({ clock, sweepMs: 300 }));
    operator = sessionCookie(bed.product.deps.sessions, { uid: 'operator-groups', aid: null, role: 'operator' });
  });

  afterAll(async () => {
    await bed.stop();
  });

  it('refuses §5 dates (departure before arrival, more than 16 days) and rooms without an adult, too full or with more baby beds than babies', async () => {
    const { cookie } = await bed.agencyWith(0);
    const fieldsOf = (res: { body: { error: { details: { fields: { field: string; reason: string }[] } } } }) => res.body.error.details.fields;
    const before = await submit(cookie, request({ arrival: dayAhead(30), departure: dayAhead(29) }));
    expect(before.status).toBe(400);
    expect(fieldsOf(before)).toContainEqual({ field: 'departure', reason: 'departure_before_arrival' });
    const long = await submit(cookie, request({ arrival: dayAhead(30), departure: dayAhead(47) }));
    expect(fieldsOf(long)).toContainEqual({ field: 'departure', reason: 'stay_too_long' });
    expect((await submit(cookie, request({ arrival: dayAhead(30), departure: dayAhead(46) }))).status).toBe(201);
    expect((await submit(cookie, request({ arrival: dayAhead(30), departure: dayAhead(30) }))).status).toBe(201);
    const rooms = await submit(
      cookie,
      request({
        rooms: [
          { type: 'double', adults: 0, children: 2, babies: 0, babyBeds: 0 },
          { type: 'family', adults: 4, children: 2, babies: 1, babyBeds: 0 },
          { type: 'double', adults: 2, children: 0, babies: 0, babyBeds: 1 },
        ],
      }),
    );
    expect(rooms.status).toBe(400);
    expect(fieldsOf(rooms)).toEqual(
      expect.arrayContaining([
        { field: 'rooms.0.adults', reason: 'adult_required' },
        { field: 'rooms.1.children', reason: 'room_too_full' },
        { field: 'rooms.2.babyBeds', reason: 'baby_beds_exceed_babies' },
      ]),
    );
    expect(fieldsOf(await submit(cookie, request({ arrival: dayAhead(-1), departure: dayAhead(2) })))).toContainEqual({ field: 'arrival', reason: 'date_in_past' });
    expect((await call(cookie, 'POST', '/visa/groups', request())).status).toBe(400);
  });

  it('quotes, accepts one option paid by balance once (a double click, the same key, another key), books GR and fills the rooming list', async () => {
    const { agencyId, cookie } = await bed.agencyWith(10_000_000);
    const key = `group-${randomUUID()}`;
    const [created, replay] = [await submit(cookie, request(), key), await submit(cookie, request(), key)];
    expect(created.status).toBe(201);
    expect(replay.body.id).toBe(created.body.id);
    expect(created.body).toMatchObject({ status: 'awaiting_quote', nights: 5, people: 5, round: 1 });
    expect(Date.parse(created.body.answerDueAt) - Date.parse(created.body.createdAt)).toBe(DAY);
    const id = created.body.id as string;

    // The desk's queue holds it, soonest due first; the agency cannot accept before the quote.
    const queue = await call(operator, 'GET', '/visa/desk/groups?status=awaiting_quote&pageSize=100');
    expect(queue.body.items.map((row: { id: string }) => row.id)).toContain(id);
    expect((await call(cookie, 'POST', `/visa/groups/${id}/accept`, { option: 0, payment: 'balance', acceptedTotal: 1 })).status).toBe(409);

    expect((await quote(id, [option(10_000, { rates: [{ roomType: 'double', perNight: 10_000 }] })])).body.error.details.fields).toContainEqual({ field: 'options.0.rates', reason: 'missing_rate' });
    const quoted = await quote(id, [option(10_000), option(15_000, { freeRooms: 1 })]);
    expect(quoted.status).toBe(200);
    // 5 nights: (10 000 + 13 000) × 5 + taxes and fees; the second option's free room is its cheapest.
    expect(quoted.body.options.map((o: { total: number }) => o.total)).toEqual([118_000, 93_000]);
    expect((await quote(id, [option(1)])).status).toBe(409);

    const accept = { option: 1, payment: 'balance', acceptedTotal: 93_000 };
    expect((await call(cookie, 'POST', `/visa/groups/${id}/accept`, { ...accept, acceptedTotal: 1 })).body.error.code).toBe('prices_expired');
    const [first, second] = await Promise.all([call(cookie, 'POST', `/visa/groups/${id}/accept`, accept), call(cookie, 'POST', `/visa/groups/${id}/accept`, accept)]);
    // A double click: one answer is the booking, the other the booking too or "in progress" (the same key inside).
    expect([first, second].every((res) => res.status === 200 || res.body.error.code === 'request_in_progress')).toBe(true);
    const answered = [first, second].find((res) => res.status === 200)!;
    expect(answered.body).toMatchObject({ status: 'booked', chosenOption: 1, booking: { status: 'confirmed', paidWith: 'balance', total: 93_000 } });
    expect(answered.body.booking.reference).toMatch(/^GR[A-Z0-9]{7}$/);
    const again = await call(cookie, 'POST', `/visa/groups/${id}/accept`, accept);
    expect(again.body.booking.reference).toBe(answered.body.booking.reference);
    expect(await bed.product.deps.mongo.db.collection('group_bookings').countDocuments({ agencyId })).toBe(1);
    expect(await bed.wallets.head(agencyId)).toMatchObject({ available: 10_000_000 - 93_000 });
    expect((await call(cookie, 'POST', `/visa/groups/${id}/decline`, { askAgain: true })).status).toBe(409);
    // A booked group is cancelled through the desk, by the hotel's terms: the agency's withdrawal is refused.
    expect((await call(cookie, 'POST', `/visa/groups/${id}/cancel`, {})).status).toBe(409);

    const rooming = (names: string[][]) => call(cookie, 'PUT', `/visa/groups/${id}/rooming`, { rooms: names.map((n) => ({ names: n })) });
    const part = await rooming([['Amira Haddad', ''], ['Karim Haddad']]);
    expect(part.body.roomingComplete).toBe(false);
    const full = await rooming([
      ['Amira Haddad', 'Sami Haddad'],
      ['Karim Haddad', 'Lina Haddad', 'Nour Haddad'],
    ]);
    expect(full.body).toMatchObject({ roomingComplete: true, rooms: [{ names: ['Amira Haddad', 'Sami Haddad'] }, { names: ['Karim Haddad', 'Lina Haddad', 'Nour Haddad'] }] });
    const types = (await outbox().find({ 'envelope.data.quoteId': id }).toArray()).map((event) => event.envelope.type);
    expect(types).toEqual(expect.arrayContaining(['visa.group.submitted', 'visa.group.quoted', 'visa.group.accepted', 'visa.group.booked', 'visa.group.rooming_completed']));
  });

  it('declines and asks again (a new 24 hours), a refused payment leaves it quoted, a quote past its validity expires', async () => {
    const { cookie } = await bed.agencyWith(50_000);
    const id = (await submit(cookie, request())).body.id as string;
    await quote(id, [option(10_000)]);
    const declined = await call(cookie, 'POST', `/visa/groups/${id}/decline`, { reason: 'Too expensive', askAgain: true });
    expect(declined.body).toMatchObject({ status: 'awaiting_quote', round: 2, options: [], declineReason: 'Too expensive' });
    await quote(id, [option(10_000)]);
    const short = await call(cookie, 'POST', `/visa/groups/${id}/accept`, { option: 0, payment: 'balance', acceptedTotal: 118_000 });
    expect(short.body.error.code).toBe('balance_error');
    expect((await call(cookie, 'GET', `/visa/groups/${id}`)).body.status).toBe('quoted');
    clock.offset = 12 * DAY;
    try {
      await bed.statusOf(cookie, `/visa/groups/${id}`, 'expired');
    } finally {
      clock.offset = 0;
    }
    expect((await call(cookie, 'POST', `/visa/groups/${id}/accept`, { option: 0, payment: 'agency', acceptedTotal: 118_000 })).status).toBe(409);
  });

  it('lets the agency withdraw a request awaiting its quote or quoted, never one booked; the desk cannot quote it after', async () => {
    const { cookie } = await bed.agencyWith(0);
    const waiting = (await submit(cookie, request())).body.id as string;
    const withdrawn = await call(cookie, 'POST', `/visa/groups/${waiting}/cancel`, { reason: 'The school trip is postponed' });
    expect(withdrawn.body).toMatchObject({ status: 'cancelled', withdrawalReason: 'The school trip is postponed' });
    expect((await call(operator, 'POST', `/visa/desk/groups/${waiting}/quote`, { options: [option(10_000)] })).status).toBe(409);
    expect((await call(cookie, 'POST', `/visa/groups/${waiting}/cancel`, {})).body.error).toMatchObject({ code: 'invalid_transition' });
    const desk = (await call(operator, 'GET', '/visa/desk/groups?pageSize=100')).body.items as { id: string; status: string }[];
    expect(desk.find((row) => row.id === waiting)?.status ?? 'cancelled').toBe('cancelled');

    const quoted = (await submit(cookie, request())).body.id as string;
    await quote(quoted, [option(10_000)]);
    expect((await call(cookie, 'POST', `/visa/groups/${quoted}/cancel`, {})).body).toMatchObject({ status: 'cancelled', withdrawalReason: null });
    expect((await call(cookie, 'POST', `/visa/groups/${quoted}/accept`, { option: 0, payment: 'agency', acceptedTotal: 118_000 })).status).toBe(409);
    const other = await bed.agencyWith(0);
    expect((await call(other.cookie, 'POST', `/visa/groups/${quoted}/cancel`, {})).status).toBe(404);
  });

  it('keeps each agency to its own quotes (404) and the desk to operators', async () => {
    const mine = await bed.agencyWith(0);
    const other = await bed.agencyWith(0);
    const id = (await submit(mine.cookie, request())).body.id as string;
    expect((await call(other.cookie, 'GET', `/visa/groups/${id}`)).status).toBe(404);
    expect((await call(other.cookie, 'POST', `/visa/groups/${id}/decline`, { askAgain: true })).status).toBe(404);
    expect((await call(other.cookie, 'GET', '/visa/groups?pageSize=100')).body.items).toEqual([]);
    expect((await call(mine.cookie, 'GET', '/visa/desk/groups')).status).toBe(403);
    expect((await call(operator, 'GET', '/visa/groups')).status).toBe(403);
    expect((await call('', 'GET', '/visa/groups')).status).toBe(401);
    expect((await call(operator, 'POST', `/visa/desk/groups/${id}/refuse`, { reason: 'No hotel available on these dates' })).body.status).toBe('refused');
    expect((await call(operator, 'POST', `/visa/desk/groups/${id}/refuse`, { reason: 'Again' })).status).toBe(409);
  });
});
