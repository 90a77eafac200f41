import { cancellationQuote, ERROR_MESSAGES, errorBodySchema, INTEGRATOR_API_PREFIX, INTEGRATOR_OPERATIONS, type IntegratorOperation } from '@portal/contracts';
import { z } from 'zod';

type Json = Record<string, unknown>;

/** The OpenAPI 3.1 document of the integrator API: every operation of the table, with the schemas its service validates with. */
// A type, not an interface: a plain JSON object wherever a record of JSON is wanted (a validator, a response).
export type OpenApiDocument = {
  openapi: '3.1.1';
  info: Json;
  jsonSchemaDialect: string;
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json>; securitySchemes: Json; headers: Record<string, Json> };
};

const TAGS: Record<IntegratorOperation['tag'], string> = {
  flights: 'Search fares, check them, book, read, cancel and download e-tickets.',
  hotels: 'Search hotels, re-check a rate, book, read, cancel and download vouchers.',
  transfers: 'Search transfers, re-check an offer, book, read, cancel a trip or all and download vouchers.',
  activities: 'Search activities, check a date, book, read, cancel and download vouchers.',
  visa: 'Read visa requirements, send visa requests, follow and cancel them.',
  account: "The agency's prepaid balance and its ledger.",
};

/** The error statuses of spec §8 (and those HTTP needs) an operation may answer, each with the portal's error body. */
const ERRORS: Record<string, string> = {
  '400': 'The request is malformed or a field is invalid (`details.fields` lists each field and reason)',
  '401': ERROR_MESSAGES.unauthorized,
  '403': ERROR_MESSAGES.forbidden,
  '404': ERROR_MESSAGES.not_found,
  '406': ERROR_MESSAGES.not_acceptable,
  '409': ERROR_MESSAGES.conflict,
  '429': 'Over the per-second rate limit: retry after `Retry-After` seconds',
  '500': ERROR_MESSAGES.internal,
  '502': ERROR_MESSAGES.bad_gateway,
  '503': ERROR_MESSAGES.service_unavailable,
};
const BODY_ERRORS: Record<string, string> = { '413': ERROR_MESSAGES.payload_too_large, '415': ERROR_MESSAGES.unsupported_media_type };
const IDEMPOTENT_ERRORS: Record<string, string> = { '422': ERROR_MESSAGES.idempotency_key_reused };

const RATE_HEADERS: Record<string, Json> = {
  'X-RateLimit-Limit': { description: "The key's daily quota", schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Calls left today', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'When the daily quota starts again (Unix seconds)', schema: { type: 'integer' } },
};
const headerRefs = Object.fromEntries(Object.keys(RATE_HEADERS).map((name) => [name, { $ref: `#/components/headers/${name}` }]));

/** An answer's objects are not strict: a service may add members (clients must ignore what they do not know). */
function openAnswers({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }): void {
  if (zodSchema._zod.def.type === 'object' && !zodSchema._zod.def.catchall) delete jsonSchema.additionalProperties;
}

/**
 * A zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12): requests as the client sends them
 * (`input`: defaults optional), answers as the service sends them (`output`); `$defs` of recursive
 * schemas become components under the schema's name so `$ref`s resolve inside the document.
 */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', name: string, components: Record<string, Json>): Json {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', override: io === 'output' ? openAnswers : undefined }) as Json;
  delete json.$schema;
  const defs = json.$defs as Record<string, Json> | undefined;
  if (!defs) return json;
  delete json.$defs;
  const rename = (text: string) => text.replace(/"#\/\$defs\/([^"]+)"/g, (_, def: string) => `"#/components/schemas/${name}_${def}"`);
  for (const [def, body] of Object.entries(defs)) components[`${name}_${def}`] = JSON.parse(rename(JSON.stringify(body))) as Json;
  return JSON.parse(rename(JSON.stringify(json))) as Json;
}

/** Names of contracts several products share, where the first operation's name would mislead. */
const SHARED_NAMES = new Map<z.ZodType, string>([[cancellationQuote, 'CancellationQuote']]);

/** The document's schemas: one used by several operations is written once, under a name, and referred to. */
class Schemas {
  readonly components: Record<string, Json> = {};
  private readonly uses = new Map<z.ZodType, number>();
  private readonly named = new Map<z.ZodType, string>();

  constructor(operations: readonly IntegratorOperation[]) {
    for (const operation of operations) {
      for (const schema of [operation.body, operation.response]) if (schema) this.uses.set(schema, (this.uses.get(schema) ?? 0) + 1);
    }
    this.components.Error = jsonSchemaOf(errorBodySchema, 'output', 'Error', this.components);
  }

