import { placesQuery, placesResponse } from '@portal/contracts';
import { handle, requireSession, Router, type AppState } from '@portal/service-kit';
import type { TransfersContext } from '../context';

/** How many places the autocomplete lists. */
export const PLACES_LIMIT = 10;

export function placeRoutes(transfers: Pick<TransfersContext, 'supplier'>): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/transfers/places',
    requireSession('agency_admin', 'agent'),
    handle({ query: placesQuery, response: placesResponse }, async (ctx, { query }) => {
      ctx.set('Cache-Control', 'private, max-age=3600');
      ctx.body = { places: await transfers.supplier.places(query.q, PLACES_LIMIT, query.kind) };
    }),
  );
  return router;
}
