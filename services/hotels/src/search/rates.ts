import { deadlineAt } from '@portal/bookings';
import { PAY_LATER_MARGIN_MS, salePriceOf, type HotelRate, type MarkupRule } from '@portal/contracts';
import { AppError, TokenSigner } from '@portal/service-kit';
import type { HotelSupplier, HotelSupplierSearch, SupplierRate } from '../supplier/supplier';

/** How long searched prices hold before they must be refreshed. */
export const RATE_TTL_MS = 20 * 60 * 1000;

/** A search asked again within this bucket gets the same id: signed from the bucket's start, so it expires up to this much earlier, never later. */
const SEARCH_ID_BUCKET_MS = 5_000;
/** How many search ids of the current buckets are kept. */
const SEARCH_IDS_KEPT = 2_000;

/** What a search id says: which stay, for which agency and in which currency, until when. */
export interface SearchClaims {
  search: HotelSupplierSearch;
  agencyId: string;
  expiresAt: number;
}

/** What a rate id says besides its search: which rate of which hotel, at what purchase price it was shown. */
export interface RateClaims extends SearchClaims {
  /** The search id the rate belongs to (what a changed rate is signed on again). */
  searchId: string;
  hotelId: string;
  supplierRef: string;
  purchasePrice: number;
}

/** The signed stay, positional to keep ids short (they travel with every rate); the signer adds the expiry. */
type PackedStay = [destination: string, checkIn: string, checkOut: string, rooms: [number, number[]][], nationality: string, currency: string, agencyId: string];

function pack(search: HotelSupplierSearch, agencyId: string): { s: PackedStay } {
  return {
    s: [search.destination, search.checkIn, search.checkOut, search.rooms.map((room) => [room.adults, room.childrenAges ?? []]), search.nationality, search.currency, agencyId],
  };
}

function unpack([destination, checkIn, checkOut, rooms, nationality, currency, agencyId]: PackedStay): { search: HotelSupplierSearch; agencyId: string } {
  return { search: { destination, checkIn, checkOut, rooms: rooms.map(([adults, childrenAges]) => ({ adults, childrenAges })), nationality, currency }, agencyId };
}

const PURPOSE = 'hotel-search';
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const fromBase64url = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

export const pricesExpired = () => new AppError('prices_expired', 'Prices expired, refresh the search', undefined, 409);
const invalid = (field: 'searchId' | 'rateId') => new AppError('validation_failed', undefined, { fields: [{ field, reason: 'invalid_offer' }] });

/**
 * Search and rate ids are small tokens: a search id is `<stay>.<signature>` (the service kit's token
 * signer, once per search), a rate id `<search id>.<hotel>.<rate reference>.<price shown>`. The signature
 * covers the stay, the agency, its currency and the expiry. The hotel, the rate's reference and shown price
 * ride along unsigned, and need not be signed: the rate is always asked of the supplier again by its
 * reference within the signed stay, so an altered reference only names another rate of that same
 * search at its own price (and must belong to the named hotel), and an altered shown price only changes what re-checking reports as the
 * previous price. What is booked and charged is the supplier's current price, which the agent must
 * have accepted.
 */
export class RateTokens {
  private readonly signer: TokenSigner;
  private readonly recent = new Map<string, { bucket: number; searchId: string; expiresAt: number }>();

  constructor(secret: string) {
    this.signer = new TokenSigner(secret);
  }

  /** Signs a searched stay for an agency, for 20 minutes. */
  signSearch(search: HotelSupplierSearch, agencyId: string, now: number): string {
    return this.signer.sign(PURPOSE, pack(search, agencyId), RATE_TTL_MS, now);
  }

  /**
   * A search's id and when it expires, signed once per stay and agency within a short bucket (the
   * same search asked again, for another page, sort or filter, is not signed again).
   */
  searchId(search: HotelSupplierSearch, agencyId: string, now: number): { searchId: string; expiresAt: number } {
    const packed = pack(search, agencyId);
    const key = JSON.stringify(packed.s);
    const bucket = now - (now % SEARCH_ID_BUCKET_MS);
    const known = this.recent.get(key);
    if (known && known.bucket === bucket) return known;
    const signed = { bucket, searchId: this.signer.sign(PURPOSE, packed, RATE_TTL_MS, bucket), expiresAt: bucket + RATE_TTL_MS };
    if (!known && this.recent.size >= SEARCH_IDS_KEPT) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(key, signed);
    return signed;
  }

