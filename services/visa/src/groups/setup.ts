import { bookingModels, sweepWorker, type Replicas } from '@portal/bookings';
import type { ServiceDeps, ServiceParts } from '@portal/service-kit';
import type { SharedBookingParts } from '../booking-parts';
import type { AgencyNames } from '../desk/agencies';
import { GROUP_BOOKING_COLLECTIONS, GroupBookings } from './group-bookings';
import { GroupQuotes } from './groups';
import { groupDeskRoutes, groupRoutes } from './routes';

/** Group quotations' part of the visa service: the quotes, their kit bookings (`GR…`), the agency's and the desk's routes, the sweep (expiries, the kit's own). */
export async function groupsPart(deps: ServiceDeps, shared: SharedBookingParts, replicas: Replicas<object>, agencies: AgencyNames, sweepMs: number): Promise<ServiceParts> {
  const models = await bookingModels(deps.mongo.client, deps.mongo.db, GROUP_BOOKING_COLLECTIONS);
  const bookings = new GroupBookings({ ...shared, models, log: deps.log.child({ component: 'group-bookings' }) });
  const quotes = new GroupQuotes(deps.mongo.db, deps.outbox, shared.clock);
  await Promise.all([bookings.init(), quotes.init()]);
  const context = { quotes, bookings, replicas, agencies, db: deps.mongo.db };
  const sweep = { sweep: async () => (await Promise.all([quotes.expireDue(), bookings.sweep()]), undefined) };
  return {
    routers: [groupRoutes(context), groupDeskRoutes(context)],
    workers: [sweepWorker(sweep, sweepMs, deps.log.child({ component: 'group-sweep' }))],
  };
}
