import { AppError } from '@portal/service-kit';
import { SupplierError, supplierFailure, type ProductFailures, type SupplierFailure } from './supplier';

const HOTEL: ProductFailures = {
  soldOut: { code: 'no_room_found', message: 'No room left at this rate' },
  timeout: 'The hotel did not answer in time; nothing was charged',
  confirming: { code: 'error_confirming_booking', message: 'Error confirming booking' },
};

const mapped = (failure: SupplierFailure, field?: string) => {
  const err = supplierFailure(new SupplierError(failure, 'from the supplier', field), HOTEL);
  return { status: err.status, code: err.code, message: err.message, details: err.details };
};

describe('the supplier seam: one mapping to the spec §8 errors', () => {
  it("uses the product's own words where §8 names the product", () => {
    expect(mapped('sold_out')).toEqual({ status: 409, code: 'no_room_found', message: 'No room left at this rate', details: { reason: 'sold_out' } });
    expect(mapped('timeout')).toEqual({ status: 504, code: 'supplier_timeout', message: 'The hotel did not answer in time; nothing was charged', details: undefined });
    expect(mapped('refused')).toEqual({ status: 502, code: 'error_confirming_booking', message: 'Error confirming booking', details: { reason: 'refused' } });
    expect(mapped('on_request')).toMatchObject({ status: 502, code: 'error_confirming_booking', details: { reason: 'on_request' } });
  });

  it('answers the same §8 error for every product where §8 names none', () => {
    expect(mapped('price_changed')).toMatchObject({ status: 409, code: 'price_changed' });
    expect(mapped('not_found')).toMatchObject({ status: 409, code: 'prices_expired', message: 'Prices expired, refresh the search' });
    expect(mapped('not_cancellable')).toMatchObject({ status: 409, code: 'cancellation_deadline_missed', message: 'Cancellation deadline missed' });
  });

  it('names the request field a supplier refused, as a validation error', () => {
    const err = supplierFailure(new SupplierError('unknown_airport', 'Unknown airport XXX', 'legs.0.origin'), HOTEL);
    expect(err).toBeInstanceOf(AppError);
    expect(mapped('unknown_airport', 'legs.0.origin')).toMatchObject({ status: 400, code: 'validation_failed', details: { fields: [{ field: 'legs.0.origin', reason: 'unknown_airport' }] } });
    expect(mapped('unknown_location', 'pickup')).toMatchObject({ status: 400, details: { fields: [{ field: 'pickup', reason: 'unknown_location' }] } });
  });
});
