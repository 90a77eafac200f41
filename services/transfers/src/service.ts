import { bookingModels, SandboxCardGateway, sweepWorker, WalletClient, type Clock } from '@portal/bookings';
import { TOPICS } from '@portal/contracts';
import { internalUrlOf, modelConnection, shiftedClock, testClockRoutes, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import { TransferBookings } from './bookings/bookings';
import { bookingRoutes, internalBookingRoutes } from './bookings/routes';
import type { TransfersContext } from './context';
import { transferReplicas } from './markups/markups';
import { placeRoutes } from './places/routes';
import { OfferTokens } from './search/offers';
import { searchRoutes } from './search/routes';
import { SandboxTransferSupplier } from './supplier/sandbox';
import type { TransferSupplier } from './supplier/supplier';

export interface TransfersOptions {
  supplier?: TransferSupplier;
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves. */
  clock?: Clock | ShiftedClock;
  sweepMs?: number;
}

/** How often the booking sweep runs: holds running out, acknowledgements and cancellations on the supplier's side, stranded bookings. */
const SWEEP_MS = 3_000;

/** The transfers service: places, search and re-check of 1 to 3 trips; bookings, holds, per-trip cancellations and vouchers; on the sandbox transfer supplier by default. */
export function transfersDefinition(options: TransfersOptions = {}): ServiceDefinition {
  return {
    name: 'transfers',
    topics: [TOPICS.transfers],
    async setup(deps) {
      const env = process.env;
      const clock = options.clock ?? deps.clock;
      const supplier = options.supplier ?? new SandboxTransferSupplier({ latencyMs: Number(env.SANDBOX_LATENCY_MS ?? 0), now: () => new Date(clock.now()) });
      const replicas = transferReplicas(await modelConnection(deps.mongo));
      const offers = new OfferTokens(`${env.SESSION_SECRET ?? 'development-only-session-secret-change-me'}:transfers`);
      const transfers: TransfersContext = { supplier, offers, replicas, clock };

      // Bookings: the kit's store, money through account's wallet (no card payment for transfers), the sweep.
      const wallet = new WalletClient(internalUrlOf('account', env));
      const cards = new SandboxCardGateway(env.CARD_GATEWAY_URL ?? internalUrlOf('payments', env));
      const models = await bookingModels(deps.mongo.client, deps.mongo.db);
      const log = deps.log.child({ component: 'bookings' });
      const bookings = new TransferBookings(
        { models, db: deps.mongo.db, wallet, cards, outbox: deps.outbox, clock, log, agentName: (userId) => replicas.agentName(userId) },
        supplier,
        offers,
        replicas,
      );
      await bookings.init();

      return {
        routers: [placeRoutes(transfers), searchRoutes(transfers), bookingRoutes({ replicas, bookings })],
        internalRouters: [internalBookingRoutes(bookings), ...testClockRoutes(deps.config.production, env, clock)],
        consumers: replicas.consumers(deps.config.dbName),
        workers: [sweepWorker(bookings, options.sweepMs ?? SWEEP_MS, deps.log)],
      };
    },
  };
}

export const transfersService = transfersDefinition({ clock: shiftedClock() });
