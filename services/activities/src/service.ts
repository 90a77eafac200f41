import { bookingModels, SandboxCardGateway, sweepWorker, WalletClient, type Clock } from '@portal/bookings';
import { defaultRuntimeConfig, TOPICS } from '@portal/contracts';
import { internalUrlOf, modelConnection, shiftedClock, testClockRoutes, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import { ActivityBookings } from './bookings/bookings';
import { bookingRoutes, internalBookingRoutes } from './bookings/routes';
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

/** How often the booking sweep runs: the supplier's answers to requests and their deadlines, supplier-side cancellations. */
const SWEEP_MS = 3_000;

export interface ActivitiesOptions {
  supplier?: ActivitySupplier;
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves. */
  clock?: Clock | ShiftedClock;
  sweepMs?: number;
}

/** The activities service, behind the main server at `/activities/...`: destinations, search, products and their calendars, the availability check, bookings (instant or on request), vouchers and cancellations; on the sandbox activity supplier by default. */
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

      // Bookings: the kit's store, money through account's wallet, the sweep.
      const wallet = new WalletClient(internalUrlOf('account', env));
      const cards = new SandboxCardGateway(env.CARD_GATEWAY_URL ?? internalUrlOf('payments', env));
      // A booking keeps its product's photo as an absolute URL on the origin browsers reach (the main server's, which routes `/activities`).
      const imagesBase = `${(activities.baseUrl ?? defaultRuntimeConfig().serverBaseUrl).replace(/\/$/, '')}/activities/images/`;
      const models = await bookingModels(deps.mongo.client, deps.mongo.db);
      const log = deps.log.child({ component: 'bookings' });
      const bookings = new ActivityBookings(models, deps.mongo.db, supplier, wallet, cards, replicas, offers, (path) => `${imagesBase}${path}`, deps.outbox, clock, log);
      await bookings.init();

      return {
        routers: [destinationRoutes(activities), searchRoutes(activities), productRoutes(activities), checkRoutes(activities), imageRoutes(activities), bookingRoutes({ replicas, bookings })],
        internalRouters: [internalBookingRoutes(bookings), ...testClockRoutes(deps.config.production, env, clock)],
        consumers: replicas.consumers(deps.config.dbName),
        workers: [sweepWorker(bookings, options.sweepMs ?? SWEEP_MS, deps.log)],
      };
    },
  };
}

export const activitiesService = activitiesDefinition({ clock: shiftedClock() });
