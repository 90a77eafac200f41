import type { Clock } from '@portal/bookings';
import type { ActivityProduct } from '@portal/contracts';
import type { RouteContext } from '@portal/service-kit';
import type { OfferTokens } from './check/offers';
import type { ActivityReplicas } from './markups/markups';
import type { ActivitySupplier, SupplierProduct } from './supplier/supplier';

/** What the activities routes share: the supplier, the offer tokens, what is kept of other domains, the clock. */
export interface ActivitiesContext {
  supplier: ActivitySupplier;
  offers: OfferTokens;
  replicas: ActivityReplicas;
  clock: Clock;
  /** `ACTIVITIES_BASE_URL` when configured: the origin browsers reach the service at (photo URLs); else the request's own (behind the gateway, the gateway's). */
  baseUrl?: string;
}

/** Where a product's photos are, absolute: the configured base URL, or the scheme and host the request came to. */
export function imagesBaseOf(activities: Pick<ActivitiesContext, 'baseUrl'>, ctx: Pick<RouteContext, 'protocol' | 'host'>): string {
  return `${(activities.baseUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/$/, '')}/activities/images/`;
}

/** A product as the contract shows it, its photos absolute. */
export function productView(product: SupplierProduct, imagesBase: string): ActivityProduct {
  return { ...product, images: product.images.map((image) => `${imagesBase}${image}`) };
}
