/** The wallet's refusals of spec §8 ("Balance error"): the balance or the credit limit does not cover the booking. */
export const BALANCE_REFUSALS = ['balance_error', 'credit_limit_exceeded'] as const;

export function isBalanceRefusal(code: string | undefined): boolean {
  return (BALANCE_REFUSALS as readonly string[]).includes(code ?? '');
}

/** What the balance lacks to pay `price` (minor units), never negative. */
export function balanceShortfall(price: number, available: number): number {
  return Math.max(0, price - available);
}

/** The finance screen's top-up tab, where an agency administrator declares a payment. */
export const TOP_UP_PATH = '/finance?tab=topUps';
