import type { Language } from '@portal/contracts';
import { z } from 'zod';

/** A JSON Schema (2020-12) as the document writes it: only the members the reference shows are read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const jsonSchema: z.ZodType<JsonSchema> = z.looseObject({}) as unknown as z.ZodType<JsonSchema>;
const media = z.record(z.string(), z.looseObject({ schema: jsonSchema.optional() }));

const operationShape = z.looseObject({
  operationId: z.string(),
  tags: z.array(z.string()).min(1),
  summary: z.string(),
  'x-summary-fr': z.string().optional(),
  parameters: z.array(z.looseObject({ name: z.string(), in: z.string(), required: z.boolean().optional(), description: z.string().optional(), schema: jsonSchema.optional() })).optional(),
  requestBody: z.looseObject({ content: media }).optional(),
  responses: z.record(z.string(), z.looseObject({ $ref: z.string().optional(), description: z.string().optional(), content: media.optional() })),
});

/** The parts of `/openapi.json` the `docs` page reads; anything else it ignores. */
export const openApiShape = z.looseObject({
  info: z.looseObject({ title: z.string(), version: z.string() }),
  servers: z.array(z.looseObject({ url: z.string() })).default([]),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).default([]),
  paths: z.record(z.string(), z.record(z.string(), operationShape)),
  components: z.looseObject({ schemas: z.record(z.string(), jsonSchema).default({}), responses: z.record(z.string(), z.looseObject({ description: z.string().optional() })).default({}) }),
});
export type OpenApi = z.infer<typeof openApiShape>;
export type OpenApiOperation = z.infer<typeof operationShape>;
export type OpenApiParameter = NonNullable<OpenApiOperation['parameters']>[number];

export interface ListedOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** The document's operations under each of its tags, in the document's order. */
export function operationsByTag(document: OpenApi): { tag: string; description?: string; operations: ListedOperation[] }[] {
  const all = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ method, path, operation })));
  return document.tags.map((tag) => ({ tag: tag.name, description: tag.description, operations: all.filter((listed) => listed.operation.tags[0] === tag.name) }));
}

export function summaryOf(operation: OpenApiOperation, language: Language): string {
  return language === 'fr' ? (operation['x-summary-fr'] ?? operation.summary) : operation.summary;
}

/** One line of a schema's table: a dotted field path (`passengers[].lastName`), its type and rules. */
export interface SchemaRow {
  field: string;
  type: string;
  required: boolean;
  rules: string;
  description?: string;
}

function resolved(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops++) current = components[current.$ref.replace('#/components/schemas/', '')] ?? {};
  return current;
}

function typeOf(schema: JsonSchema, components: Record<string, JsonSchema>): string {
  const own = resolved(schema, components);
  if (own.const !== undefined) return JSON.stringify(own.const);
  if (own.enum) return own.enum.map((value) => JSON.stringify(value)).join(' | ');
  const choices = own.anyOf ?? own.oneOf;
  if (choices) return choices.map((choice) => typeOf(choice, components)).join(' | ');
  const types = Array.isArray(own.type) ? own.type.join(' | ') : own.type;
  if (types === 'array' && own.items) return `${typeOf(own.items, components)}[]`;
  if (types) return own.format ? `${types} (${own.format})` : types;
  return own.properties ? 'object' : 'any';
}

function rulesOf(schema: JsonSchema): string {
  const rules: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) rules.push(`${schema.minLength ?? 0}..${schema.maxLength ?? '∞'} chars`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) rules.push(`${schema.minimum ?? '−∞'}..${schema.maximum ?? '∞'}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined) rules.push(`${schema.minItems ?? 0}..${schema.maxItems ?? '∞'} items`);
  if (schema.pattern) rules.push(`/${schema.pattern}/`);
  if (schema.default !== undefined) rules.push(`= ${JSON.stringify(schema.default)}`);
  return rules.join(', ');
}

/** A schema as the rows of a table, nested objects and arrays of objects spelled out (to `depth` levels). */
export function schemaRows(schema: JsonSchema, components: Record<string, JsonSchema>, prefix = '', depth = 6): SchemaRow[] {
  const own = resolved(schema, components);
  const object = own.properties ? own : own.allOf?.map((part) => resolved(part, components)).find((part) => part.properties);
  if (!object?.properties || depth === 0) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([name, property]) => {
    const field = prefix ? `${prefix}.${name}` : name;
    const inner = resolved(property, components);
    const row: SchemaRow = { field, type: typeOf(property, components), required: required.has(name), rules: rulesOf(inner), description: inner.description };
    const nested = inner.type === 'array' && inner.items ? schemaRows(inner.items, components, `${field}[]`, depth - 1) : schemaRows(inner, components, field, depth - 1);
    return [row, ...nested];
  });
}
