import { activityDestinationsQuery, activityDestinationsResponse } from '@portal/contracts';
import { handle, requireSession, Router, type AppState } from '@portal/service-kit';
import type { ActivitiesContext } from '../context';

/** How many destinations the autocomplete lists. */
export const DESTINATIONS_LIMIT = 10;

export function destinationRoutes(activities: Pick<ActivitiesContext, 'supplier'>): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/activities/destinations',
    requireSession('agency_admin', 'agent'),
    handle({ query: activityDestinationsQuery, response: activityDestinationsResponse }, async (ctx, { query }) => {
      ctx.set('Cache-Control', 'private, max-age=3600');
      ctx.body = { destinations: await activities.supplier.destinations(query.q, DESTINATIONS_LIMIT) };
    }),
  );
  return router;
}
