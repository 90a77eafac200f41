import { deadlineAt } from '@portal/bookings';
import { salePriceOf, type BookingDeadline, type CancellationPolicy, type MarkupRule, type TransferOffer, type TransferTripType } from '@portal/contracts';
import { AppError, TokenSigner } from '@portal/service-kit';
import type { SupplierTransferOffer, TransferSupplier, TransferSupplierSearch } from '../supplier/supplier';

/** How long searched prices hold before they must be refreshed. */
export const OFFER_TTL_MS = 20 * 60 * 1000;

/** What a search id says: which trips for whom, for which agency and in which currency, until when. */
export interface SearchClaims {
  search: TransferSupplierSearch;
  tripType: TransferTripType;
  agencyId: string;
  expiresAt: number;
}

/** What an offer id says besides its search: which trip, which supplier offer, at what purchase price it was shown. */
export interface OfferClaims extends SearchClaims {
  searchId: string;
  trip: number;
  supplierRef: string;
  purchasePrice: number;
}

/** The signed search, positional to keep ids short (they travel with every offer); the signer adds the expiry. */
type PackedSearch = [
  tripType: TransferTripType,
  trips: [from: string, to: string, date: string, time: string][],
  passengers: [adults: number, childrenAges: number[], infants: number],
  luggage: number,
  currency: string,
  agencyId: string,
];

const PURPOSE = 'transfer-search';
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const fromBase64url = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

export const pricesExpired = () => new AppError('prices_expired', 'Prices expired, refresh the search', undefined, 409);
const invalid = (field: string) => new AppError('validation_failed', undefined, { fields: [{ field, reason: 'invalid_offer' }] });

/**
 * Search and offer ids are small tokens, as hotels' are: a search id is `<search>.<signature>` (the
 * service kit's token signer), an offer id `<search id>.<trip>.<supplier reference>.<price shown>`.
 * The signature covers the trips, the party, the agency, its currency and the expiry; the trip,
 * reference and price ride along unsigned and need not be signed: the offer is always asked of the
 * supplier again by its reference within the signed search, and what is booked and charged is the
 * supplier's current price, which the agent must have accepted.
 */
export class OfferTokens {
  private readonly signer: TokenSigner;

  constructor(secret: string) {
    this.signer = new TokenSigner(secret);
  }

  /** Signs a search for an agency, for 20 minutes. */
  signSearch(tripType: TransferTripType, search: TransferSupplierSearch, agencyId: string, now: number): string {
    const { adults, childrenAges, infants } = search.passengers;
    const packed: PackedSearch = [tripType, search.trips.map((t) => [t.from, t.to, t.date, t.time]), [adults, childrenAges, infants], search.luggage, search.currency, agencyId];
    return this.signer.sign(PURPOSE, { s: packed }, OFFER_TTL_MS, now);
  }

  /** An offer of a signed search, at the price shown. */
  offerId(searchId: string, offer: Pick<SupplierTransferOffer, 'trip' | 'supplierRef' | 'purchasePrice'>): string {
    return `${searchId}.${offer.trip}.${base64url(offer.supplierRef)}.${offer.purchasePrice}`;
  }

  /** The claims of an offer id: 400 (`field`, `invalid_offer`) if forged or another agency's, 409 `prices_expired` once expired. */
  open(offerId: string, agencyId: string, now: number, field = 'offerId'): OfferClaims {
    const [payload, mac, trip, ref, price, extra] = offerId.split('.');
    if (!/^\d$/.test(trip ?? '') || !ref || !/^\d{1,12}$/.test(price ?? '') || extra !== undefined) throw invalid(field);
    const searchId = `${payload}.${mac}`;
    const opened = this.signer.open<{ s: PackedSearch }>(PURPOSE, searchId, now);
    if (!opened || !Array.isArray(opened.data.s)) throw invalid(field);
    const [tripType, trips, [adults, childrenAges, infants], luggage, currency, owner] = opened.data.s;
    if (owner !== agencyId || Number(trip) >= trips.length) throw invalid(field);
    if (opened.expired) throw pricesExpired();
    const search = { trips: trips.map(([from, to, date, time]) => ({ from, to, date, time })), passengers: { adults, childrenAges, infants }, luggage, currency };
    return { search, tripType, agencyId, expiresAt: opened.data.exp, searchId, trip: Number(trip), supplierRef: fromBase64url(ref), purchasePrice: Number(price) };
  }
}

