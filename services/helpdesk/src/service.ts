import { BookingEvents, TOPICS } from '@portal/contracts';
import { shiftedClock, testClockRoutes, type Clock, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import type { HelpdeskContext } from './context';
import { People } from './people/people';
import { References } from './references/references';
import { dashboardRoutes } from './dashboard/routes';
import { deskRoutes } from './desk/routes';
import { bookingChangedHandler, systemTicketHandlers } from './system/system';
import { sweepWorker } from './sweep/sweep';
import { ticketRoutes } from './tickets/routes';
import { Tickets } from './tickets/tickets';

/** How often the sweep runs its timers (auto-close, archive, urgent before travel). */
const SWEEP_MS = 5_000;

export interface HelpdeskOptions {
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves. */
  clock?: Clock | ShiftedClock;
  sweepMs?: number;
}

/** The helpdesk service, behind the main server at `/helpdesk`: tickets, their threads and attachments, the support desk, the dashboard. */
export function helpdeskDefinition(options: HelpdeskOptions = {}): ServiceDefinition {
  return {
    name: 'helpdesk',
    topics: [TOPICS.helpdesk],
    async setup(deps) {
      const clock = options.clock ?? deps.clock;
      const tickets = new Tickets(deps.mongo.db, deps.outbox, clock);
      const references = new References(deps.mongo.db);
      const people = new People(deps.mongo.db);
      await Promise.all([tickets.init(), references.init(), people.init()]);
      const context: HelpdeskContext = { tickets, references, people, clock, log: deps.log };
      const group = (name: string) => `${deps.config.dbName}.${name}`;
      return {
        routers: [ticketRoutes(context), deskRoutes(context), dashboardRoutes(context)],
        internalRouters: [...testClockRoutes(deps.config.production, process.env, clock)],
        consumers: [
          { groupId: group('identity'), topics: [TOPICS.identity], handlers: people.handlers() },
          {
            groupId: group('bookings'),
            topics: [TOPICS.flights, TOPICS.hotels, TOPICS.transfers, TOPICS.activities, TOPICS.visa],
            handlers: { [BookingEvents.flights.type]: bookingChangedHandler(context), ...systemTicketHandlers(context) },
          },
        ],
        workers: [sweepWorker(context, options.sweepMs ?? SWEEP_MS)],
      };
    },
  };
}

export const helpdeskService = helpdeskDefinition({ clock: shiftedClock() });
