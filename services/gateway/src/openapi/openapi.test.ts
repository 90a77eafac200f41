import { Validator } from '@seriousme/openapi-schema-validator';
import { INTEGRATOR_API_PREFIX, INTEGRATOR_OPERATIONS } from '@portal/contracts';
import { openApiDocument } from './openapi';

type Json = Record<string, unknown>;

const SECTION_8 = ['400', '401', '403', '404', '406', '429', '500', '502', '503'];

describe('the integrator API document', () => {
  const document = openApiDocument('https://portal.example');
  const operationOf = (method: string, path: string) => document.paths[`${INTEGRATOR_API_PREFIX}${path}`]?.[method] as Json & { parameters?: Json[]; responses: Record<string, Json> };

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is refused by the validator once broken (the check is not vacuous)', async () => {
    const { info: _info, ...broken } = document;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('names the server the client called and the bearer scheme', () => {
    expect(document.servers).toEqual([{ url: 'https://portal.example', description: expect.any(String) }]);
    expect(document.components.securitySchemes).toMatchObject({ apiKey: { type: 'http', scheme: 'bearer' } });
    expect(document.security).toEqual([{ apiKey: [] }]);
  });

  it('documents every operation of the table once, with its tag, its parameters and the statuses of spec §8', () => {
    const ids = INTEGRATOR_OPERATIONS.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of INTEGRATOR_OPERATIONS) {
      const documented = operationOf(operation.method, operation.path);
      expect({ operation: operation.operationId, documented: documented?.operationId }).toEqual({ operation: operation.operationId, documented: operation.operationId });
      expect(documented.tags).toEqual([operation.tag]);
      expect(document.tags.map((tag) => tag.name)).toContain(operation.tag);
      for (const name of operation.path.match(/\{(\w+)\}/g)?.map((part) => part.slice(1, -1)) ?? []) {
        expect(documented.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
      }
      for (const status of [...SECTION_8, ...(operation.body ? ['415'] : [])]) {
        expect(documented.responses[status]).toEqual({ $ref: `#/components/responses/Error${status}` });
      }
      if (operation.body) expect(documented.requestBody).toMatchObject({ required: true, content: { 'application/json': { schema: expect.any(Object) } } });
      const success = documented.responses[operation.idempotent ? '201' : '200'] as { content: Record<string, unknown> };
      expect(Object.keys(success.content)).toEqual([operation.document ? 'application/pdf' : 'application/json']);
    }
  });

  it('asks for an Idempotency-Key on the operations that create, and only there', () => {
    for (const operation of INTEGRATOR_OPERATIONS) {
      const header = operationOf(operation.method, operation.path).parameters?.find((parameter) => parameter.name === 'Idempotency-Key');
      expect({ operation: operation.operationId, header: header ? { in: header.in, required: header.required } : undefined }).toEqual({
        operation: operation.operationId,
        header: operation.idempotent ? { in: 'header', required: true } : undefined,
      });
    }
  });

  it("answers errors with the portal's error body, 429 with Retry-After", () => {
    expect(document.components.schemas.Error).toMatchObject({ type: 'object', required: ['error'] });
    expect(document.components.responses.Error429).toMatchObject({ headers: { 'Retry-After': expect.any(Object) } });
  });

  it('resolves every reference inside the document', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const pointer = ref.slice('"$ref":"#/'.length, -1).split('/');
      const target = pointer.reduce<unknown>((node, part) => (node as Json | undefined)?.[part], document);
      expect({ ref, found: target !== undefined }).toEqual({ ref, found: true });
    }
  });
});
