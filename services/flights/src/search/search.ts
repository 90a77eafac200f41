import type { Cabin, FlightOffer, Traveller } from '@portal/contracts';
import { AppError, TokenSigner } from '@portal/service-kit';
import type { FlightSupplier, SupplierOffer, SupplierSearch } from '../supplier/supplier';

/** How long a searched price holds before it must be refreshed. */
export const OFFER_TTL_MS = 20 * 60 * 1000;

/** What an offer id says: which fare of which search, at what price, for whom, until when. */
export interface OfferClaims {
  search: SupplierSearch;
  supplierRef: string;
  purchasePrice: number;
  agencyId: string;
  expiresAt: number;
}

/** The signed search, positional to keep ids short (they travel with every offer); the signer adds the expiry. */
type PackedSearch = [legs: [string, string, string][], passengers: [number, number, number], cabin: Cabin, currency: string, agencyId: string];

function pack(search: SupplierSearch, agencyId: string): { s: PackedSearch } {
  const { adults, children, infants } = search.passengers;
  return { s: [search.legs.map((leg) => [leg.origin, leg.destination, leg.date]), [adults, children, infants], search.cabin, search.currency, agencyId] };
}

function unpack([legs, [adults, children, infants], cabin, currency, agencyId]: PackedSearch): { search: SupplierSearch; agencyId: string } {
  return { search: { legs: legs.map(([origin, destination, date]) => ({ origin, destination, date })), passengers: { adults, children, infants }, cabin, currency }, agencyId };
}

const PURPOSE = 'flight-offer';

const pricesExpired = () => new AppError('prices_expired', 'Prices expired, refresh the search', undefined, 409);
const invalidOffer = () => new AppError('validation_failed', undefined, { fields: [{ field: 'offerId', reason: 'invalid_offer' }] });

/**
 * Offer ids are small tokens, `<search>.<signature>.<fare reference>.<price shown>`: a search writes
 * nothing and signs once (the service kit's token signer), whatever its number of fares. The
 * signature covers the search, the agency and the expiry. The fare's reference and shown price ride
 * along unsigned, and need not be signed: the fare is always asked of the supplier again by its
 * reference within the signed search, so an altered reference only names another fare of that same
 * search at its own price, and an altered shown price only changes what re-pricing reports as the
 * previous price. What is booked and debited is the supplier's current price, which the agent must
 * have accepted.
 */
export class OfferTokens {
  private readonly signer: TokenSigner;

  constructor(secret: string) {
    this.signer = new TokenSigner(secret);
  }

  /** Signs a search once; the function it returns names each of its fares. */
  signSearch(search: SupplierSearch, agencyId: string, now: number): (offer: SupplierOffer) => string {
    const signed = this.signer.sign(PURPOSE, pack(search, agencyId), OFFER_TTL_MS, now);
    return (offer) => `${signed}.${Buffer.from(offer.supplierRef).toString('base64url')}.${offer.purchasePrice}`;
  }

  /** The claims of a token: 400 if forged or another agency's, 409 "prices expired" once it has expired. */
  open(token: string, agencyId: string, now: number): OfferClaims {
    const [payload, mac, ref, price, extra] = token.split('.');
    if (!ref || !/^\d{1,12}$/.test(price ?? '') || extra !== undefined) throw invalidOffer();
    const opened = this.signer.open<{ s: PackedSearch }>(PURPOSE, `${payload}.${mac}`, now);
    if (!opened) throw invalidOffer();
    const claims = unpack(opened.data.s);
    if (claims.agencyId !== agencyId) throw invalidOffer();
    if (opened.expired) throw pricesExpired();
    return { ...claims, expiresAt: opened.data.exp, supplierRef: Buffer.from(ref, 'base64url').toString('utf8'), purchasePrice: Number(price) };
  }
}

/**
 * The fare a token names as the supplier prices it now for these travellers (a price may move
 * between search and booking); "prices expired" once the supplier no longer offers it.
 */
export async function currentFare(supplier: FlightSupplier, claims: OfferClaims, travellers: Pick<Traveller, 'lastName'>[]): Promise<SupplierOffer> {
  const offer = await supplier.offer(claims.search, claims.supplierRef);
  if (!offer) throw pricesExpired();
  return supplier.reprice(offer, travellers);
}

export function offerView(token: string, offer: SupplierOffer, salePrice: number, expiresAt: number): FlightOffer {
  return {
    offerId: token,
    ...fareOf(offer),
    salePrice,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

function fareOf({ journeys, fareRules, baggage, seatsLeft, currency, prices, purchasePrice }: SupplierOffer) {
  return { journeys, fareRules, baggage, seatsLeft, currency, prices, purchasePrice };
}

/** Each supplier offer's own fields as JSON, written once per offer object. */
const fareJson = new WeakMap<SupplierOffer, string>();

/**
 * A search answer (`{ offers: FlightOffer[], currency }`) as JSON text, the same as serialising
 * `offerView`s. Serialising the itineraries was the largest cost of a search (about 7 µs per
 * offer, bench/README.md); the sandbox answers a repeated search with the same offer objects, so
 * their fields are serialised once and only the id, sale price and expiry are written per request.
 */
export function searchAnswerJson(offers: { offerId: string; offer: SupplierOffer; salePrice: number }[], expiresAt: number, currency: string): string {
  const expires = JSON.stringify(new Date(expiresAt).toISOString());
  const items = offers.map(({ offerId, offer, salePrice }) => {
    let fare = fareJson.get(offer);
    if (fare === undefined) {
      fare = JSON.stringify(fareOf(offer)).slice(1, -1);
      fareJson.set(offer, fare);
    }
    // An offer id is base64url, dots and digits: nothing in it needs escaping.
    return `{"offerId":"${offerId}",${fare},"salePrice":${salePrice},"expiresAt":${expires}}`;
  });
  return `{"offers":[${items.join(',')}],"currency":${JSON.stringify(currency)}}`;
}
