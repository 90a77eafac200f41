import { Replicas } from '@portal/bookings';
import { TOPICS } from '@portal/contracts';
import { modelConnection, shiftedClock, testClockRoutes, type Clock, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import { groupsPart } from './groups/setup';

/** How often the sweeps run (quotes past validity, the kit's unflushed moves and refunds). */
const SWEEP_MS = 5_000;

export interface VisaOptions {
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves. */
  clock?: Clock | ShiftedClock;
  sweepMs?: number;
}

/** The visa service, behind the main server at `/visa`: visa requests, group quotations, hotel visa reservations. */
export function visaDefinition(options: VisaOptions = {}): ServiceDefinition {
  return {
    name: 'visa',
    topics: [TOPICS.visa],
    async setup(deps) {
      const clock = options.clock ?? deps.clock;
      const sweepMs = options.sweepMs ?? SWEEP_MS;
      // Agents' names and agencies' currencies from identity's events, shared by every area.
      const replicas = new Replicas<object>(await modelConnection(deps.mongo), { keep: () => ({}) });

      // Group quotations (groups/): quotes, GR bookings, the agency's and the desk's routes, their sweep.
      const groups = await groupsPart(deps, clock, replicas, sweepMs);

      return {
        routers: [...(groups.routers ?? [])],
        internalRouters: [...testClockRoutes(deps.config.production, process.env, clock)],
        consumers: replicas.consumers(deps.config.dbName),
        workers: [...(groups.workers ?? [])],
      };
    },
  };
}

export const visaService = visaDefinition({ clock: shiftedClock() });
