import { openApiShape, operationsByTag, schemaRows, summaryOf } from './openapi';
import { tryOperation, tryUrl } from './try-call';

const document = openApiShape.parse({
  openapi: '3.1.1',
  info: { title: 'API', version: '1' },
  servers: [{ url: 'https://portal.example' }],
  tags: [{ name: 'hotels' }, { name: 'account' }],
  paths: {
    '/api/v1/hotels/bookings': {
      post: {
        operationId: 'createHotelBooking',
        tags: ['hotels'],
        summary: 'Book a hotel',
        'x-summary-fr': 'Réserver un hôtel',
        parameters: [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Booking' } } } },
        responses: { '201': { description: 'Created' }, '400': { $ref: '#/components/responses/Error400' } },
      },
    },
    '/api/v1/hotels/bookings/{id}/voucher': {
      get: {
        operationId: 'getHotelBookingVoucher',
        tags: ['hotels'],
        summary: 'The voucher',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'lang', in: 'query', schema: { enum: ['en', 'fr'] } },
        ],
        responses: { '200': { description: 'The document' } },
      },
    },
    '/api/v1/api/balance': { get: { operationId: 'getBalance', tags: ['account'], summary: 'Balance', responses: { '200': { description: 'OK' } } } },
  },
  components: {
    schemas: {
      Booking: {
        type: 'object',
        required: ['rateId', 'guests'],
        properties: {
          rateId: { type: 'string', minLength: 1, maxLength: 500 },
          guests: { type: 'array', items: { type: 'object', required: ['lastName'], properties: { lastName: { type: 'string' }, title: { enum: ['mr', 'ms'] } } } },
          payment: { anyOf: [{ const: 'wallet' }, { const: 'card' }], default: 'wallet' },
        },
      },
    },
  },
});

describe("the docs page's reading of /openapi.json", () => {
  it('lists the operations under their tags, in the EN or FR words', () => {
    const byTag = operationsByTag(document);
    expect(byTag.map(({ tag, operations }) => [tag, operations.map((listed) => `${listed.method} ${listed.path}`)])).toEqual([
      ['hotels', ['post /api/v1/hotels/bookings', 'get /api/v1/hotels/bookings/{id}/voucher']],
      ['account', ['get /api/v1/api/balance']],
    ]);
    const book = byTag[0]!.operations[0]!.operation;
    expect([summaryOf(book, 'en'), summaryOf(book, 'fr')]).toEqual(['Book a hotel', 'Réserver un hôtel']);
  });

  it('spells a schema out as field rows, following references into nested arrays', () => {
    expect(schemaRows({ $ref: '#/components/schemas/Booking' }, document.components.schemas)).toEqual([
      { field: 'rateId', type: 'string', required: true, rules: '1..500 chars', description: undefined },
      { field: 'guests', type: 'object[]', required: true, rules: '', description: undefined },
      { field: 'guests[].lastName', type: 'string', required: true, rules: '', description: undefined },
      { field: 'guests[].title', type: '"mr" | "ms"', required: false, rules: '', description: undefined },
      { field: 'payment', type: '"wallet" | "card"', required: false, rules: '= "wallet"', description: undefined },
    ]);
  });
});

describe('trying an operation with a sandbox key', () => {
  const [hotels] = operationsByTag(document);
  const [book, voucher] = hotels!.operations;

  it('fills the path and the query in', () => {
    expect(tryUrl('https://portal.example', voucher!, { id: '64a000000000000000000001', lang: 'fr' })).toBe('https://portal.example/api/v1/hotels/bookings/64a000000000000000000001/voucher?lang=fr');
  });

  it('sends the key and an Idempotency-Key, never the session, and shows the JSON answer', async () => {
    const fetcher = jest.fn(async () => new Response('{"error":{"code":"validation_failed","message":"Some fields are invalid"}}', { status: 400, headers: { 'content-type': 'application/json' } }));
    const answer = await tryOperation('https://portal.example', book!, 'vk_sandbox_x', { values: {}, body: '{"rateId":"r"}' }, fetcher);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('https://portal.example/api/v1/hotels/bookings');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: '{"rateId":"r"}' });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer vk_sandbox_x', 'Content-Type': 'application/json', 'Idempotency-Key': expect.stringMatching(/^docs-/) });
    expect(answer).toMatchObject({ kind: 'json', status: 400 });
  });

  it('refuses a body that is not JSON before sending anything', async () => {
    const fetcher = jest.fn();
    expect(await tryOperation('https://portal.example', book!, 'vk_sandbox_x', { values: {}, body: '{oops' }, fetcher)).toEqual({ kind: 'invalid_json' });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