/** The offer an offer id names as the supplier prices it now for the lead passenger; "prices expired" once it is no longer offered. */
export async function currentOffer(supplier: TransferSupplier, claims: OfferClaims, travellers: { lastName: string }[]): Promise<SupplierTransferOffer> {
  const offer = await supplier.offer(claims.search, claims.supplierRef);
  if (!offer || offer.trip !== claims.trip) throw pricesExpired();
  return supplier.reprice(offer, travellers);
}

/** A child seat's sale price: a percentage markup applies to it; a fixed markup is taken once per trip, on the vehicle. */
export function childSeatSalePrice(markup: MarkupRule, seatPurchase: number): number {
  return markup.mode === 'percent' ? salePriceOf(markup, seatPurchase) : seatPurchase;
}

/** A moment (UTC ISO) in UTC and in a place's time zone. */
export type MomentOf = (at: string, timeZone: string) => BookingDeadline;

const momentAt: MomentOf = (at, timeZone) => deadlineAt(at, timeZone)!;

/**
 * Moments worked out once each: the offers of a trip share their pickup, drop-off and penalty
 * moments, and a search shows every offer of every trip.
 */
export function searchMoments(): MomentOf {
  const known = new Map<string, BookingDeadline>();
  return (at, timeZone) => {
    const key = `${timeZone} ${at}`;
    let moment = known.get(key);
    if (!moment) {
      moment = momentAt(at, timeZone);
      known.set(key, moment);
    }
    return moment;
  };
}

/** A trip's cancellation terms for what it costs (with its child seats), its moments in UTC and at the pickup point. */
export function cancellationOf(offer: Pick<SupplierTransferOffer, 'cancellation' | 'timeZone'>, price: number, momentOf = momentAt): CancellationPolicy {
  const { freeUntil, penalties } = offer.cancellation;
  return {
    refundable: freeUntil !== null,
    freeUntil: freeUntil === null ? null : momentOf(freeUntil, offer.timeZone),
    penalties: penalties.map((penalty) => ({ from: momentOf(penalty.from, offer.timeZone), amount: Math.round(price * penalty.share) })),
  };
}

/** The contract's offer from the supplier's: the sale price with the agency's transfer markup, its moments in UTC and at the pickup point. */
export function offerView(offerId: string, offer: SupplierTransferOffer, context: { markup: MarkupRule; expiresAt: number; momentOf?: MomentOf }): TransferOffer {
  const { markup, momentOf = momentAt } = context;
  return {
    offerId,
    trip: offer.trip,
    vehicle: offer.vehicle,
    service: offer.service,
    maxPassengers: offer.maxPassengers,
    maxLuggage: offer.maxLuggage,
    priceBasis: offer.priceBasis,
    units: offer.units,
    currency: offer.currency,
    purchasePrice: offer.purchasePrice,
    salePrice: salePriceOf(markup, offer.purchasePrice),
    childSeat: offer.childSeatPrice === null ? null : { purchasePrice: offer.childSeatPrice, salePrice: childSeatSalePrice(markup, offer.childSeatPrice) },
    cancellation: cancellationOf(offer, offer.purchasePrice, momentOf),
    pickup: momentOf(offer.pickupAt, offer.timeZone),
    dropOff: momentOf(offer.dropOffAt, offer.timeZone),
    durationMinutes: offer.durationMinutes,
    meetingPoint: offer.meetingPoint,
    expiresAt: new Date(context.expiresAt).toISOString(),
  };
}
