import { visaDestinationsResponse, visaRequirement, visaRequirementsQuery } from '@portal/contracts';
import { handle, requireSession, Router, type AppState } from '@portal/service-kit';
import { visaDestinations, visaRequirementOf } from './requirements';

/** The requirements table, read by the wizard (agencies) and the desk (operators). */
export function requirementRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  const readers = requireSession('agency_admin', 'agent', 'operator');

  router.get(
    '/visa/destinations',
    readers,
    handle({ response: visaDestinationsResponse }, (ctx) => {
      ctx.body = { destinations: visaDestinations() };
    }),
  );

  router.get(
    '/visa/requirements',
    readers,
    handle({ query: visaRequirementsQuery, response: visaRequirement }, (ctx, { query }) => {
      ctx.body = visaRequirementOf(query.destination, query.nationality, query.visaType);
    }),
  );

  return router;
}
