import { activityProductParams, activityProductQuery, activityProductResponse, salePriceOf, type OptionAvailability } from '@portal/contracts';
import { deadlineAt } from '@portal/bookings';
import { agencyOf, AppError, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { asSupplierFailure } from '../check/routes';
import { imagesBaseOf, productView, type ActivitiesContext } from '../context';

export function productRoutes(activities: ActivitiesContext): Router<AppState> {
  const router = new Router<AppState>();

  /** A product (options, age bands, questions, policy, what is included) and each option's calendar on those days, at sale prices. */
  router.get(
    '/activities/products/:productId',
    requireSession('agency_admin', 'agent'),
    handle({ params: activityProductParams, query: activityProductQuery, response: activityProductResponse }, async (ctx, { params, query }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = activities.clock.now();
      const product = await activities.supplier.product(params.productId);
      if (!product) throw new AppError('not_found', 'No such activity');
      const [currency, markup] = await Promise.all([activities.replicas.currency(agencyId), activities.replicas.markup(agencyId)]);
      const calendar = await activities.supplier.availability(product.productId, query.from, query.to, currency).catch(asSupplierFailure);
      const sale = (purchase: number) => salePriceOf(markup.activities, purchase);
      const availability: OptionAvailability[] = calendar.map((option) => ({
        optionId: option.optionId,
        days: option.days.map((day) => ({
          date: day.date,
          slots: day.slots.map((slot) => ({
            startTime: slot.startTime,
            remaining: slot.remaining,
            bookable: slot.remaining > 0 && Date.parse(slot.cutoff) > now,
            cutoff: deadlineAt(slot.cutoff, product.timeZone)!,
            prices: slot.bandPrices.map(({ band, purchasePrice }) => ({ band, salePrice: sale(purchasePrice) })),
            unitSalePrice: slot.unitPurchasePrice === null ? null : sale(slot.unitPurchasePrice),
          })),
        })),
      }));
      ctx.body = { product: productView(product, imagesBaseOf(activities, ctx)), currency, from: query.from, to: query.to, availability };
    }),
  );

  return router;
}