  /** A rate of a signed search, at the price shown. */
  rateId(searchId: string, rate: Pick<SupplierRate, 'hotelId' | 'supplierRef' | 'purchasePrice'>): string {
    return `${searchId}.${base64url(rate.hotelId)}.${base64url(rate.supplierRef)}.${rate.purchasePrice}`;
  }

  /** The claims of a search id: 400 if forged or another agency's, 409 "prices expired" once it has expired. */
  openSearch(searchId: string, agencyId: string, now: number): SearchClaims {
    return this.opened(searchId, agencyId, now, 'searchId');
  }

  /** The claims of a rate id: 400 (`rateId`, `invalid_offer`) if forged or another agency's, 409 `prices_expired` once expired. */
  open(rateId: string, agencyId: string, now: number): RateClaims {
    const [payload, mac, hotel, ref, price, extra] = rateId.split('.');
    if (!hotel || !ref || !/^\d{1,12}$/.test(price ?? '') || extra !== undefined) throw invalid('rateId');
    const searchId = `${payload}.${mac}`;
    const claims = this.opened(searchId, agencyId, now, 'rateId');
    return { ...claims, searchId, hotelId: fromBase64url(hotel), supplierRef: fromBase64url(ref), purchasePrice: Number(price) };
  }

  private opened(token: string, agencyId: string, now: number, field: 'searchId' | 'rateId'): SearchClaims {
    const opened = this.signer.open<{ s: PackedStay }>(PURPOSE, token, now);
    if (!opened || !Array.isArray(opened.data.s)) throw invalid(field);
    const claims = unpack(opened.data.s);
    if (claims.agencyId !== agencyId) throw invalid(field);
    if (opened.expired) throw pricesExpired();
    return { ...claims, expiresAt: opened.data.exp };
  }
}

/**
 * The rate a rate id names as the supplier prices it now for these guests (a price may move between
 * search and booking); "prices expired" once the supplier no longer offers it.
 */
export async function currentRate(supplier: HotelSupplier, claims: RateClaims, guests: { lastName: string }[]): Promise<SupplierRate> {
  const rate = await supplier.offer(claims.search, claims.supplierRef);
  if (!rate || rate.hotelId !== claims.hotelId) throw pricesExpired();
  return supplier.reprice(rate, guests);
}

/** A stay's sale price per night, rounded to minor units. */
export function perNight(salePrice: number, nights: number): number {
  return Math.round(salePrice / Math.max(1, nights));
}

/**
 * The contract's rate from the supplier's: the sale price with the agency's hotel markup, its
 * moments in UTC and at the hotel, and the agent's payment deadline a day before the supplier's.
 */
export function rateView(rateId: string, rate: SupplierRate, context: { markup: MarkupRule; timeZone: string; nights: number; expiresAt: number }): HotelRate {
  const { timeZone } = context;
  const salePrice = salePriceOf(context.markup, rate.purchasePrice);
  return {
    rateId,
    roomType: rate.roomType,
    board: rate.board,
    rateType: rate.rateType,
    refundable: rate.refundable,
    payment: rate.payment,
    paymentDeadline: rate.supplierPaymentDeadline ? deadlineAt(new Date(Date.parse(rate.supplierPaymentDeadline) - PAY_LATER_MARGIN_MS), timeZone) : null,
    cancellation: {
      refundable: rate.refundable,
      freeUntil: deadlineAt(rate.cancellation.freeUntil, timeZone),
      penalties: rate.cancellation.penalties.map((penalty) => ({ from: deadlineAt(penalty.from, timeZone)!, amount: penalty.amount })),
    },
    comments: rate.comments,
    rooms: rate.rooms,
    currency: rate.currency,
    purchasePrice: rate.purchasePrice,
    salePrice,
    salePerNight: perNight(salePrice, context.nights),
    expiresAt: new Date(context.expiresAt).toISOString(),
  };
}