  /** `name` is the schema's own when it is inline, or its component's (`createFlightBooking` names `FlightBooking`). */
  of(schema: z.ZodType, io: 'input' | 'output', name: string): Json {
    if ((this.uses.get(schema) ?? 0) < 2) return jsonSchemaOf(schema, io, name, this.components);
    let component = this.named.get(schema);
    if (!component) {
      component = SHARED_NAMES.get(schema) ?? `${name.replace(/^[a-z]+/, '')}${io === 'input' ? 'Request' : ''}`;
      this.named.set(schema, component);
      this.components[component] = jsonSchemaOf(schema, io, component, this.components);
    }
    return { $ref: `#/components/schemas/${component}` };
  }
}

/** Each property of a params or query object as an OpenAPI parameter. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', name: string, schemas: Schemas): Json[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input', name, schemas.components);
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([property, propertySchema]) => {
    const { description, ...rest } = propertySchema;
    return { name: property, in: where, required: where === 'path' || required.has(property), ...(description ? { description } : {}), schema: rest };
  });
}

/** Each error status once, as a component the operations refer to. */
function errorComponents(): Record<string, Json> {
  return Object.fromEntries(
    Object.entries({ ...ERRORS, ...BODY_ERRORS, ...IDEMPOTENT_ERRORS }).map(([status, description]) => {
      const headers = status === '429' ? { ...headerRefs, 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } : headerRefs;
      return [`Error${status}`, { description, headers, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } }];
    }),
  );
}

function errorResponses(operation: IntegratorOperation): Json {
  const statuses = { ...ERRORS, ...(operation.body ? BODY_ERRORS : {}), ...(operation.idempotent ? IDEMPOTENT_ERRORS : {}) };
  return Object.fromEntries(
    Object.keys(statuses)
      .sort((a, b) => Number(a) - Number(b))
      .map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
  );
}

function successResponses(operation: IntegratorOperation, schemas: Schemas): Json {
  if (operation.document) {
    return { '200': { description: 'The document', headers: headerRefs, content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } } };
  }
  const content = operation.response ? { 'application/json': { schema: schemas.of(operation.response, 'output', operation.operationId) } } : undefined;
  if (operation.idempotent) {
    return {
      '201': { description: 'Created', headers: headerRefs, content },
      '200': { description: 'Already created with this Idempotency-Key: its outcome, again (`Idempotent-Replayed: true`)', headers: headerRefs, content },
    };
  }
  return { '200': { description: 'OK', headers: headerRefs, content } };
}

function operationObject(operation: IntegratorOperation, schemas: Schemas): Json {
  const { operationId } = operation;
  const parameters = [
    ...parametersOf(operation.params, 'path', `${operationId}_params`, schemas),
    ...parametersOf(operation.query, 'query', `${operationId}_query`, schemas),
    ...(operation.idempotent
      ? [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: true,
            description: 'Your unique id of this request (8 to 128 letters, digits, `_ . : -`): a retry with the same key answers the first outcome and books nothing twice.',
            schema: { type: 'string', pattern: '^[\\w.:-]{8,128}$' },
          },
        ]
      : []),
  ];
  return {
    operationId,
    tags: [operation.tag],
    summary: operation.summary.en,
    'x-summary-fr': operation.summary.fr,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemas.of(operation.body, 'input', `${operationId}_body`) } } } } : {}),
    responses: { ...successResponses(operation, schemas), ...errorResponses(operation) },
  };
}

/** The document for a gateway reached at `serverUrl` (the origin the client called). */
export function openApiDocument(serverUrl: string): OpenApiDocument {
  const schemas = new Schemas(INTEGRATOR_OPERATIONS);
  const paths: Record<string, Record<string, Json>> = {};
  for (const operation of INTEGRATOR_OPERATIONS) {
    const path = `${INTEGRATOR_API_PREFIX}${operation.path}`;
    paths[path] = { ...paths[path], [operation.method]: operationObject(operation, schemas) };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Voyagr Pro integrator API',
      version: '1.0.0',
      description:
        "The portal's own operations for your systems: search, re-check, book once per Idempotency-Key, read, list, quote and cancel, documents, balance and ledger. Send your API key as `Authorization: Bearer <key>` (or `X-Api-Key`). Sandbox keys book on the suppliers' sandboxes.",
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: serverUrl, description: 'This portal' }],
    security: [{ apiKey: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: schemas.components,
      responses: errorComponents(),
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key of your agency (`vk_sandbox_…` or `vk_live_…`), created under My account > API keys.' } },
      headers: RATE_HEADERS,
    },
  };
}
