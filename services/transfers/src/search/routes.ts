import { supplierFailure } from '@portal/bookings';
import { salePriceOf, serviceNumberKindOf, timeMeaningOf, transferRecheckRequest, transferRecheckResponse, transferSearchRequest, transferSearchResponse, type TransferPlace } from '@portal/contracts';
import { agencyOf, AppError, fieldErrors, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import type { TransfersContext } from '../context';
import { SupplierError, TRANSFER_FAILURES } from '../supplier/supplier';
import { currentOffer, OFFER_TTL_MS, offerView, searchMoments } from './offers';

/** A supplier failure as the spec's §8 error in transfers' words; anything else as it is. */
export function asSupplierFailure(err: unknown): never {
  throw err instanceof SupplierError ? supplierFailure(err, TRANSFER_FAILURES) : err;
}

export function searchRoutes(transfers: TransfersContext): Router<AppState> {
  const router = new Router<AppState>();
  const agencyUser = requireSession('agency_admin', 'agent');

  /** Every trip's offers, cheapest first; a trip without any is "no results found, please search again". */
  router.post(
    '/transfers/search',
    agencyUser,
    handle({ body: transferSearchRequest, response: transferSearchResponse }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = transfers.clock.now();
      const today = new Date(now).toISOString().slice(0, 10);
      const places = await Promise.all(body.trips.map(async (trip) => [await transfers.supplier.place(trip.from), await transfers.supplier.place(trip.to)] as const));
      const issues = body.trips.flatMap((trip, i) => [
        ...(trip.date < today ? [{ field: `trips.${i}.date`, reason: 'date_in_past' }] : []),
        ...(places[i]![0] ? [] : [{ field: `trips.${i}.from`, reason: 'unknown_location' }]),
        ...(places[i]![1] ? [] : [{ field: `trips.${i}.to`, reason: 'unknown_location' }]),
      ]);
      if (issues.length > 0) throw fieldErrors(issues);
      const [currency, markup] = await Promise.all([transfers.replicas.currency(agencyId), transfers.replicas.markup(agencyId)]);
      const search = { trips: body.trips, passengers: body.passengers, luggage: body.luggage, currency };
      const offers = await transfers.supplier.search(search).catch(asSupplierFailure);
      const empty = body.trips.map((_, i) => i).filter((i) => !offers.some((offer) => offer.trip === i));
      if (empty.length > 0) throw new AppError('no_results_found', 'No results found, please search again', { trips: empty }, 404);
      const searchId = transfers.offers.signSearch(body.tripType, search, agencyId, now);
      const expiresAt = now + OFFER_TTL_MS;
      const momentOf = searchMoments();
      ctx.body = {
        searchId,
        tripType: body.tripType,
        passengers: body.passengers,
        luggage: body.luggage,
        currency,
        trips: body.trips.map((trip, i) => {
          const [from, to] = places[i] as readonly [TransferPlace, TransferPlace];
          return {
            trip: i,
            from,
            to,
            date: trip.date,
            time: trip.time,
            timeMeaning: timeMeaningOf(from.kind, to.kind),
            serviceNumberKind: serviceNumberKindOf(from.kind, to.kind),
            offers: offers.filter((offer) => offer.trip === i).map((offer) => offerView(transfers.offers.offerId(searchId, offer), offer, { markup: markup.transfers, expiresAt, momentOf })),
          };
        }),
        expiresAt: new Date(expiresAt).toISOString(),
      };
    }),
  );

  /** The offer now; a changed price comes back with a new offer id and `priceChanged`, and must be accepted before booking. */
  router.post(
    '/transfers/recheck',
    agencyUser,
    handle({ body: transferRecheckRequest, response: transferRecheckResponse }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const now = transfers.clock.now();
      const claims = transfers.offers.open(body.offerId, agencyId, now);
      const travellers = body.leadLastName ? [{ lastName: body.leadLastName }] : [];
      const [current, markup] = await Promise.all([currentOffer(transfers.supplier, claims, travellers).catch(asSupplierFailure), transfers.replicas.markup(agencyId)]);
      // Same price: the same offer id, expiring when it did; a new price comes with a new id.
      const same = current.purchasePrice === claims.purchasePrice;
      const offerId = same ? body.offerId : transfers.offers.offerId(transfers.offers.signSearch(claims.tripType, claims.search, agencyId, now), current);
      ctx.body = {
        offer: offerView(offerId, current, { markup: markup.transfers, expiresAt: same ? claims.expiresAt : now + OFFER_TTL_MS }),
        priceChanged: !same,
        previousSalePrice: salePriceOf(markup.transfers, claims.purchasePrice),
      };
    }),
  );

  return router;
}
