import { bookingModels, Replicas, SandboxCardGateway, sweepWorker, WalletClient, type Clock } from '@portal/bookings';
import { IdentityEvents, TOPICS, type EventEnvelope } from '@portal/contracts';
import { EncryptedFileStore, fileKey, internalUrlOf, modelConnection, shiftedClock, testClockRoutes, type ServiceDefinition, type ShiftedClock } from '@portal/service-kit';
import type { SharedBookingParts } from './booking-parts';
import { AgencyNames } from './desk/agencies';
import { groupsPart } from './groups/setup';
import { hotelVisaParts } from './hotels/setup';
import { deskRoutes } from './desk/routes';
import { VisaRequests } from './requests/requests';
import { requestRoutes } from './requests/routes';
import { requirementRoutes } from './requirements/routes';
import { uploadRoutes } from './uploads/routes';
import { VisaUploads } from './uploads/uploads';

/** How often the sweep runs: visa requests left half-way, refunds due, expired uploads. */
const SWEEP_MS = 5_000;

export interface VisaOptions {
  /** A shifted clock is what the test clock route (TEST_CLOCK=on) moves. */
  clock?: Clock | ShiftedClock;
  sweepMs?: number;
}

/** The visa service, behind the main server at `/visa`: visa requests (requirements, uploads, the desk), group quotations, hotel visa reservations. */
export function visaDefinition(options: VisaOptions = {}): ServiceDefinition {
  return {
    name: 'visa',
    topics: [TOPICS.visa],
    async setup(deps) {
      const env = process.env;
      const clock = options.clock ?? deps.clock;
      const log = deps.log.child({ component: 'bookings' });
      const wallet = new WalletClient(internalUrlOf('account', env));
      const cards = new SandboxCardGateway(env.CARD_GATEWAY_URL ?? internalUrlOf('payments', env));
      // Agents' and operators' names (identity's `user.changed`), the kit's replicas; no markup applies to visas.
      const replicas = new Replicas<object>(await modelConnection(deps.mongo), { keep: () => ({}) });
      const agentName = (userId: string) => replicas.agentName(userId);
      const agencies = new AgencyNames(deps.mongo.db);
      // Passport scans and documents: encrypted at rest with the service's own key.
      const files = new EncryptedFileStore(deps.mongo.db, 'visa_files', fileKey(env.VISA_FILES_KEY, env.SESSION_SECRET ?? 'development-only-session-secret-change-me', 'visa'));

      // Visa requests: uploads, the kit's bookings (money through account's wallet), the desk.
      const uploads = new VisaUploads(deps.mongo.db, files, clock);
      // One wallet, card gateway and clock for the three kinds of bookings, each in collections of its own.
      const shared: SharedBookingParts = { db: deps.mongo.db, wallet, cards, outbox: deps.outbox, clock, agentName };
      const requests = new VisaRequests({ ...shared, models: await bookingModels(deps.mongo.client, deps.mongo.db), log }, uploads);
      await Promise.all([uploads.init(), requests.init()]);
      const requestRouters = [requirementRoutes(), uploadRoutes(uploads), requestRoutes({ requests, agentName }), deskRoutes({ requests, agencies, agentName })];

      // Hotel visa reservations: their own kit bookings, routes, desk and sweep.
      const hotels = await hotelVisaParts(deps, { shared, sweepMs: options.sweepMs, agencies });
      // Group quotations: quotes, their kit bookings (GR), the agency's and the desk's routes, their sweep.
      const groups = await groupsPart(deps, shared, replicas, agencies, options.sweepMs ?? SWEEP_MS);

      const identity = replicas.identityHandlers();
      const agencyHandlers = agencies.handlers();
      return {
        routers: [...requestRouters, ...hotels.routers, ...(groups.routers ?? [])],
        internalRouters: [...hotels.internalRouters, ...testClockRoutes(deps.config.production, env, clock)],
        consumers: [
          {
            groupId: `${deps.config.dbName}.identity`,
            topics: [TOPICS.identity],
            handlers: {
              ...identity,
              [IdentityEvents.userChanged.type]: async (event: EventEnvelope) => {
                await identity[IdentityEvents.userChanged.type]!(event);
                await agencyHandlers[IdentityEvents.userChanged.type]!(event);
              },
            },
          },
        ],
        workers: [sweepWorker(requests, options.sweepMs ?? SWEEP_MS, deps.log), ...hotels.workers, ...(groups.workers ?? [])],
      };
    },
  };
}

export const visaService = visaDefinition({ clock: shiftedClock() });
