import type { Clock, Logger } from '@portal/service-kit';
import type { People } from './people/people';
import type { References } from './references/references';
import type { Tickets } from './tickets/tickets';

/** What the helpdesk's routes, consumers and sweep share. */
export interface HelpdeskContext {
  tickets: Tickets;
  references: References;
  people: People;
  clock: Clock;
  log: Logger;
}
