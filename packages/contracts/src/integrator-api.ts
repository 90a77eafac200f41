import type { z } from 'zod';
import { flightSearchRequest, flightSearchResponse } from './flights';
import type { ServiceName } from './ports';

/** The integrator API's path prefix on the main server: `/api/v1/flights/search` is flights' `/flights/search`. */
export const INTEGRATOR_API_PREFIX = '/api/v1';

export type IntegratorMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One operation of the integrator API: the portal's own route, with the very schemas its service
 * validates with, so the OpenAPI document and the gateway's allow-list come from one table.
 */
export interface IntegratorOperation {
  operationId: string;
  method: IntegratorMethod;
  /** The service's own path in OpenAPI form (`/flights/bookings/{id}`), without the prefix. */
  path: string;
  service: ServiceName;
  /** The OpenAPI tag: the product or area it belongs to. */
  tag: 'flights' | 'hotels' | 'transfers' | 'activities' | 'visa' | 'account';
  summary: { en: string; fr: string };
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Creates something once per `Idempotency-Key`. */
  idempotent?: boolean;
  /** Answers a document (PDF) rather than JSON. */
  document?: boolean;
}

export const INTEGRATOR_OPERATIONS: readonly IntegratorOperation[] = [
  {
    operationId: 'searchFlights',
    method: 'post',
    path: '/flights/search',
    service: 'flights',
    tag: 'flights',
    summary: { en: 'Search flights', fr: 'Rechercher des vols' },
    body: flightSearchRequest,
    response: flightSearchResponse,
  },
];

function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  return want.length === got.length && want.every((part, index) => (part.startsWith('{') ? got[index] !== '' : part === got[index]));
}

/** The operation a request to the integrator API names (path without the prefix), if it is one. */
export function integratorOperationFor(method: string, path: string): IntegratorOperation | undefined {
  const wanted = method.toLowerCase();
  return INTEGRATOR_OPERATIONS.find((operation) => operation.method === wanted && pathMatches(operation.path, path));
}
