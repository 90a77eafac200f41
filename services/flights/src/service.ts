import { TOPICS } from '@portal/contracts';
import { internalUrlOf, modelConnection, shiftedClock, testClockRoutes, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import { bookingModels, SandboxCardGateway, sweepWorker, WalletClient, type CardGateway } from '@portal/bookings';
import { airportRoutes } from './airports/routes';
import { FlightBookings, type Clock } from './bookings/bookings';
import { bookingRoutes, internalBookingRoutes } from './bookings/routes';
import { FlightReplicas } from './markups/markups';
import { searchRoutes } from './search/routes';
import { OfferTokens } from './search/search';
import { SandboxSupplier } from './supplier/sandbox';
import type { FlightSupplier } from './supplier/supplier';

const SWEEP_MS = 10_000;

export interface FlightsOptions {
  supplier?: FlightSupplier;
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves. */
  clock?: Clock | ShiftedClock;
  cards?: CardGateway;
}

/** The flights service: search, re-price, book, hold, pay, ticket and cancel, on the sandbox supplier by default. */
export function flightsDefinition(options: FlightsOptions = {}): ServiceDefinition {
  return {
    name: 'flights',
    topics: [TOPICS.flights],
    async setup(deps) {
      const env = process.env;
      const clock = options.clock ?? deps.clock;
      const supplier = options.supplier ?? new SandboxSupplier({ latencyMs: Number(env.SANDBOX_LATENCY_MS ?? 0), now: () => new Date(clock.now()) });
      const replicas = new FlightReplicas(await modelConnection(deps.mongo));
      const offers = new OfferTokens(`${env.SESSION_SECRET ?? 'development-only-session-secret-change-me'}:flights`);
      const wallet = new WalletClient(internalUrlOf('account', env));
      const cards = options.cards ?? new SandboxCardGateway(env.CARD_GATEWAY_URL ?? internalUrlOf('payments', env));
      const models = await bookingModels(deps.mongo.client, deps.mongo.db);
      const bookings = new FlightBookings(models, deps.mongo.db, supplier, wallet, cards, replicas, offers, deps.outbox, clock, deps.log.child({ component: 'bookings' }));
      await bookings.init();
      return {
        internalRouters: [internalBookingRoutes(bookings), ...testClockRoutes(deps.config.production, env, clock)],
        routers: [airportRoutes(), searchRoutes({ supplier, offers, replicas, bookings, clock }), bookingRoutes({ replicas, bookings, returnOrigins: deps.config.corsOrigins })],
        consumers: replicas.consumers(deps.config.dbName),
        workers: [sweepWorker(bookings, SWEEP_MS, deps.log)],
      };
    },
  };
}

export const flightsService = flightsDefinition({ clock: shiftedClock() });
