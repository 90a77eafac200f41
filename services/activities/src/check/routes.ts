import { supplierFailure } from '@portal/bookings';
import { activityCheckRequest, activityCheckResponse, activityTravellerIssues } from '@portal/contracts';
import { agencyOf, AppError, fieldErrors, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import type { ActivitiesContext } from '../context';
import { ACTIVITY_FAILURES, SupplierError } from '../supplier/supplier';
import { OFFER_TTL_MS, offerView } from './offers';

/** A supplier failure as the spec's §8 error in activities' words; anything else as it is. */
export function asSupplierFailure(err: unknown): never {
  throw err instanceof SupplierError ? supplierFailure(err, ACTIVITY_FAILURES) : err;
}

export function checkRoutes(activities: ActivitiesContext): Router<AppState> {
  const router = new Router<AppState>();

  /** One option, day and start for these travellers, priced now: the signed offer booking is given. */
  router.post(
    '/activities/check',
    requireSession('agency_admin', 'agent'),
    handle({ body: activityCheckRequest, response: activityCheckResponse }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = activities.clock.now();
      const product = await activities.supplier.product(body.productId);
      if (!product) throw new AppError('not_found', 'No such activity');
      const issues = activityTravellerIssues(product.ageBands, body.travellers);
      if (!product.options.some((option) => option.optionId === body.optionId)) issues.push({ field: 'optionId', reason: 'invalid_choice' });
      if (issues.length) throw fieldErrors(issues);
      const [currency, markup] = await Promise.all([activities.replicas.currency(agencyId), activities.replicas.markup(agencyId)]);
      const query = { productId: body.productId, optionId: body.optionId, date: body.date, startTime: body.startTime, travellers: body.travellers, currency };
      const offer = await activities.supplier.check(query).catch(asSupplierFailure);
      if (!offer) throw fieldErrors([{ field: 'startTime', reason: 'start_not_offered' }]);
      if (Date.parse(offer.cutoff) <= now) throw fieldErrors([{ field: 'startTime', reason: 'booking_closed' }]);
      const offerId = activities.offers.offerId(query, agencyId, offer, now);
      ctx.body = { offer: offerView(offerId, offer, product, markup.activities, now + OFFER_TTL_MS) };
    }),
  );

  return router;
}
