import type { SupplierFailureCode } from '@portal/contracts';
import { AppError } from '@portal/service-kit';

/** A failure of the request's own data, named with the field the supplier refused. */
export type SupplierFieldFailure = 'unknown_airport' | 'unknown_location';

/**
 * Why a supplier call failed, whatever the product: no space left, no answer in time, a price
 * that moved, an offer or record it no longer knows, a cancellation it no longer takes, a booking
 * it will only confirm later (on request), a plain refusal (tickets, vouchers), or a request field
 * (`SupplierFieldFailure`); the history's labels translate each (`SUPPLIER_FAILURES`).
 */
export type SupplierFailure = SupplierFailureCode;

const FIELD_FAILURES: readonly SupplierFailure[] = ['unknown_airport', 'unknown_location'] satisfies SupplierFieldFailure[];

export class SupplierError extends Error {
  constructor(
    readonly failure: SupplierFailure,
    message: string,
    /** The search field the supplier refused (`legs.0.origin`), when the failure is the request's. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * What every supplier does for a product service, whatever it sells: search, find an offer again
 * by its reference, re-price it, book it, look the booking up again, cancel it. A product's
 * interface extends this one with its own types and any step of its own (flights: tickets).
 */
export interface Supplier<Search, Offer, Traveller, Booking> {
  search(search: Search): Promise<Offer[]>;
  /** One offer of an earlier search by its reference, as quoted now; null once it is no longer offered. */
  offer(search: Search, supplierRef: string): Promise<Offer | null>;
  /** The offer now for these travellers (their last names are what a sandbox reads): its price may have moved since the search. */
  reprice(offer: Offer, travellers?: { lastName: string }[]): Promise<Offer>;
  book(offer: Offer, travellers: Traveller[]): Promise<Booking>;
  /** A booking left pending: its record once the supplier confirmed (or cancelled) it. */
  retrieve(supplierRef: string): Promise<Booking>;
  /** Cancels a booking by the supplier's own record of it (an airline PNR, a hotel confirmation number). */
  cancel(supplierReference: string): Promise<void>;
}

/** The product's own words for the §8 errors that name it ("no flight found", "error confirming ticket"). */
export interface ProductFailures {
  soldOut: { code: string; message: string };
  /** Who did not answer, for the timeout message ("The airline did not answer in time"). */
  timeout: string;
  confirming: { code: string; message: string };
}

/**
 * The spec's §8 error for a supplier failure: sold out 409, no answer 504, a changed price 409
 * (the new price must be accepted), an offer no longer known 409 "prices expired, refresh the
 * search", a cancellation past its deadline 409 "cancellation deadline missed", a refused request
 * field 400 with the field, and anything else 502 "error confirming".
 */
export function supplierFailure(err: SupplierError, product: ProductFailures): AppError {
  if (FIELD_FAILURES.includes(err.failure)) {
    return new AppError('validation_failed', undefined, { fields: [{ field: err.field ?? 'search', reason: err.failure }] });
  }
  switch (err.failure) {
    case 'sold_out':
      return new AppError(product.soldOut.code, product.soldOut.message, { reason: 'sold_out' }, 409);
    case 'timeout':
      return new AppError('supplier_timeout', product.timeout, undefined, 504);
    case 'price_changed':
      return new AppError('price_changed', 'The price changed: review it and accept the new price', undefined, 409);
    case 'not_found':
      return new AppError('prices_expired', 'Prices expired, refresh the search', undefined, 409);
    case 'not_cancellable':
      return new AppError('cancellation_deadline_missed', 'Cancellation deadline missed', undefined, 409);
    default:
      return new AppError(product.confirming.code, product.confirming.message, { reason: err.failure }, 502);
  }
}
