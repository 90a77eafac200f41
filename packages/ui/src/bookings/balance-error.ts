/** The wallet's refusals of spec §8 ("Balance error"): the balance or the credit limit does not cover the booking. */
export const BALANCE_REFUSALS = ['balance_error', 'credit_limit_exceeded'] as const;

export function isBalanceRefusal(code: string | undefined): boolean {
  return (BALANCE_REFUSALS as readonly string[]).includes(code ?? '');
}

/** What the balance lacks to pay `price` (minor units), never negative. */
export function balanceShortfall(price: number, available: number): number {
  return Math.max(0, price - available);
}

/** The figures a balance refusal shows, read from `GET /api/balance` (checked by hand: zod would weigh on every remote's bundle). */
export type BalanceFigures = { currency: string; available: number };

export function balanceFiguresOf(answer: unknown): BalanceFigures | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { currency, available } = answer as Record<string, unknown>;
  return typeof currency === 'string' && typeof available === 'number' && Number.isInteger(available) ? { currency, available } : null;
}

/** The finance screen's top-up tab, where an agency administrator declares a payment. */
export const TOP_UP_PATH = '/finance?tab=topUps';
