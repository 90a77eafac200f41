import { z } from 'zod';

export const actorSchema = z.object({
  kind: z.enum(['user', 'service', 'system']),
  id: z.string(),
});
export type Actor = z.infer<typeof actorSchema>;

/** Envelope of every event on Kafka (ARCHITECTURE.md). */
export const eventEnvelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  agencyId: z.string().nullable(),
  actor: actorSchema,
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'data'> & { data: T };

/** One Kafka topic per owning domain; the event type says what happened. */
export const TOPICS = {
  identity: 'identity.events',
  account: 'account.events',
  flights: 'flights.events',
  hotels: 'hotels.events',
  transfers: 'transfers.events',
  activities: 'activities.events',
  visa: 'visa.events',
  helpdesk: 'helpdesk.events',
  notifications: 'notifications.events',
} as const;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/**
 * A typed event: its topic, type name, version and payload schema. Producers and consumers
 * both use the definition, so a payload that does not match is refused at both ends.
 */
export interface EventDefinition<T extends z.ZodType = z.ZodType> {
  topic: Topic;
  type: string;
  version: number;
  data: T;
}

export function defineEvent<T extends z.ZodType>(def: EventDefinition<T>): EventDefinition<T> {
  return def;
}

export type EventData<D extends EventDefinition> = z.infer<D['data']>;
