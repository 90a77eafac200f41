import type { ListedOperation } from './openapi';

export interface TryInput {
  /** Path and query parameters as typed; empty ones are left out. */
  values: Record<string, string>;
  /** The JSON body as typed, for operations that take one. */
  body?: string;
}

export type TryAnswer = { kind: 'json' | 'text'; status: number; text: string } | { kind: 'pdf'; status: number; bytes: number } | { kind: 'invalid_json' } | { kind: 'network' };

/** The address of an operation with its parameters filled in (`/api/v1/flights/bookings/{id}` → `…/bookings/64a…`). */
export function tryUrl(serverBaseUrl: string, { path, operation }: ListedOperation, values: Record<string, string>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const url = new URL(`${serverBaseUrl}${filled}`);
  for (const parameter of operation.parameters ?? []) {
    const value = values[parameter.name];
    if (parameter.in === 'query' && value) url.searchParams.set(parameter.name, value);
  }
  return url.toString();
}

/** One call of the integrator API with a key: never with the portal's session (its cookie stays home). */
export async function tryOperation(serverBaseUrl: string, listed: ListedOperation, key: string, input: TryInput, fetcher: typeof fetch = fetch): Promise<TryAnswer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${key}`, Accept: 'application/json, application/pdf' };
  let body: string | undefined;
  if (listed.operation.requestBody) {
    try {
      body = JSON.stringify(JSON.parse(input.body || '{}'));
    } catch {
      return { kind: 'invalid_json' };
    }
    headers['Content-Type'] = 'application/json';
  }
  if (listed.operation.parameters?.some((parameter) => parameter.name === 'Idempotency-Key')) headers['Idempotency-Key'] = input.values['Idempotency-Key'] || `docs-${crypto.randomUUID()}`;
  const res = await fetcher(tryUrl(serverBaseUrl, listed, input.values), { method: listed.method.toUpperCase(), headers, body, credentials: 'omit' }).catch(() => undefined);
  if (!res) return { kind: 'network' };
  if (res.headers.get('content-type')?.startsWith('application/pdf')) return { kind: 'pdf', status: res.status, bytes: (await res.arrayBuffer()).byteLength };
  const text = await res.text();
  try {
    return { kind: 'json', status: res.status, text: JSON.stringify(JSON.parse(text), null, 2) };
  } catch {
    return { kind: 'text', status: res.status, text };
  }
}
