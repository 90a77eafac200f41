import type { Clock } from '@portal/bookings';
import { TOPICS } from '@portal/contracts';
import { modelConnection, type ServiceDefinition } from '@portal/service-kit';
import type { HotelsContext } from './context';
import { destinationRoutes } from './destinations/routes';
import { hotelRoutes } from './hotels/routes';
import { imageRoutes } from './images/routes';
import { hotelReplicas } from './markups/markups';
import { RateTokens } from './search/rates';
import { searchRoutes } from './search/routes';
import { SandboxHotelSupplier } from './supplier/sandbox';
import type { HotelSupplier } from './supplier/supplier';

export interface HotelsOptions {
  supplier?: HotelSupplier;
  clock?: Clock;
}

/** The hotels service: destinations, search, hotel details and re-check, on the sandbox hotel supplier by default. */
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
      return {
        routers: [destinationRoutes(hotels), searchRoutes(hotels), hotelRoutes(hotels), imageRoutes(hotels)],
        consumers: [
          { groupId: `${deps.config.dbName}.account`, topics: [TOPICS.account], handlers: replicas.accountHandlers() },
          { groupId: `${deps.config.dbName}.identity`, topics: [TOPICS.identity], handlers: replicas.identityHandlers() },
        ],
      };
    },
  };
}

export const hotelsService = hotelsDefinition();
