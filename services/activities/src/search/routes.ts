import { activitySearchRequest, activitySearchResponse } from '@portal/contracts';
import { agencyOf, fieldErrors, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { asSupplierFailure } from '../check/routes';
import { imagesBaseOf, type ActivitiesContext } from '../context';
import type { SupplierProduct } from '../supplier/supplier';
import { searchResults } from './search';

export function searchRoutes(activities: ActivitiesContext): Router<AppState> {
  const router = new Router<AppState>();

  /** A city's products on some days, with a bookable start, filtered, sorted and paged. */
  router.post(
    '/activities/search',
    requireSession('agency_admin', 'agent'),
    handle({ body: activitySearchRequest, response: activitySearchResponse }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      if (body.from < new Date(activities.clock.now()).toISOString().slice(0, 10)) throw fieldErrors([{ field: 'from', reason: 'date_in_past' }]);
      const [currency, markup, destination] = await Promise.all([activities.replicas.currency(agencyId), activities.replicas.markup(agencyId), activities.supplier.destination(body.destination)]);
      if (!destination) throw fieldErrors([{ field: 'destination', reason: 'unknown_location' }]);
      const results = await activities.supplier.search({ destination: body.destination, from: body.from, to: body.to, currency }).catch(asSupplierFailure);
      const products = new Map<string, SupplierProduct>();
      for (const product of await Promise.all(results.map((result) => activities.supplier.product(result.productId)))) if (product) products.set(product.productId, product);
      const page = searchResults(results, products, body, { markup: markup.activities, imagesBase: imagesBaseOf(activities, ctx), currency });
      ctx.body = { destination, from: body.from, to: body.to, currency, page: body.page, pageSize: body.pageSize, ...page };
    }),
  );

  return router;
}
