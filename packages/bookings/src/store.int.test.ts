// The booking kit against the real database: claimed moves, their flush, racing moves, the
// transition table and idempotent creation, on a made-up product of its own.
import { BookingEvents, defineEvent, TOPICS } from '@portal/contracts';
import type { ServiceDeps, SessionClaims } from '@portal/service-kit';
import { dropTestDeps, testDeps } from '@portal/service-kit/testing';
import { ObjectId } from 'mongodb';
import { z } from 'zod';
import { IdempotentCreate } from './idempotent-create';
import { bookingModels, SYSTEM, type Actor, type BookingBase } from './models';
import { BookingStore, FLUSH_AFTER_MS, type ProductDefinition } from './store';
import { Transitions } from './transitions';

jest.setTimeout(60_000);

interface StayDoc extends BookingBase {
  hotel: string;
  guest: string;
  purchasePrice: number;
}

const STAYS: ProductDefinition<StayDoc> = {
  product: 'hotels',
  referencePrefix: 'HT',
  transitions: new Transitions({ pending: ['confirmed', 'failure'], confirmed: ['cancelled'], cancelled: ['reimbursed'] }),
  changed: BookingEvents.hotels,
  snapshot: (stay) => ({ customer: stay.guest, currency: 'EUR', purchasePrice: stay.purchasePrice }),
  notice: (stay) => ({ bookingId: stay._id.toHexString(), reference: stay.reference, refunded: stay.refunded }),
};

/** The made-up product's notice of a cancellation, telling what was given back. */
const STAY_CANCELLED = defineEvent({
  topic: TOPICS.hotels,
  type: 'stays.booking.cancelled',
  version: 1,
  data: z.object({ bookingId: z.string(), reference: z.string(), refunded: z.number().int() }),
});

/** Every stay of the made-up product starts on the same day; it has no deadlines. */
const STAY_TIMELINE = { travelStartsAt: () => new Date('2026-12-10T14:00:00Z'), deadlines: () => null };

const agent: Actor = { userId: 'agent-1', userName: 'Amel Trabelsi', ip: '203.0.113.7' };
/** Names as the product's replicas know them now: agent-2's reached them after its first change. */
const names = new Map([
  ['agent-1', 'Amel Trabelsi'],
  ['agent-2', 'Karim Haddad'],
]);

