import { z } from 'zod';
import { REASONS } from './limits';
import { pageOf, paginationQuery } from './validation';

/** What an agency may subscribe an endpoint to (the list); a test delivery has its own type. */
export const WEBHOOK_EVENT_TYPES = ['booking.confirmed', 'booking.ticketed', 'booking.cancelled', 'booking.on_request_resolved', 'visa.status_changed', 'ticket.replied'] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: 'invalid_choice' });
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Endpoints an agency may register. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** Delivery headers: the signature, the event id a receiver deduplicates on, and the event's type. */
export const WEBHOOK_HEADERS = {
  signature: 'Voyagr-Signature',
  eventId: 'Voyagr-Event-Id',
  eventType: 'Voyagr-Event-Type',
} as const;

/** How far a signature's timestamp may be from the receiver's clock (replays older than this are refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** What a receiver gets: the JSON body of every delivery. */
export const webhookPayload = z.object({
  id: z.string(),
  type: z.union([webhookEventTypeSchema, z.literal(WEBHOOK_TEST_EVENT)]),
  occurredAt: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;

/** A URL that parses with an http(s) scheme; the service adds the rules of where it runs (https and public addresses in production). */
export const webhookUrlField = z
  .string({ error: REASONS.required })
  .trim()
  .min(1, { error: REASONS.required })
  .max(2000, { error: REASONS.tooLong })
  .refine((value) => isWebhookUrl(value), { error: 'invalid_url' });

/** Whether a receiver's address parses as an http(s) URL without credentials (forms check it before sending). */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

const eventTypesField = z.array(webhookEventTypeSchema).min(1, { error: REASONS.required }).max(WEBHOOK_EVENT_TYPES.length);

export const webhookEndpointCreateRequest = z.object({ url: webhookUrlField, eventTypes: eventTypesField, enabled: z.boolean().default(true) });
export const webhookEndpointUpdateRequest = z.object({ url: webhookUrlField.optional(), eventTypes: eventTypesField.optional(), enabled: z.boolean().optional() });
export type WebhookEndpointCreateRequest = z.input<typeof webhookEndpointCreateRequest>;
export type WebhookEndpointUpdateRequest = z.input<typeof webhookEndpointUpdateRequest>;

export const webhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** The secret's first characters, so an admin can tell which one a receiver holds. */
  secretPrefix: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;
export const webhookEndpointList = z.object({ items: z.array(webhookEndpoint), max: z.number().int() });

/** Creation and rotation answer the signing secret, once: it is never shown again. */
export const webhookEndpointWithSecret = webhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookAttempt = z.object({
  at: z.iso.datetime(),
  /** The receiver's HTTP status; null when it never answered (timeout, refused connection). */
  statusCode: z.number().int().nullable(),
  /** The first characters of the receiver's answer. */
  response: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

export const webhookDelivery = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.union([webhookEventTypeSchema, z.literal(WEBHOOK_TEST_EVENT)]),
  status: webhookDeliveryStatusSchema,
  attempts: z.array(webhookAttempt),
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;
export const webhookDeliveriesQuery = paginationQuery.extend({ endpointId: z.string().max(100).optional() });
export const webhookDeliveriesPage = pageOf(webhookDelivery);
export const webhookTestResponse = z.object({ deliveryId: z.string(), eventId: z.string() });

const encoder = new TextEncoder();

async function hmacKey(secret: string): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function bytesOfHex(value: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(value)) return null;
  const bytes = new Uint8Array(value.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(value.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * The `Voyagr-Signature` header of a body sent at `timestamp` (unix seconds): the hex HMAC-SHA256 of
 * `<t>.<raw body>` with the endpoint's secret. Web Crypto, so services, browsers and receivers share it.
 */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  const mac = await globalThis.crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${timestamp}.${body}`));
  return `t=${timestamp},v1=${hex(mac)}`;
}

/**
 * Whether a `Voyagr-Signature` header signs this raw body with this secret and its timestamp lies
 * within the tolerance of `now` (unix seconds); any `v1` of the header may match (several during a rotation).
 */
export async function verifyWebhook(secret: string, header: string, body: string, now = Math.floor(Date.now() / 1000), toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS): Promise<boolean> {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const key = await hmacKey(secret);
  const data = encoder.encode(`${timestamp}.${body}`);
  for (const [name, value] of parts) {
    const signature = name === 'v1' && value ? bytesOfHex(value) : null;
    if (signature && (await globalThis.crypto.subtle.verify('HMAC', key, signature, data))) return true;
  }
  return false;
}
