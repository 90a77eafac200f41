import { bookingModels, SandboxCardGateway, sweepWorker, WalletClient, type Clock } from '@portal/bookings';
import { defaultRuntimeConfig, TOPICS } from '@portal/contracts';
import { internalUrlOf, modelConnection, shiftedClock, testClockRoutes, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import { HotelBookings, type BookableRates } from './bookings/bookings';
import { bookingRoutes, internalBookingRoutes } from './bookings/routes';
import type { HotelsContext } from './context';
import { destinationRoutes } from './destinations/routes';
import { hotelRoutes } from './hotels/routes';
import { imageRoutes } from './images/routes';
import { hotelReplicas } from './markups/markups';
import { currentRate, RateTokens } from './search/rates';
import { searchRoutes } from './search/routes';
import { SandboxHotelSupplier } from './supplier/sandbox';
import type { HotelSupplier } from './supplier/supplier';

/** How often the booking sweep runs: on-request answers, confirmation numbers, supplier cancellations, pay-later reminders and deadlines. */
const SWEEP_MS = 3_000;

export interface HotelsOptions {
  supplier?: HotelSupplier;
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves. */
  clock?: Clock | ShiftedClock;
  sweepMs?: number;
}

/** The hotels service: destinations, search, hotel details and re-check; bookings, pay-later, vouchers and cancellations; on the sandbox hotel supplier by default. */
export function hotelsDefinition(options: HotelsOptions = {}): ServiceDefinition {
  return {
    name: 'hotels',
    topics: [TOPICS.hotels],
    async setup(deps) {
      const env = process.env;
      const clock = options.clock ?? deps.clock;
      const supplier = options.supplier ?? new SandboxHotelSupplier({ latencyMs: Number(env.SANDBOX_LATENCY_MS ?? 0), now: () => new Date(clock.now()) });
      const replicas = hotelReplicas(await modelConnection(deps.mongo));
      const rates = new RateTokens(`${env.SESSION_SECRET ?? 'development-only-session-secret-change-me'}:hotels`);
      const hotels: HotelsContext = { supplier, rates, replicas, clock, baseUrl: env.HOTELS_BASE_URL || undefined };

      // Bookings: the kit's store, money through account's wallet, the sweep.
      const wallet = new WalletClient(internalUrlOf('account', env));
      const cards = new SandboxCardGateway(env.CARD_GATEWAY_URL ?? internalUrlOf('payments', env));
      const bookable: BookableRates = {
        async current(rateId, agencyId, guests) {
          const claims = rates.open(rateId, agencyId, clock.now());
          return { stay: claims.search, rate: await currentRate(supplier, claims, guests) };
        },
      };
      // A booking keeps its hotel's photo as an absolute URL on the service's public origin.
      const imagesBase = `${(hotels.baseUrl ?? defaultRuntimeConfig().hotelsBaseUrl).replace(/\/$/, '')}/hotels/images/`;
      const models = await bookingModels(deps.mongo.client, deps.mongo.db);
      const log = deps.log.child({ component: 'bookings' });
      const bookings = new HotelBookings(models, deps.mongo.db, supplier, wallet, cards, replicas, bookable, (path) => `${imagesBase}${path}`, deps.outbox, clock, log);
      await bookings.init();

      return {
        routers: [destinationRoutes(hotels), searchRoutes(hotels), hotelRoutes(hotels), imageRoutes(hotels), bookingRoutes({ replicas, bookings })],
        internalRouters: [internalBookingRoutes(bookings), ...testClockRoutes(deps.config.production, env, clock)],
        consumers: replicas.consumers(deps.config.dbName),
        workers: [sweepWorker(bookings, options.sweepMs ?? SWEEP_MS, deps.log)],
      };
    },
  };
}

export const hotelsService = hotelsDefinition({ clock: shiftedClock() });
