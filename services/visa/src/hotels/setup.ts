import { bookingModels, sweepWorker } from '@portal/bookings';
import type { Router, AppState, ServiceDeps, Worker } from '@portal/service-kit';
import type { SharedBookingParts } from '../booking-parts';
import type { AgencyNames } from '../desk/agencies';
import { HOTEL_VISA_COLLECTIONS, HotelVisaReservations } from './hotels';
import { hotelVisaDeskRoutes, hotelVisaRoutes, internalHotelVisaRoutes } from './routes';

/** How often the reservations' sweep runs: the automatic cancellations three days before arrival and their warnings. */
const SWEEP_MS = 5_000;

export interface HotelVisaOptions {
  /** The service's wallet, card gateway, clock, outbox and people's names, shared by its kinds of bookings. */
  shared: SharedBookingParts;
  sweepMs?: number;
  /** Agencies' names for the desk. */
  agencies: AgencyNames;
}

/** Hotel visa reservations' part of the visa service: their kit bookings (own collections), routes, desk and sweep. */
export async function hotelVisaParts(
  deps: ServiceDeps,
  options: HotelVisaOptions,
): Promise<{ reservations: HotelVisaReservations; routers: Router<AppState>[]; internalRouters: Router<AppState>[]; workers: Worker[] }> {
  const { shared } = options;
  const models = await bookingModels(deps.mongo.client, deps.mongo.db, HOTEL_VISA_COLLECTIONS);
  const reservations = new HotelVisaReservations({ ...shared, models, log: deps.log.child({ component: 'hotel-visa' }) });
  await reservations.init();
  const context = { reservations, agentName: shared.agentName, agencies: options.agencies };
  return {
    reservations,
    routers: [hotelVisaRoutes(context), hotelVisaDeskRoutes(context)],
    internalRouters: [internalHotelVisaRoutes(reservations)],
    workers: [sweepWorker(reservations, options.sweepMs ?? SWEEP_MS, deps.log)],
  };
}
