import { SupplierError, supplierFailure } from '@portal/bookings';
import { adult } from '../test-support';
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

  it('books a party on the seats its search counted: an infant on a lap takes none', async () => {
    const [offer] = await supplier.search({ ...search, passengers: { adults: 2, children: 1, infants: 1 } });
    const family = [adult('Haddad', 'Leila'), adult('Haddad', 'Karim'), { ...adult('Haddad', 'Nour'), type: 'child' as const }, { ...adult('Haddad', 'Sami'), type: 'infant' as const }];
    // The search shows this offer to a party of three seats; the booking must not refuse it for four.
    await expect(supplier.book({ ...offer!, seatsLeft: 3 }, family)).resolves.toMatchObject({ status: 'confirmed' });
    await expect(supplier.book({ ...offer!, seatsLeft: 2 }, family)).rejects.toMatchObject({ failure: 'sold_out' });
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
