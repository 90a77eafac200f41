import { SANDBOX_CARDS } from '@portal/contracts';
import { expiryValid, luhnValid, sandboxOutcome } from './cards';

describe('sandbox card rules', () => {
  it('checks the Luhn digit of a card number', () => {
    expect(luhnValid(SANDBOX_CARDS.succeeds)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
  });

  it('keeps a card good to the end of its expiry month', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('01 / 27', now)).toBe(true);
  });

  it('takes only its documented test cards, so a real card is refused before anything is kept', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(sandboxOutcome(SANDBOX_CARDS.succeeds, '12/30', now)).toBe('succeeds');
    expect(sandboxOutcome(SANDBOX_CARDS.declined, '12/30', now)).toBe('declined');
    expect(sandboxOutcome(SANDBOX_CARDS.insufficientFunds, '12/30', now)).toBe('insufficient_funds');
    expect(sandboxOutcome('5555555555554444', '12/30', now)).toBe('not_a_test_card');
    expect(sandboxOutcome(SANDBOX_CARDS.succeeds, '12/20', now)).toBe('expired');
  });
});