describe('the booking store', () => {
  let deps: ServiceDeps;
  let store: BookingStore<StayDoc>;
  let creation: IdempotentCreate<StayDoc>;
  const clock = { offset: 0, now: () => Date.now() + clock.offset };
  const session = (agencyId: string): SessionClaims => ({ uid: 'agent-1', aid: agencyId, role: 'agent', lang: 'en' }) as SessionClaims;

  beforeAll(async () => {
    deps = testDeps('flights');
    store = new BookingStore(await bookingModels(deps.mongo.client, deps.mongo.db), deps.mongo.db, STAYS, deps.outbox, clock, deps.log, STAY_TIMELINE, async (userId) => names.get(userId) ?? userId);
    await store.init();
    creation = new IdempotentCreate(deps.mongo.db, store, clock, { view: async (stay) => ({ id: stay._id.toHexString(), status: stay.status }), unsettled: (stay) => stay.status === 'pending' });
  });

  afterAll(async () => {
    await dropTestDeps(deps);
  });

  async function newStay(agencyId = `agency-${new ObjectId().toHexString()}`): Promise<StayDoc> {
    const now = new Date(clock.now());
    const stay = {
      _id: new ObjectId(),
      agencyId,
      idempotencyKey: new ObjectId().toHexString(),
      reference: store.reference(),
      product: 'hotels',
      status: 'pending',
      version: 0,
      payment: 'balance',
      paidWith: null,
      salePrice: 12_000,
      fees: 0,
      feeDate: null,
      refunded: 0,
      holdExpiresAt: null,
      agentId: agent.userId,
      agentName: agent.userName,
      createdAt: now,
      movedAt: now,
      hotel: 'Dar El Jeld',
      guest: 'Leila Ben Salah',
      purchasePrice: 10_000,
    } satisfies StayDoc;
    return store.insert(stay, 'created', agent);
  }

  const outboxOf = (stay: StayDoc) => deps.outbox.collection.find({ 'envelope.data.bookingId': stay._id.toHexString() }).toArray();
  const historyCount = (stay: StayDoc) => deps.mongo.db.collection('booking_history').countDocuments({ bookingId: stay._id });

  it('lets exactly one of two racing moves win, with one history entry for its version', async () => {
    const stay = await newStay();
    const racing = await Promise.allSettled([store.move(stay, 'confirmed', 'confirmed by the hotel', agent), store.move(stay, 'failure', 'refused by the hotel', SYSTEM)]);
    const won = racing.filter((r) => r.status === 'fulfilled');
    const lost = racing.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as { code: string }).code)).toEqual(['booking_changed']);
    const entries = await deps.mongo.db.collection('booking_history').find({ bookingId: stay._id, version: 1 }).toArray();
    expect(entries).toHaveLength(1);
    const stored = (await store.find(stay._id))!;
    expect(entries[0]).toMatchObject({ status: stored.status, version: 1 });
    expect(stored).toMatchObject({ version: 1 });
    expect(stored.flushDue).toBeUndefined();
    expect(await historyCount(stay)).toBe(2);
  });

  it('records a change of the product’s own state without a status move: guarded, in the history, with its notice’s extra data', async () => {
    const stay = await newStay();
    const confirmed = await store.move(stay, 'confirmed', 'confirmed by the hotel', agent);
    const racing = await Promise.allSettled([
      store.record(confirmed, 'visa file sent to the embassy', agent, { guard: { hotel: 'Dar El Jeld' }, set: { hotel: 'Dar Ben Gacem' } }),
      store.record(confirmed, 'visa accepted by the embassy', agent, { guard: { hotel: 'Dar El Jeld' }, set: { hotel: 'Dar Lasram' } }),
    ]);
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const stored = (await store.find(stay._id))!;
    expect(stored).toMatchObject({ status: 'confirmed', version: 2 });
    // A guard the booking no longer meets refuses the change, as a racing move is.
    await expect(store.record(stored, 'visa denied by the embassy', agent, { guard: { hotel: 'Dar El Jeld' } })).rejects.toMatchObject({ code: 'booking_changed', status: 409 });
    const noticed = await store.record(stored, 'visa denied by the embassy', agent, { guard: { hotel: stored.hotel }, notice: STAY_CANCELLED, extra: { refunded: 7 } });
    expect(noticed).toMatchObject({ status: 'confirmed', version: 3 });
    expect((await store.historyOf(noticed)).map((h) => `${h.status}:${h.operation}`).slice(2)).toEqual([
      expect.stringMatching(/^confirmed:visa (file sent|accepted)/),
      'confirmed:visa denied by the embassy',
    ]);
    const notices = (await outboxOf(stay)).filter((e) => e.envelope.type === STAY_CANCELLED.type);
    expect(notices.map((e) => e.envelope.data)).toEqual([expect.objectContaining({ reference: stay.reference, refunded: 7 })]);
  });

  it('completes a move interrupted after its claim by the sweep: its history entry and its snapshot, once', async () => {
    const stay = await newStay();
    // What a process killed right after the claim leaves behind.
    const claimed = await store.claim(stay, 'confirmed', 'confirmed by the hotel', agent);
    expect(await historyCount(stay)).toBe(0);
    expect(await outboxOf(stay)).toHaveLength(0);
    // The view already shows the move.
    expect((await store.historyOf(claimed)).map((h) => h.status)).toEqual(['pending', 'confirmed']);

    // Not yet: its own request may still be flushing it.
    await store.flushLeft();
    expect(await historyCount(stay)).toBe(0);

    clock.offset = FLUSH_AFTER_MS + 1_000;
    try {
      await Promise.all([store.flushLeft(), store.flushLeft()]);
      await store.flushLeft();
    } finally {
      clock.offset = 0;
    }
    const history = await deps.mongo.db.collection('booking_history').find({ bookingId: stay._id }).sort({ version: 1 }).toArray();
    expect(history.map((h) => [h.version, h.status, h.operation, h.agent, h.ipAddress])).toEqual([
      [0, 'pending', 'created', 'agent-1', '203.0.113.7'],
      [1, 'confirmed', 'confirmed by the hotel', 'agent-1', '203.0.113.7'],
    ]);
    const events = await outboxOf(stay);
    expect(events.map((e) => [e._id, e.envelope.type, (e.envelope.data as { status: string }).status])).toEqual([[`${stay._id.toHexString()}#1`, 'booking.changed', 'confirmed']]);
    expect(events[0]!.envelope.data).toMatchObject({
      product: 'hotels',
      customer: 'Leila Ben Salah',
      purchasePrice: 10_000,
      salePrice: 12_000,
      travelStartsAt: '2026-12-10T14:00:00.000Z',
      deadlines: null,
    });
    const stored = (await store.find(stay._id))!;
    expect({ flushDue: stored.flushDue, unflushed: stored.unflushed, status: stored.status }).toEqual({ flushDue: undefined, unflushed: undefined, status: 'confirmed' });
  });

  it('writes a quiet move with the next one, and only the last one tells reports', async () => {
    const stay = await newStay();
    const confirmed = await store.move(stay, 'confirmed', 'confirmed by the hotel', agent, { quiet: true });
    expect(await historyCount(stay)).toBe(0);
    await store.move(confirmed, 'cancelled', 'cancelled', agent);
    expect(await historyCount(stay)).toBe(3);
    expect((await outboxOf(stay)).map((e) => (e.envelope.data as { status: string }).status)).toEqual(['cancelled']);
  });

  it('tells in the notice of a cancellation the refund it makes due, which the refund step gives back after the notice is written', async () => {
    const stay = await store.update(await store.move(await newStay(), 'confirmed', 'confirmed by the hotel', agent), { paidWith: 'balance' });
    await store.move(stay, 'cancelled', 'cancelled', agent, { notice: STAY_CANCELLED, set: { fees: 2_000, refundDue: 8_000 } });
    const events = await outboxOf(stay);
    const notices = events.filter((e) => e.envelope.type === STAY_CANCELLED.type);
    expect(notices.map((e) => e.envelope.data)).toEqual([{ bookingId: stay._id.toHexString(), reference: stay.reference, refunded: 8_000 }]);
    // Reports read what the agency keeps and whether it paid, to count the booking.
    const snapshot = events.find((e) => e.envelope.type === BookingEvents.hotels.type && (e.envelope.data as { status: string }).status === 'cancelled');
    expect(snapshot!.envelope.data).toMatchObject({ fees: 2_000, paid: true });
  });

  it('adds a part refunded to what the booking had refunded, and counts nothing due on a booking never paid', async () => {
    const paid = await store.update(await store.move(await newStay(), 'confirmed', 'confirmed by the hotel', agent), { paidWith: 'balance', refunded: 3_000 });
    await store.move(paid, 'cancelled', 'trip cancelled: 2', agent, { notice: STAY_CANCELLED, set: { refundDue: 5_000, refundPart: 'trips-2' } });
    const unpaid = await store.move(await newStay(), 'confirmed', 'confirmed by the hotel', agent);
    await store.move(unpaid, 'cancelled', 'hold cancelled', agent, { notice: STAY_CANCELLED, set: { refundDue: 5_000 } });
    const refunded = async (stay: StayDoc) => (await outboxOf(stay)).filter((e) => e.envelope.type === STAY_CANCELLED.type).map((e) => (e.envelope.data as { refunded: number }).refunded);
    expect(await refunded(paid)).toEqual([8_000]);
    expect(await refunded(unpaid)).toEqual([0]);
  });

  it('names who made each change, never by id: a name unknown when written is read from the replica, the portal by its name', async () => {
    const stay = await newStay();
    // The replica did not know agent-2 yet: the route wrote the id as the user name.
    const confirmed = await store.move(stay, 'confirmed', 'confirmed by the hotel', { userId: 'agent-2', userName: 'agent-2', ip: '198.51.100.4' });
    await store.move(confirmed, 'cancelled', 'cancelled by the supplier', SYSTEM);
    const history = await store.historyOf((await store.find(stay._id))!);
    expect(history.map((h) => [h.operation, h.agent, h.userName])).toEqual([
      ['created', 'Amel Trabelsi', 'Amel Trabelsi'],
      ['confirmed by the hotel', 'Karim Haddad', 'Karim Haddad'],
      ['cancelled by the supplier', 'Voyagr Pro', 'Voyagr Pro'],
    ]);
  });

  it('refuses a move the transition table does not allow, and changes nothing', async () => {
    const stay = await newStay();
    await expect(store.move(stay, 'reimbursed', 'refunded', agent)).rejects.toMatchObject({ code: 'invalid_transition', status: 409, details: { from: 'pending', to: 'reimbursed' } });
    expect(await store.find(stay._id)).toMatchObject({ status: 'pending', version: 0 });
  });

  it('answers the booking of the session agency only', async () => {
    const stay = await newStay();
    await expect(store.get(session('another-agency'), stay._id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await store.get(session(stay.agencyId), stay._id)).reference).toMatch(/^HT[A-Z2-9]{7}$/);
  });

  describe('idempotent creation', () => {
    const steps = (gate?: Promise<void>) => ({
      open: async () => ({ status: 'pending' as const, payment: 'balance' as const, salePrice: 12_000, hotel: 'Dar El Jeld', guest: 'Leila Ben Salah', purchasePrice: 10_000 }),
      place: async (stay: StayDoc) => {
        await gate;
        return store.move(stay, 'confirmed', 'confirmed by the hotel', agent);
      },
    });

    it('answers a retry meanwhile 409, a later one the first answer again, another request with the key 422', async () => {
      const agencyId = `agency-${new ObjectId().toHexString()}`;
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const first = creation.create(session(agencyId), agent, 'stay-key-0001', { hotel: 'Dar El Jeld' }, steps(gate));
      const keys = deps.mongo.db.collection('idempotency_keys');
      while (!(await keys.findOne({ _id: `hotels.bookings:${agencyId}#stay-key-0001` as never }))?.resource) await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(creation.create(session(agencyId), agent, 'stay-key-0001', { hotel: 'Dar El Jeld' }, steps())).rejects.toMatchObject({ code: 'request_in_progress', status: 409 });
      open();
      const answer = await first;
      expect(answer).toMatchObject({ status: 201, replayed: false, body: { status: 'confirmed' } });
      expect(await creation.create(session(agencyId), agent, 'stay-key-0001', { hotel: 'Dar El Jeld' }, steps())).toEqual({ ...answer, replayed: true });
      await expect(creation.create(session(agencyId), agent, 'stay-key-0001', { hotel: 'Dar Ben Gacem' }, steps())).rejects.toMatchObject({ code: 'idempotency_key_reused', status: 422 });
      const stays = await store.findMany({ agencyId });
      expect(stays).toHaveLength(1);
      expect(stays[0]).toMatchObject({ product: 'hotels', version: 1, agentName: agent.userName, status: 'confirmed' });
      expect((await store.historyOf(stays[0]!)).map((h) => h.operation)).toEqual(['created', 'confirmed by the hotel']);
    });
  });
});
