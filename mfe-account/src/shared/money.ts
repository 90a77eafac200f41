import { currencyDigits } from '@portal/contracts';

/** Major units typed by a person (150.5 EUR) as the integer minor units the services keep (15050). */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** currencyDigits(currency));
}

export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyDigits(currency);
}

/** The smallest amount a person can type in this currency (0.01 for EUR, 0.001 for TND, 1 for JPY). */
export const amountStep = (currency: string) => 1 / 10 ** currencyDigits(currency);
