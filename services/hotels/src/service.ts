import { TOPICS, type MarkupRule } from '@portal/contracts';
import { bookingModels, Replicas, SandboxCardGateway, WalletClient, type Clock } from '@portal/bookings';
import { AppError, internalUrlOf, modelConnection, shiftedClock, testClockRoutes, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import { HotelBookings, type BookableRates } from './bookings/bookings';
import { bookingRoutes, internalBookingRoutes } from './bookings/routes';
import type { HotelSupplier } from './supplier/supplier';

/** How often the booking sweep runs: on-request answers, confirmation numbers, pay-later reminders and deadlines. */
const SWEEP_MS = 3_000;

export interface HotelsOptions {
  supplier?: HotelSupplier;
  rates?: BookableRates;
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves. */
  clock?: Clock | ShiftedClock;
  sweepMs?: number;
}

/** The hotels service: destinations, search, rates and re-check; bookings, pay-later, vouchers and cancellations. */
export function hotelsDefinition(options: HotelsOptions = {}): ServiceDefinition {
  return {
    name: 'hotels',
    topics: [TOPICS.hotels],
    async setup(deps) {
      const env = process.env;
      const clock = options.clock ?? deps.clock;
      const connection = await modelConnection(deps.mongo);
      const replicas = new Replicas<{ hotels: MarkupRule }>(connection, { keep: (settings) => ({ hotels: settings.hotels }) });
      const supplier = options.supplier;
      const rates = options.rates;
      if (!supplier || !rates) throw new AppError('not_configured', 'The hotel supplier is not configured');

      // Bookings: the kit's store, money through account's wallet, the sweep.
      const wallet = new WalletClient(internalUrlOf('account', env));
      const cards = new SandboxCardGateway(env.CARD_GATEWAY_URL ?? internalUrlOf('payments', env));
      const bookingReplicas = { hotelMarkup: async (agencyId: string) => (await replicas.markup(agencyId)).hotels, agentName: (userId: string) => replicas.agentName(userId) };
      const models = await bookingModels(deps.mongo.client, deps.mongo.db);
      const bookings = new HotelBookings(
        models,
        deps.mongo.db,
        supplier,
        wallet,
        cards,
        bookingReplicas,
        rates,
        (path) => `/hotels/images/${path}`,
        deps.outbox,
        clock,
        deps.log.child({ component: 'bookings' }),
      );
      await bookings.init();
      let sweep: NodeJS.Timeout | undefined;

      return {
        internalRouters: [internalBookingRoutes(bookings), ...testClockRoutes(deps.config.production, env, clock)],
        routers: [bookingRoutes({ replicas: bookingReplicas, bookings })],
        consumers: [
          { groupId: `${deps.config.dbName}.account`, topics: [TOPICS.account], handlers: replicas.accountHandlers() },
          { groupId: `${deps.config.dbName}.identity`, topics: [TOPICS.identity], handlers: replicas.identityHandlers() },
        ],
        workers: [
          {
            start() {
              sweep = setInterval(() => {
                void bookings.sweep().catch((err: Error) => deps.log.warn({ err: err.message }, 'booking sweep failed'));
              }, options.sweepMs ?? SWEEP_MS);
            },
            async stop() {
              clearInterval(sweep);
            },
          },
        ],
      };
    },
  };
}

export const hotelsService = hotelsDefinition({ clock: shiftedClock() });
