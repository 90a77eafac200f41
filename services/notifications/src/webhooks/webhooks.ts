import { randomBytes, randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_TEST_EVENT,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookPayload,
} from '@portal/contracts';
import { AppError, fieldErrors, isDuplicateKey, type Clock, type SecretBox } from '@portal/service-kit';
import type { Collection } from 'mongodb';

export interface EndpointDoc {
  _id: string;
  agencyId: string;
  url: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  /** The signing secret sealed (every delivery is signed with it, so it is kept encrypted, not hashed). */
  sealedSecret: string;
  /** Its first characters, shown in lists so an agency knows which secret a receiver holds. */
  secretPrefix: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface DeliveryDoc {
  /** `${endpointId}:${eventId}`: an event reaches an endpoint once, however often it is consumed. */
  _id: string;
  agencyId: string;
  endpointId: string;
  eventId: string;
  eventType: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  /** The exact JSON every attempt sends, so a retry carries the same bytes. */
  body: string;
  status: WebhookDeliveryStatus;
  attempts: WebhookAttempt[];
  nextAttemptAt: Date | null;
  leaseUntil: Date | null;
  /** Retries stop 72 hours after the event happened. */
  giveUpAt: Date;
  createdAt: Date;
}

/** Webhook events of one booking waiting for a supplier's answer (so its answer is told as resolved). */
interface OnRequestDoc {
  _id: string;
  since: Date;
}

const SECRET_PREFIX_LENGTH = 10;
export const RETRY_WINDOW_MS = 72 * 3_600_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Waits after the 1st, 2nd… failed attempt; the last repeats until the retry window closes. */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR] as const;

/** When to try again after `failedAttempts` failures, or null once that lies beyond the retry window. */
export function nextAttemptAt(failedAttempts: number, now: number, giveUpAt: number): Date | null {
  const wait = RETRY_DELAYS_MS[Math.min(failedAttempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
  const next = now + wait;
  return next <= giveUpAt ? new Date(next) : null;
}

/** Loopback names a developer's receiver answers on: plain http is allowed there outside production. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether an IP address is private, loopback, link-local or otherwise not on the internet. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (isIP(ip) === 4) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b < 128) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168) || a >= 224;
  }
  if (isIP(ip) === 6) return ip === '::' || ip === '::1' || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip) || ip.startsWith('ff');
  return false;
}

/**
 * Where a webhook may go: in production https to a public address only (checked again at each send,
 * as a name may change address); elsewhere also http to a receiver on this machine.
 */
export async function urlProblem(value: string, production: boolean): Promise<'https_required' | 'private_address' | null> {
  const url = new URL(value);
  if (!production) return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname) ? null : 'https_required';
  if (url.protocol !== 'https:') return 'https_required';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [],
      );
  return addresses.length === 0 || addresses.some(isPrivateAddress) ? 'private_address' : null;
}

