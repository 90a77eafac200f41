import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FlightOffer } from '@portal/contracts';
import { AppError } from '@portal/service-kit';
import type { SupplierOffer } from './supplier/supplier';

/** How long a searched price holds before it must be refreshed. */
export const OFFER_TTL_MS = 20 * 60 * 1000;

interface OfferClaims {
  offer: SupplierOffer;
  agencyId: string;
  expiresAt: number;
}

export const pricesExpired = () => new AppError('prices_expired', 'Prices expired, refresh the search', undefined, 409);

/**
 * Offers are self-contained signed tokens: a search writes nothing, and a booking gets back
 * exactly the fare that was shown (for the agency that searched, until it expires).
 */
export class OfferTokens {
  constructor(private readonly secret: string) {}

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(`flight-offer\n${payload}`).digest('base64url');
  }

  sign(offer: SupplierOffer, agencyId: string, now: number): string {
    const payload = Buffer.from(JSON.stringify({ offer, agencyId, expiresAt: now + OFFER_TTL_MS } satisfies OfferClaims)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The offer behind a token: 400 if forged or another agency's, 409 "prices expired" once it has expired. */
  open(token: string, agencyId: string, now: number): OfferClaims {
    const [payload, mac] = token.split('.');
    const expected = payload ? Buffer.from(this.mac(payload)) : Buffer.alloc(0);
    const given = Buffer.from(mac ?? '');
    if (!payload || expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new AppError('validation_failed', undefined, { fields: [{ field: 'offerId', reason: 'invalid_offer' }] });
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OfferClaims;
    if (claims.agencyId !== agencyId) throw new AppError('validation_failed', undefined, { fields: [{ field: 'offerId', reason: 'invalid_offer' }] });
    if (claims.expiresAt <= now) throw pricesExpired();
    return claims;
  }
}

export function offerView(token: string, offer: SupplierOffer, salePrice: number, expiresAt: number): FlightOffer {
  return {
    offerId: token,
    journeys: offer.journeys,
    fareRules: offer.fareRules,
    baggage: offer.baggage,
    seatsLeft: offer.seatsLeft,
    currency: offer.currency,
    prices: offer.prices,
    purchasePrice: offer.purchasePrice,
    salePrice,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
