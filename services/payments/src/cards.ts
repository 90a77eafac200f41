import { SANDBOX_CARDS } from '@portal/contracts';

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** `MM/YY` still valid at `now` (a card is good to the end of its month). */
export function expiryValid(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const end = Date.UTC(2000 + year!, month!, 1);
  return end > now.getTime();
}

export type CardOutcome = 'succeeds' | 'declined' | 'insufficient_funds' | 'not_a_test_card' | 'invalid_number' | 'expired';

/**
 * What the sandbox does with a card: only the documented test numbers are taken, so a real card
 * typed here by mistake is refused before anything is kept.
 */
export function sandboxOutcome(number: string, expiry: string, now: Date): CardOutcome {
  if (!luhnValid(number)) return 'invalid_number';
  if (!expiryValid(expiry, now)) return 'expired';
  if (number === SANDBOX_CARDS.succeeds) return 'succeeds';
  if (number === SANDBOX_CARDS.declined) return 'declined';
  if (number === SANDBOX_CARDS.insufficientFunds) return 'insufficient_funds';
  return 'not_a_test_card';
}