function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function endpointOf(doc: EndpointDoc): WebhookEndpoint {
  return {
    id: doc._id,
    url: doc.url,
    eventTypes: doc.eventTypes,
    enabled: doc.enabled,
    secretPrefix: doc.secretPrefix,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export function deliveryOf(doc: DeliveryDoc): WebhookDelivery {
  return {
    id: doc._id,
    endpointId: doc.endpointId,
    eventId: doc.eventId,
    eventType: doc.eventType,
    status: doc.status,
    attempts: doc.attempts,
    nextAttemptAt: doc.status === 'pending' ? (doc.nextAttemptAt?.toISOString() ?? null) : null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** A webhook event as the consumer found it, before it goes to each subscribed endpoint. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  agencyId: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

/** An agency's webhook endpoints and the deliveries of events to them. */
export class Webhooks {
  private wake: (() => void) | undefined;

  constructor(
    readonly endpoints: Collection<EndpointDoc>,
    readonly deliveries: Collection<DeliveryDoc>,
    private readonly onRequest: Collection<OnRequestDoc>,
    private readonly clock: Clock,
    readonly production: boolean,
    /** Seals the endpoints' signing secrets at rest. */
    private readonly box: SecretBox,
  ) {}

  async init(): Promise<void> {
    await Promise.all([
      this.endpoints.createIndex({ agencyId: 1, createdAt: 1 }),
      this.deliveries.createIndex({ status: 1, nextAttemptAt: 1 }),
      this.deliveries.createIndex({ agencyId: 1, createdAt: -1 }),
    ]);
  }

  /** The worker's wake-up, so a new delivery goes out without waiting for the next tick. */
  onDelivery(wake: () => void): void {
    this.wake = wake;
  }

  private now(): Date {
    return new Date(this.clock.now());
  }

  async list(agencyId: string): Promise<EndpointDoc[]> {
    return this.endpoints.find({ agencyId }).sort({ createdAt: 1 }).toArray();
  }

  async get(agencyId: string, id: string): Promise<EndpointDoc> {
    const doc = await this.endpoints.findOne({ _id: id, agencyId });
    if (!doc) throw new AppError('not_found', 'No such webhook endpoint');
    return doc;
  }

  private async checkUrl(url: string): Promise<void> {
    const problem = await urlProblem(url, this.production);
    if (problem) throw fieldErrors([{ field: 'url', reason: problem }]);
  }

  async create(agencyId: string, input: { url: string; eventTypes: WebhookEventType[]; enabled: boolean }): Promise<{ doc: EndpointDoc; secret: string }> {
    await this.checkUrl(input.url);
    // A count then an insert may let two simultaneous creations past the limit by one: harmless.
    if ((await this.endpoints.countDocuments({ agencyId })) >= WEBHOOK_ENDPOINTS_MAX) throw new AppError('conflict', `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints per agency`);
    const now = this.now();
    const secret = newSecret();
    const doc: EndpointDoc = {
      _id: randomUUID(),
      agencyId,
      url: input.url,
      eventTypes: [...new Set(input.eventTypes)],
      enabled: input.enabled,
      ...this.sealed(secret),
      createdAt: now,
      updatedAt: now,
    };
    await this.endpoints.insertOne(doc);
    return { doc, secret };
  }

  async update(agencyId: string, id: string, change: { url?: string; eventTypes?: WebhookEventType[]; enabled?: boolean }): Promise<EndpointDoc> {
    if (change.url !== undefined) await this.checkUrl(change.url);
    const set = {
      ...(change.url !== undefined ? { url: change.url } : {}),
      ...(change.eventTypes ? { eventTypes: [...new Set(change.eventTypes)] } : {}),
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      updatedAt: this.now(),
    };
    const doc = await this.endpoints.findOneAndUpdate({ _id: id, agencyId }, { $set: set }, { returnDocument: 'after' });
    if (!doc) throw new AppError('not_found', 'No such webhook endpoint');
    return doc;
  }

  /** Removes an endpoint and its deliveries: nothing more goes to it. */
  async remove(agencyId: string, id: string): Promise<void> {
    const { deletedCount } = await this.endpoints.deleteOne({ _id: id, agencyId });
    if (!deletedCount) throw new AppError('not_found', 'No such webhook endpoint');
    await this.deliveries.deleteMany({ endpointId: id });
  }

  async rotateSecret(agencyId: string, id: string): Promise<{ doc: EndpointDoc; secret: string }> {
    const secret = newSecret();
    const doc = await this.endpoints.findOneAndUpdate({ _id: id, agencyId }, { $set: { ...this.sealed(secret), updatedAt: this.now() } }, { returnDocument: 'after' });
    if (!doc) throw new AppError('not_found', 'No such webhook endpoint');
    return { doc, secret };
  }

  /** The endpoint's signing secret, for a delivery. */
  secretOf(endpoint: EndpointDoc): string {
    return this.box.open(endpoint.sealedSecret);
  }

  private sealed(secret: string): Pick<EndpointDoc, 'sealedSecret' | 'secretPrefix'> {
    return { sealedSecret: this.box.seal(secret), secretPrefix: secret.slice(0, SECRET_PREFIX_LENGTH) };
  }

  /** Records a delivery of the event to each of the agency's enabled endpoints subscribed to its type; the same event again records nothing new. */
  async record(event: WebhookEvent, only?: EndpointDoc): Promise<string[]> {
    const targets = only ? [only] : await this.endpoints.find({ agencyId: event.agencyId, enabled: true, eventTypes: event.type as WebhookEventType }).toArray();
    const now = this.now();
    const payload: WebhookPayload = { id: event.id, type: event.type, occurredAt: event.occurredAt, data: event.data };
    const body = JSON.stringify(payload);
    const recorded: string[] = [];
    for (const endpoint of targets) {
      const _id = `${endpoint._id}:${event.id}`;
      try {
        await this.deliveries.insertOne({
          _id,
          agencyId: event.agencyId,
          endpointId: endpoint._id,
          eventId: event.id,
          eventType: event.type,
          body,
          status: 'pending',
          attempts: [],
          nextAttemptAt: now,
          leaseUntil: null,
          giveUpAt: new Date(Date.parse(event.occurredAt) + RETRY_WINDOW_MS),
          createdAt: now,
        });
        recorded.push(_id);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    if (recorded.length) this.wake?.();
    return recorded;
  }

  /** A test event to one endpoint, whatever types it subscribes to. */
  async sendTest(agencyId: string, id: string): Promise<{ deliveryId: string; eventId: string }> {
    const endpoint = await this.get(agencyId, id);
    // A disabled endpoint is sent nothing (its deliveries end failed), so a test would only look sent.
    if (!endpoint.enabled) throw new AppError('conflict', 'The endpoint is disabled: enable it to send it a test event');
    const eventId = `test-${randomUUID()}`;
    const data = { message: 'A test event from Voyagr Pro: your endpoint receives and verifies our webhooks.' };
    await this.record({ id: eventId, type: WEBHOOK_TEST_EVENT, agencyId, occurredAt: this.now().toISOString(), data }, endpoint);
    return { deliveryId: `${endpoint._id}:${eventId}`, eventId };
  }

  /** Remembers a booking waiting for a supplier's answer. */
  async awaitAnswer(key: string): Promise<void> {
    await this.onRequest.updateOne({ _id: key }, { $setOnInsert: { since: this.now() } }, { upsert: true });
  }

  /** Whether the booking was waiting for an answer; forgotten once its resolution is recorded (`forget`). */
  async wasAwaitingAnswer(key: string): Promise<boolean> {
    return (await this.onRequest.countDocuments({ _id: key })) > 0;
  }

  async forget(key: string): Promise<void> {
    await this.onRequest.deleteOne({ _id: key });
  }
}
