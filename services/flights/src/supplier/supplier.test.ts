import { SupplierError, supplierFailure } from '@portal/bookings';
import { SandboxSupplier } from './sandbox';
import { FLIGHT_FAILURES, type SupplierSearch } from './supplier';

describe('the sandbox supplier', () => {
  const supplier = new SandboxSupplier({ now: () => new Date(Date.UTC(2027, 0, 1)) });
  const search: SupplierSearch = { legs: [{ origin: 'CDG', destination: 'TUN', date: '2027-03-10' }], passengers: { adults: 1, children: 0, infants: 0 }, cabin: 'economy', currency: 'EUR' };

  it('finds an offer of a search again by its reference, and none for a reference it never quoted', async () => {
    const [first] = await new SandboxSupplier({ now: () => new Date(Date.UTC(2027, 0, 1)) }).search(search);
    expect(await supplier.offer(search, first!.supplierRef)).toEqual(first);
    expect(await supplier.offer(search, 'XX0000@2027-03-10T06:40:00+01:00')).toBeNull();
  });
});

describe("flights' supplier failures through the kit's mapping", () => {
  const mapped = (failure: 'sold_out' | 'timeout' | 'refused') => {
    const err = supplierFailure(new SupplierError(failure, 'from the airline'), FLIGHT_FAILURES);
    return [err.status, err.code, err.message, err.details];
  };

  it('answers what booking has always answered: no flight found, supplier timeout, error confirming ticket', () => {
    expect(mapped('sold_out')).toEqual([409, 'no_flight_found', 'No flight found: no seat is left at this fare', { reason: 'sold_out' }]);
    expect(mapped('timeout')).toEqual([504, 'supplier_timeout', 'The airline did not answer in time; nothing was charged', undefined]);
    expect(mapped('refused')).toEqual([502, 'error_confirming_ticket', 'Error confirming ticket', { reason: 'refused' }]);
  });
});
