import { balanceFiguresOf, balanceShortfall, isBalanceRefusal } from './balance-error';

describe('a balance refusal at booking', () => {
  it('is the wallet refusing the balance or the credit limit, nothing else', () => {
    expect(isBalanceRefusal('balance_error')).toBe(true);
    expect(isBalanceRefusal('credit_limit_exceeded')).toBe(true);
    expect(isBalanceRefusal('prices_expired')).toBe(false);
    expect(isBalanceRefusal(undefined)).toBe(false);
  });

  it('says what the balance lacks', () => {
    expect(balanceShortfall(272000, 150050)).toBe(121950);
    expect(balanceShortfall(1000, 5000)).toBe(0);
  });

  it('reads the available balance from the account answer, nothing from anything else', () => {
    expect(balanceFiguresOf({ currency: 'EUR', available: 150050, held: 0, creditLimit: 0, outstanding: 0 })).toEqual({ currency: 'EUR', available: 150050 });
    expect(balanceFiguresOf({ error: { code: 'unauthorized' } })).toBeNull();
    expect(balanceFiguresOf(null)).toBeNull();
  });
});
