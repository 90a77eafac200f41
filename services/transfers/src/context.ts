import type { Clock } from '@portal/bookings';
import type { TransferReplicas } from './markups/markups';
import type { OfferTokens } from './search/offers';
import type { TransferSupplier } from './supplier/supplier';

/** What the transfers routes share: the supplier, the offer tokens, what is kept of other domains, the clock. */
export interface TransfersContext {
  supplier: TransferSupplier;
  offers: OfferTokens;
  replicas: TransferReplicas;
  clock: Clock;
}
