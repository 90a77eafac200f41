import { bookingModels, SandboxCardGateway, sweepWorker, WalletClient, type Clock } from '@portal/bookings';
import { internalUrlOf, type Router, type AppState, type ServiceDeps, type Worker } from '@portal/service-kit';
import type { AgencyNames } from '../desk/agencies';
import { HOTEL_VISA_COLLECTIONS, HotelVisaReservations } from './hotels';
import { hotelVisaDeskRoutes, hotelVisaRoutes, internalHotelVisaRoutes } from './routes';

/** How often the reservations' sweep runs: the automatic cancellations three days before arrival and their warnings. */
const SWEEP_MS = 5_000;

export interface HotelVisaOptions {
  clock: Clock;
  sweepMs?: number;
  /** Agencies' names for the desk. */
  agencies: AgencyNames;
  /** A user's name for the history (the service's replica of users), their id while it knows none. */
  agentName?: (userId: string) => Promise<string>;
}

/** Hotel visa reservations' part of the visa service: their kit bookings (own collections), routes, desk and sweep. */
export async function hotelVisaParts(
  deps: ServiceDeps,
  options: HotelVisaOptions,
): Promise<{ reservations: HotelVisaReservations; routers: Router<AppState>[]; internalRouters: Router<AppState>[]; workers: Worker[] }> {
  const env = process.env;
  const agentName = options.agentName ?? (async (userId: string) => userId);
  const models = await bookingModels(deps.mongo.client, deps.mongo.db, HOTEL_VISA_COLLECTIONS);
  const reservations = new HotelVisaReservations({
    models,
    db: deps.mongo.db,
    wallet: new WalletClient(internalUrlOf('account', env)),
    cards: new SandboxCardGateway(env.CARD_GATEWAY_URL ?? internalUrlOf('payments', env)),
    outbox: deps.outbox,
    clock: options.clock,
    log: deps.log.child({ component: 'hotel-visa' }),
    agentName,
  });
  await reservations.init();
  const context = { reservations, agentName, agencies: options.agencies };
  return {
    reservations,
    routers: [hotelVisaRoutes(context), hotelVisaDeskRoutes(context)],
    internalRouters: [internalHotelVisaRoutes(reservations)],
    workers: [sweepWorker(reservations, options.sweepMs ?? SWEEP_MS, deps.log)],
  };
}
