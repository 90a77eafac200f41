import { randomUUID } from 'node:crypto';
import type { Actor, EventDefinition, EventEnvelope } from '@portal/contracts';
import type { z } from 'zod';

export interface OutgoingEvent {
  topic: string;
  /** Partition key: events with one key keep their order. */
  key: string;
  envelope: EventEnvelope;
}

export interface NewEvent<T> {
  /** Give a deterministic id (e.g. `${bookingId}:confirmed`) so a retried write records it once. */
  id?: string;
  agencyId: string | null;
  actor: Actor;
  data: T;
  key?: string;
}

/** Builds an envelope for a typed event, refusing a payload its schema does not accept. */
export function createEvent<D extends EventDefinition>(def: D, event: NewEvent<z.input<D['data']>>): OutgoingEvent {
  const data = def.data.parse(event.data) as z.infer<D['data']>;
  const envelope: EventEnvelope<typeof data> = {
    id: event.id ?? randomUUID(),
    type: def.type,
    version: def.version,
    occurredAt: new Date().toISOString(),
    agencyId: event.agencyId,
    actor: event.actor,
    data,
  };
  return { topic: def.topic, key: event.key ?? event.agencyId ?? envelope.id, envelope };
}
