import { deadlineAt } from '@portal/bookings';
import { salePriceOf, type ActivityOffer, type ActivityTravellerAge, type AgeBand, type MarkupRule } from '@portal/contracts';
import { AppError, TokenSigner } from '@portal/service-kit';
import type { ActivitySlotQuery, ActivitySupplier, SupplierActivityOffer, SupplierProduct } from '../supplier/supplier';

/** How long a checked price holds before it must be checked again. */
export const OFFER_TTL_MS = 20 * 60 * 1000;

/** What an offer id says: which start for which travellers, for which agency and in which currency, at what purchase price, until when. */
export interface OfferClaims {
  query: ActivitySlotQuery;
  agencyId: string;
  supplierRef: string;
  purchasePrice: number;
  expiresAt: number;
}

/** The signed offer, positional to keep ids short. */
type PackedOffer = [
  productId: string,
  optionId: string,
  date: string,
  startTime: string,
  travellers: [AgeBand, number][],
  currency: string,
  agencyId: string,
  supplierRef: string,
  purchasePrice: number,
];

const PURPOSE = 'activity-offer';

export const pricesExpired = () => new AppError('prices_expired', 'Prices expired, refresh the search', undefined, 409);
const invalid = () => new AppError('validation_failed', undefined, { fields: [{ field: 'offerId', reason: 'invalid_offer' }] });

/**
 * Offer ids are the service kit's signed tokens over the start, the travellers, the agency, its
 * currency, the supplier's reference and the purchase price shown, for 20 minutes: booking opens one,
 * asks the supplier for the start again and charges its current price, which the agent must have accepted.
 */
export class OfferTokens {
  private readonly signer: TokenSigner;

  constructor(secret: string) {
    this.signer = new TokenSigner(secret);
  }

  offerId(query: ActivitySlotQuery, agencyId: string, offer: Pick<SupplierActivityOffer, 'supplierRef' | 'purchasePrice'>, now: number): string {
    const packed: PackedOffer = [
      query.productId,
      query.optionId,
      query.date,
      query.startTime,
      query.travellers.map(({ band, age }) => [band, age]),
      query.currency,
      agencyId,
      offer.supplierRef,
      offer.purchasePrice,
    ];
    return this.signer.sign(PURPOSE, { o: packed }, OFFER_TTL_MS, now);
  }

  /** The claims of an offer id: 400 (`offerId`, `invalid_offer`) if forged or another agency's, 409 `prices_expired` once expired. */
  open(offerId: string, agencyId: string, now: number): OfferClaims {
    const opened = this.signer.open<{ o: PackedOffer }>(PURPOSE, offerId, now);
    if (!opened || !Array.isArray(opened.data.o)) throw invalid();
    const [productId, optionId, date, startTime, travellers, currency, owner, supplierRef, purchasePrice] = opened.data.o;
    if (owner !== agencyId) throw invalid();
    if (opened.expired) throw pricesExpired();
    const query = { productId, optionId, date, startTime, travellers: travellers.map(([band, age]) => ({ band, age })), currency };
    return { query, agencyId, supplierRef, purchasePrice, expiresAt: opened.data.exp };
  }
}

/** The offer an offer id names as the supplier quotes it now: "prices expired" once no longer offered; a sold-out start fails as the supplier's `sold_out`. */
export async function currentOffer(supplier: ActivitySupplier, claims: OfferClaims): Promise<SupplierActivityOffer> {
  const offer = await supplier.offer(claims.query, claims.supplierRef);
  if (!offer) throw pricesExpired();
  return offer;
}

/** A supplier offer as the contract shows it: sale prices under the agency's activities markup, moments in UTC and the product's local time. */
export function offerView(offerId: string, offer: SupplierActivityOffer, product: SupplierProduct, markup: MarkupRule, expiresAt: number): ActivityOffer {
  const tz = product.timeZone;
  const option = product.options.find((candidate) => candidate.optionId === offer.optionId);
  return {
    offerId,
    productId: offer.productId,
    optionId: offer.optionId,
    title: product.title,
    optionTitle: option?.title ?? product.title,
    date: offer.date,
    startTime: offer.startTime,
    start: deadlineAt(offer.start, tz)!,
    travellers: offer.travellers.map(({ band, age }: ActivityTravellerAge) => ({ band, age })),
    prices: offer.prices.map(({ band, count, purchasePrice }) => ({ band, count, salePrice: salePriceOf(markup, purchasePrice) })),
    units: offer.units ? { count: offer.units.count, unitSalePrice: salePriceOf(markup, offer.units.unitPurchasePrice) } : null,
    confirmation: offer.confirmation,
    onRequestDeadline: deadlineAt(offer.onRequestDeadline, tz),
    cutoff: deadlineAt(offer.cutoff, tz)!,
    cancellation: {
      refundable: offer.cancellation.refundable,
      freeUntil: deadlineAt(offer.cancellation.freeUntil, tz),
      penalties: offer.cancellation.penalties.map((penalty) => ({ from: deadlineAt(penalty.from, tz)!, amount: penalty.amount })),
    },
    questions: product.questions,
    ageBands: product.ageBands,
    currency: offer.currency,
    purchasePrice: offer.purchasePrice,
    salePrice: salePriceOf(markup, offer.purchasePrice),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
