import { IdentityEvents, TOPICS } from '@portal/contracts';
import { modelConnection, type ServiceDefinition } from '@portal/service-kit';
import { alertRoutes } from './alerts/routes';
import { Markups } from './markups/markups';
import { markupRoutes } from './markups/routes';
import { WalletOperations } from './operations/operations';
import { internalWalletRoutes } from './operations/routes';
import { BookingReadModel } from './reports/reports';
import { reportRoutes } from './reports/routes';
import { TopUps } from './top-ups/top-ups';
import { topUpRoutes } from './top-ups/routes';
import { Wallets } from './wallet/wallet';
import { walletRoutes } from './wallet/routes';

/** The account service: wallet ledger, top-ups, markups, reports. */
export const accountService: ServiceDefinition = {
  name: 'account',
  topics: [TOPICS.account],
  async setup(deps) {
    const connection = await modelConnection(deps.mongo);
    const wallets = new Wallets(connection, deps.log.child({ component: 'wallet' }), deps.outbox);
    await wallets.init();
    const operations = new WalletOperations(wallets, deps.outbox);
    const topUps = new TopUps(connection);
    await topUps.init();
    const markups = new Markups(connection);
    await markups.init();
    const bookings = new BookingReadModel(connection);
    await bookings.init();
    return {
      routers: [walletRoutes(wallets), alertRoutes(wallets), topUpRoutes(deps, topUps, operations), markupRoutes(deps, markups, wallets), reportRoutes(bookings, wallets)],
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
        { groupId: `${deps.config.dbName}.bookings`, topics: [TOPICS.flights, TOPICS.hotels, TOPICS.transfers, TOPICS.activities, TOPICS.visa], handlers: bookings.handlers() },
      ],
    };
  },
};
