import type { Clock } from '@portal/bookings';
import { TOPICS } from '@portal/contracts';
import { shiftedClock, testClockRoutes, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import { hotelVisaParts } from './hotels/setup';

export interface VisaOptions {
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves: journeys pass a hotel visa reservation's automatic cancellation. */
  clock?: Clock | ShiftedClock;
  sweepMs?: number;
}

/** The visa service: visa requests, group quotations, hotel visa reservations. */
export function visaDefinition(options: VisaOptions = {}): ServiceDefinition {
  return {
    name: 'visa',
    topics: [TOPICS.visa],
    async setup(deps) {
      const clock = options.clock ?? deps.clock;
      // Hotel visa reservations (helper visa-hotels).
      const hotels = await hotelVisaParts(deps, { clock, sweepMs: options.sweepMs });
      return {
        routers: [...hotels.routers],
        internalRouters: [...hotels.internalRouters, ...testClockRoutes(deps.config.production, process.env, clock)],
        workers: [...hotels.workers],
      };
    },
  };
}

export const visaService = visaDefinition({ clock: shiftedClock() });
