import { destinationsQuery, destinationsResponse } from '@portal/contracts';
import { handle, requireSession, Router, type AppState } from '@portal/service-kit';
import type { HotelsContext } from '../context';

/** How many destinations the autocomplete lists. */
export const DESTINATIONS_LIMIT = 10;

export function destinationRoutes(hotels: Pick<HotelsContext, 'supplier'>): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/hotels/destinations',
    requireSession('agency_admin', 'agent'),
    handle({ query: destinationsQuery, response: destinationsResponse }, async (ctx, { query }) => {
      ctx.set('Cache-Control', 'private, max-age=3600');
      ctx.body = { destinations: await hotels.supplier.destinations(query.q, DESTINATIONS_LIMIT) };
    }),
  );
  return router;
}
