import type { Clock } from '@portal/bookings';
import { TOPICS } from '@portal/contracts';
import { modelConnection, shiftedClock, testClockRoutes, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
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
}

/** The transfers service: places, search and re-check of 1 to 3 trips, on the sandbox transfer supplier by default. */
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
      return {
        routers: [placeRoutes(transfers), searchRoutes(transfers)],
        internalRouters: [...testClockRoutes(deps.config.production, env, clock)],
        consumers: replicas.consumers(deps.config.dbName),
      };
    },
  };
}

export const transfersService = transfersDefinition({ clock: shiftedClock() });
