import type { WalletOperationResult } from '@portal/contracts';
import { AppError, serviceHeaders } from '@portal/service-kit';

export type WalletCall = 'debit' | 'hold' | 'capture' | 'release' | 'charge-to-agency' | 'refund';

/**
 * The account service's internal wallet calls, with service credentials. Each is idempotent by
 * its key, so a retry after a timeout is always safe.
 */
export class AccountClient {
  constructor(private readonly baseUrl: string) {}

  async call(operation: WalletCall, body: Record<string, unknown>): Promise<WalletOperationResult> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/internal/wallet/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...serviceHeaders() },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('service_unavailable', 'The account service is unavailable, you may retry');
    }
    const answer = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string; details?: unknown } } & WalletOperationResult;
    if (res.ok) return answer;
    const error = answer.error ?? { code: 'bad_gateway', message: 'Unexpected answer from the account service' };
    if (error.code === 'balance_error') throw new AppError('balance_error', 'Balance error', undefined, 409);
    if (error.code === 'credit_limit_exceeded') throw new AppError('credit_limit_exceeded', 'Balance error: the credit limit of the agency is reached', undefined, 409);
    throw new AppError(error.code, error.message, error.details, res.status >= 500 ? 502 : res.status);
  }
}
