import type { Clock } from '@portal/bookings';
import { TOPICS } from '@portal/contracts';
import { modelConnection, shiftedClock, testClockRoutes, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import { OfferTokens } from './check/offers';
import { checkRoutes } from './check/routes';
import type { ActivitiesContext } from './context';
import { destinationRoutes } from './destinations/routes';
import { imageRoutes } from './images/routes';
import { activityReplicas } from './markups/markups';
import { productRoutes } from './products/routes';
import { searchRoutes } from './search/routes';
import { SandboxActivitySupplier } from './supplier/sandbox';
import type { ActivitySupplier } from './supplier/supplier';

export interface ActivitiesOptions {
  supplier?: ActivitySupplier;
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves. */
  clock?: Clock | ShiftedClock;
}

/** The activities service, behind the main server at `/activities/...`: destinations, search, products and their calendars, the availability check; on the sandbox activity supplier by default. */
export function activitiesDefinition(options: ActivitiesOptions = {}): ServiceDefinition {
  return {
    name: 'activities',
    topics: [TOPICS.activities],
    async setup(deps) {
      const env = process.env;
      const clock = options.clock ?? deps.clock;
      const supplier = options.supplier ?? new SandboxActivitySupplier({ latencyMs: Number(env.SANDBOX_LATENCY_MS ?? 0), now: () => new Date(clock.now()) });
      const replicas = activityReplicas(await modelConnection(deps.mongo));
      const offers = new OfferTokens(`${env.SESSION_SECRET ?? 'development-only-session-secret-change-me'}:activities`);
      const activities: ActivitiesContext = { supplier, offers, replicas, clock, baseUrl: env.ACTIVITIES_BASE_URL || undefined };
      return {
        routers: [destinationRoutes(activities), searchRoutes(activities), productRoutes(activities), checkRoutes(activities), imageRoutes(activities)],
        internalRouters: [...testClockRoutes(deps.config.production, env, clock)],
        consumers: replicas.consumers(deps.config.dbName),
      };
    },
  };
}

export const activitiesService = activitiesDefinition({ clock: shiftedClock() });
