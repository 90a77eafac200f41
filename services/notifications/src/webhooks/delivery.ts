import { signWebhook, WEBHOOK_HEADERS, type WebhookAttempt } from '@portal/contracts';
import { systemClock, type Clock, type Logger, type Worker } from '@portal/service-kit';
import { Doze } from '../doze';
import { nextAttemptAt, urlProblem, type DeliveryDoc, type Webhooks } from './webhooks';

/** A receiver gets this long to answer; then the attempt counts as failed. */
export const DELIVERY_TIMEOUT_MS = 5_000;
/** A claimed delivery left by a dead worker is taken over after this. */
const LEASE_MS = 60_000;
/** Deliveries in flight at once per worker, so a slow receiver holds one slot, not the queue. */
const IN_FLIGHT_MAX = 8;
const IDLE_MS = 1_000;
const RESPONSE_EXCERPT = 500;

/**
 * Sends recorded deliveries: claims a due one atomically (several instances never send the same
 * attempt), POSTs its signed body, records the attempt and schedules the next with backoff until
 * the retry window closes.
 */
export class DeliveryWorker implements Worker {
  private running = false;
  private loop: Promise<void> | undefined;
  private readonly doze = new Doze();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly webhooks: Webhooks,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {
    webhooks.onDelivery(() => this.doze.wake());
  }

  /** Claims the most overdue pending delivery, if any is due. */
  async claim(): Promise<DeliveryDoc | null> {
    const now = new Date(this.clock.now());
    return this.webhooks.deliveries.findOneAndUpdate(
      { status: 'pending', nextAttemptAt: { $lte: now }, $or: [{ leaseUntil: null }, { leaseUntil: { $lt: now } }] },
      { $set: { leaseUntil: new Date(now.getTime() + LEASE_MS) } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    );
  }

  /** One attempt of a claimed delivery, recorded with its outcome. */
  async attempt(delivery: DeliveryDoc): Promise<void> {
    const endpoint = await this.webhooks.endpoints.findOne({ _id: delivery.endpointId });
    if (!endpoint?.enabled) {
      // Turned off (or gone) after the event was recorded: nothing more is sent; the delivery ends failed, saying why.
      const why = endpoint ? 'not sent: the endpoint is disabled' : 'not sent: the endpoint was deleted';
      const attempt: WebhookAttempt = { at: new Date(this.clock.now()).toISOString(), statusCode: null, response: null, error: why };
      await this.webhooks.deliveries.updateOne({ _id: delivery._id }, { $push: { attempts: attempt }, $set: { status: 'failed', nextAttemptAt: null, leaseUntil: null } });
      return;
    }
    const attempt = await this.post(endpoint.url, this.webhooks.secretOf(endpoint), delivery);
    const ok = attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
    const now = this.clock.now();
    const next = ok ? null : nextAttemptAt(delivery.attempts.length + 1, now, delivery.giveUpAt.getTime());
    await this.webhooks.deliveries.updateOne(
      { _id: delivery._id },
      { $push: { attempts: attempt }, $set: { status: ok ? 'delivered' : next ? 'pending' : 'failed', nextAttemptAt: next, leaseUntil: null } },
    );
    if (!ok) this.log.info({ deliveryId: delivery._id, statusCode: attempt.statusCode, error: attempt.error, next }, 'webhook delivery failed');
  }

  private async post(url: string, secret: string, delivery: DeliveryDoc): Promise<WebhookAttempt> {
    const at = new Date(this.clock.now()).toISOString();
    try {
      // In production a name could have moved to a private address since it was registered.
      const problem = this.webhooks.production ? await urlProblem(url, true) : null;
      if (problem) return { at, statusCode: null, response: null, error: `refused: ${problem}` };
      // The signature's time is the wall clock's: receivers compare it with theirs.
      const signature = await signWebhook(secret, Math.floor(systemClock.now() / 1000), delivery.body);
      const res = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Voyagr-Webhooks/1',
          [WEBHOOK_HEADERS.signature]: signature,
          [WEBHOOK_HEADERS.eventId]: delivery.eventId,
          [WEBHOOK_HEADERS.eventType]: delivery.eventType,
        },
        body: delivery.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      const text = await res.text().catch(() => '');
      return { at, statusCode: res.status, response: text.slice(0, RESPONSE_EXCERPT) || null, error: null };
    } catch (err) {
      const error = err as Error & { cause?: { code?: string } };
      const reason = error.name === 'TimeoutError' ? `no answer within ${DELIVERY_TIMEOUT_MS / 1000} s` : (error.cause?.code ?? error.message);
      return { at, statusCode: null, response: null, error: reason };
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        let claimed: DeliveryDoc | null = null;
        if (this.inFlight.size < IN_FLIGHT_MAX) {
          try {
            claimed = await this.claim();
          } catch (err) {
            this.log.warn({ err: (err as Error).message }, 'webhook deliveries unavailable');
          }
        }
        if (claimed) {
          const sending: Promise<void> = this.attempt(claimed)
            .catch((err: unknown) => this.log.warn({ err: (err as Error).message, deliveryId: claimed?._id }, 'webhook attempt not recorded'))
            .finally(() => {
              this.inFlight.delete(sending);
              this.doze.wake();
            });
          this.inFlight.add(sending);
          continue;
        }
        await this.doze.for(IDLE_MS);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.doze.wake();
    await this.loop;
    await Promise.all(this.inFlight);
  }
}
