import { IdentityEvents, TOPICS } from '@portal/contracts';
import type { ServiceDefinition } from '@portal/service-kit';
import { WalletOperations } from './operations';
import { internalWalletRoutes, walletRoutes } from './routes';
import { Markups, markupRoutes } from './markups';
import { BookingReadModel, reportRoutes } from './reports';
import { TopUps, topUpRoutes } from './top-ups';
import { Wallets } from './wallet';

/** The account service: wallet ledger, top-ups, markups, reports. */
export const accountService: ServiceDefinition = {
  name: 'account',
  topics: [TOPICS.account],
  async setup(deps) {
    const wallets = new Wallets(deps.mongo.db, deps.log.child({ component: 'wallet' }), deps.outbox);
    await wallets.init();
    const operations = new WalletOperations(wallets, deps.outbox);
    const topUps = new TopUps(deps.mongo.db);
    await topUps.init();
    const markups = new Markups(deps.mongo.db);
    await markups.init();
    const bookings = new BookingReadModel(deps.mongo.db);
    await bookings.init();
    return {
      routers: [walletRoutes(wallets), topUpRoutes(deps, topUps, operations), markupRoutes(deps, markups, wallets), reportRoutes(bookings, wallets)],
      internalRouters: [internalWalletRoutes(operations)],
      consumers: [
        {
          groupId: `${deps.config.dbName}.identity`,
          topics: [TOPICS.identity],
          handlers: {
            [IdentityEvents.agencyApproved.type]: async (event) => {
              const data = IdentityEvents.agencyApproved.data.parse(event.data);
              if (event.agencyId) await wallets.open(event.agencyId, data.contractCurrency);
            },
          },
        },
        { groupId: `${deps.config.dbName}.bookings`, topics: [TOPICS.flights, TOPICS.hotels, TOPICS.transfers, TOPICS.visa], handlers: bookings.handlers() },
      ],
    };
  },
};
