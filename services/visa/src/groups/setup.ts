import { bookingModels, SandboxCardGateway, sweepWorker, WalletClient, type Replicas } from '@portal/bookings';
import { internalUrlOf, type Clock, type ServiceDeps, type ServiceParts } from '@portal/service-kit';
import type { AgencyNames } from '../desk/agencies';
import { GROUP_BOOKING_COLLECTIONS, GroupBookings } from './group-bookings';
import { GroupQuotes } from './groups';
import { groupDeskRoutes, groupRoutes } from './routes';

/** Group quotations' part of the visa service: the quotes, their kit bookings (`GR…`), the agency's and the desk's routes, the sweep (expiries, the kit's own). */
export async function groupsPart(deps: ServiceDeps, clock: Clock, replicas: Replicas<object>, agencies: AgencyNames, sweepMs: number): Promise<ServiceParts> {
  const env = process.env;
  const models = await bookingModels(deps.mongo.client, deps.mongo.db, GROUP_BOOKING_COLLECTIONS);
  const bookings = new GroupBookings({
    models,
    db: deps.mongo.db,
    wallet: new WalletClient(internalUrlOf('account', env)),
    cards: new SandboxCardGateway(env.CARD_GATEWAY_URL ?? internalUrlOf('payments', env)),
    outbox: deps.outbox,
    clock,
    log: deps.log.child({ component: 'group-bookings' }),
    agentName: (userId) => replicas.agentName(userId),
  });
  const quotes = new GroupQuotes(deps.mongo.db, deps.outbox, clock);
  await Promise.all([bookings.init(), quotes.init()]);
  const context = { quotes, bookings, replicas, agencies, db: deps.mongo.db };
  const sweep = { sweep: async () => (await Promise.all([quotes.expireDue(), bookings.sweep()]), undefined) };
  return {
    routers: [groupRoutes(context), groupDeskRoutes(context)],
    workers: [sweepWorker(sweep, sweepMs, deps.log.child({ component: 'group-sweep' }))],
  };
}
