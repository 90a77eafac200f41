import { moneyKeys } from './money';

describe('the money key scheme', () => {
  it("keeps flights' keys from before the kit, so a booking retried across the upgrade is never charged twice", () => {
    expect(moneyKeys('flight', '6650f1a2b3c4d5e6f7a8b9c0')).toEqual({
      take: 'flight:6650f1a2b3c4d5e6f7a8b9c0',
      hold: 'flight-hold:6650f1a2b3c4d5e6f7a8b9c0',
      capture: 'capture:flight-hold:6650f1a2b3c4d5e6f7a8b9c0',
      release: 'release:flight-hold:6650f1a2b3c4d5e6f7a8b9c0',
      refund: 'refund:6650f1a2b3c4d5e6f7a8b9c0',
      card: 'flight-card:6650f1a2b3c4d5e6f7a8b9c0',
    });
  });

  it("derives another product's keys from its own prefix", () => {
    expect(moneyKeys('hotel', 'b1')).toMatchObject({ take: 'hotel:b1', hold: 'hotel-hold:b1', capture: 'capture:hotel-hold:b1' });
  });

  it('keys the refund of a part of a booking apart (a transfer trip), so each part is refunded once', () => {
    expect(moneyKeys('transfer', 'b1', 'trips-1').refund).toBe('refund:b1:trips-1');
    expect(moneyKeys('transfer', 'b1', null).refund).toBe('refund:b1');
  });
});
