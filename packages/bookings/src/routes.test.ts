import type { RouteContext } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { BookingBase } from './models';
import type { ProductBookings } from './product';
import { BookingRoutes, documentSender } from './routes';

type View = { id: string; history: [] };
type Bookings = ProductBookings<BookingBase, View, { payment: string }, string>;

/** The parts of a Koa context the route bodies read and write. */
function context(headers: Record<string, string> = {}) {
  const set: Record<string, string> = {};
  const ctx = {
    state: { session: { uid: 'agent-1', aid: 'agency-1', role: 'agent', lang: 'en' } },
    ip: '203.0.113.7',
    status: 404,
    body: undefined as unknown,
    type: '',
    get: (name: string) => headers[name.toLowerCase()] ?? '',
    set: (name: string, value: string) => {
      set[name] = value;
    },
  };
  return { ctx, asRoute: ctx as unknown as RouteContext, set };
}

describe('the booking routes every product has', () => {
  const create = jest.fn(async () => ({ status: 201, body: { id: 'b1' }, replayed: false }));
  const bookings = { create } as unknown as Bookings;
  const routes = new BookingRoutes(bookings, { agentName: async (uid) => `name of ${uid}` });

  beforeEach(() => create.mockClear());

  it('requires an Idempotency-Key before anything else', async () => {
    const { asRoute } = context();
    await expect(routes.create(asRoute, { payment: 'balance' })).rejects.toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'Idempotency-Key', reason: 'required' }] } });
    expect(create).not.toHaveBeenCalled();
  });

  it('books with the actor and the key, and says when the answer is a replay', async () => {
    const { ctx, asRoute, set } = context({ 'idempotency-key': 'key-12345678' });
    await routes.create(asRoute, { payment: 'balance' });
    expect(create).toHaveBeenCalledWith(ctx.state.session, { userId: 'agent-1', userName: 'name of agent-1', ip: '203.0.113.7' }, 'key-12345678', { payment: 'balance' });
    expect(ctx).toMatchObject({ status: 201, body: { id: 'b1' } });
    expect(set).toEqual({});
    create.mockResolvedValueOnce({ status: 201, body: { id: 'b1' }, replayed: true });
    await routes.create(asRoute, { payment: 'balance' });
    expect(set).toEqual({ 'Idempotent-Replayed': 'true' });
  });

  it("runs the product's own check after the key's", async () => {
    const strict = new BookingRoutes(bookings, {
      agentName: async () => 'A',
      checkCreate: () => {
        throw new Error('no card return');
      },
    });
    await expect(strict.create(context().asRoute, { payment: 'card' })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(strict.create(context({ 'idempotency-key': 'key-12345678' }).asRoute, { payment: 'card' })).rejects.toThrow('no card return');
    expect(create).not.toHaveBeenCalled();
  });
});

describe('a booking document', () => {
  const booking = { _id: new ObjectId(), reference: 'HT123', status: 'confirmed' } as BookingBase;
  const send = documentSender<BookingBase>({
    name: 'voucher',
    issued: (b) => b.status === 'confirmed',
    missing: { code: 'not_confirmed', message: 'No voucher yet' },
    render: async (b, lang) => Buffer.from(`${b.reference} ${lang}`),
  });

  it('is a PDF named after the booking, in the language asked for', async () => {
    const { ctx, asRoute, set } = context();
    await send(asRoute, booking, 'fr');
    expect(ctx.type).toBe('application/pdf');
    expect(set).toEqual({ 'Content-Disposition': 'inline; filename="voucher-HT123.pdf"' });
    expect(String(ctx.body)).toBe('HT123 fr');
  });

  it('is a file to save when asked to download it', async () => {
    const { asRoute, set } = context();
    await send(asRoute, booking, 'en', '1');
    expect(set).toEqual({ 'Content-Disposition': 'attachment; filename="voucher-HT123.pdf"' });
  });

  it("is the product's 409 while the booking has none", async () => {
    await expect(send(context().asRoute, { ...booking, status: 'pending' }, 'en')).rejects.toMatchObject({ code: 'not_confirmed', status: 409 });
  });
});
