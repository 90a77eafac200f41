import {
  ActivityEvents,
  FlightEvents,
  HelpdeskEvents,
  HotelEvents,
  TransferEvents,
  VisaEvents,
  type EventData,
  type EventDefinition,
  type EventEnvelope,
  type WebhookEventType,
} from '@portal/contracts';
import type { EventHandler } from '@portal/service-kit';
import type { Webhooks } from './webhooks';

type Product = 'flights' | 'hotels' | 'transfers' | 'activities';

/** What one domain event tells integrators: webhook events (type and data), possibly none. */
type Mapping = (data: never, event: EventEnvelope) => Promise<{ type: WebhookEventType; data: Record<string, unknown> }[]>;

function on<D extends EventDefinition>(def: D, map: (data: EventData<D>, event: EventEnvelope) => Promise<{ type: WebhookEventType; data: Record<string, unknown> }[]>): [string, D, Mapping] {
  return [def.type, def, map as Mapping];
}

const booking = (product: Product, d: { bookingId: string; reference: string; agentId: string }, extra: Record<string, unknown> = {}) => ({
  product,
  bookingId: d.bookingId,
  reference: d.reference,
  agentId: d.agentId,
  ...extra,
});

/**
 * Turns the domain events notifications already consumes into the webhook events of the brief and
 * records their deliveries; it only records, the delivery worker sends. Each handler is added to the
 * existing consumer group's dispatch for its type (see `withWebhooks`).
 */
export function webhookHandlers(webhooks: Webhooks): Record<string, EventHandler> {
  // An on-request booking's answer is told as resolved: its product said "on request" before.
  const awaiting = (product: string, bookingId: string) => `${product}:${bookingId}`;
  const confirmed = (product: Product) => async (d: { bookingId: string; reference: string; agentId: string }) => {
    const key = awaiting(product, d.bookingId);
    const resolved = await webhooks.wasAwaitingAnswer(key);
    return [
      { type: 'booking.confirmed' as const, data: booking(product, d, { status: 'confirmed' }) },
      ...(resolved ? [{ type: 'booking.on_request_resolved' as const, data: booking(product, d, { outcome: 'confirmed' }) }] : []),
    ];
  };
  const refused = (product: Product, outcome: 'refused' | 'expired') => async (d: { bookingId: string; reference: string; agentId: string }) => [
    { type: 'booking.on_request_resolved' as const, data: booking(product, d, { outcome }) },
  ];
  const onRequest = (product: Product) => async (d: { bookingId: string }) => {
    await webhooks.awaitAnswer(awaiting(product, d.bookingId));
    return [];
  };
  const mappings = [
    on(FlightEvents.ticketed, async (d) => [{ type: 'booking.ticketed', data: booking('flights', d, { status: 'ticket_issued', pnr: d.pnr }) }]),
    on(FlightEvents.cancelled, async (d) => [{ type: 'booking.cancelled', data: booking('flights', d, { refunded: d.refunded }) }]),
    on(HotelEvents.onRequest, onRequest('hotels')),
    on(HotelEvents.confirmed, confirmed('hotels')),
    on(HotelEvents.refused, refused('hotels', 'refused')),
    on(HotelEvents.cancelled, async (d) => [{ type: 'booking.cancelled', data: booking('hotels', d, { reason: d.reason }) }]),
    on(TransferEvents.pending, onRequest('transfers')),
    on(TransferEvents.confirmed, confirmed('transfers')),
    on(TransferEvents.cancelled, async (d) => (d.bookingCancelled ? [{ type: 'booking.cancelled', data: booking('transfers', d, { reason: d.reason, refunded: d.refunded }) }] : [])),
    on(ActivityEvents.onRequest, onRequest('activities')),
    on(ActivityEvents.confirmed, confirmed('activities')),
    on(ActivityEvents.rejected, refused('activities', 'refused')),
    on(ActivityEvents.expired, refused('activities', 'expired')),
    on(ActivityEvents.cancelled, async (d) => [{ type: 'booking.cancelled', data: booking('activities', d, { by: d.by, refunded: d.refunded }) }]),
    on(VisaEvents.statusChanged, async (d) => [
      { type: 'visa.status_changed', data: { requestId: d.requestId, reference: d.reference, agentId: d.agentId, from: d.from, status: d.visaStatus, note: d.note } },
    ]),
    // Replies to the agency only: the agency's own messages are no news to it.
    on(HelpdeskEvents.replied, async (d) =>
      d.message?.side === 'support'
        ? [{ type: 'ticket.replied', data: { ticketId: d.ticketId, number: d.number, subject: d.subject, status: d.status, authorName: d.message.authorName, excerpt: d.message.excerpt } }]
        : [],
    ),
  ];
  return Object.fromEntries(
    mappings.map(([type, def, map]) => [
      type,
      async (event: EventEnvelope) => {
        if (!event.agencyId) return;
        const told = await map(def.data.parse(event.data) as never, event);
        // One domain event may tell two things (confirmed, and resolved): the second gets an id of its own.
        for (const [index, { type: webhookType, data }] of told.entries()) {
          await webhooks.record({ id: index === 0 ? event.id : `${event.id}.${webhookType}`, type: webhookType, agencyId: event.agencyId, occurredAt: event.occurredAt, data });
        }
        // Answered or cancelled: the booking waits for nothing more.
        const settled = told.find((t) => t.type === 'booking.on_request_resolved' || t.type === 'booking.cancelled');
        if (settled) await webhooks.forget(awaiting(String(settled.data.product), String(settled.data.bookingId)));
      },
    ]),
  );
}

/** A consumer group's handlers with the webhook handler of each type it already dispatches run first (recording is quick and idempotent). */
export function withWebhooks(handlers: Record<string, EventHandler>, hooks: Record<string, EventHandler>): Record<string, EventHandler> {
  return Object.fromEntries(
    Object.entries(handlers).map(([type, own]) => {
      const hook = hooks[type];
      return [
        type,
        hook
          ? async (event: EventEnvelope) => {
              await hook(event);
              await own(event);
            }
          : own,
      ];
    }),
  );
}
