import { cardPayment, type CardPayment, type OpenCardPaymentRequest } from '@portal/contracts';
import { AppError, serviceHeaders } from '@portal/service-kit';

/**
 * A card payment gateway: it hosts the card page, so the portal never sees a card number. The
 * sandbox gateway (`services/payments`) is the default; a production one replaces it here.
 */
export interface CardGateway {
  /** Opens a payment once per key; a retry answers the same payment. */
  open(request: OpenCardPaymentRequest): Promise<CardPayment>;
  get(paymentId: string): Promise<CardPayment>;
  /** Cancels a payment not yet made; answers the payment, which may have been paid meanwhile. */
  cancel(paymentId: string): Promise<CardPayment>;
  /** Refunds once per key, never beyond what was paid. */
  refund(paymentId: string, key: string, amount: number): Promise<CardPayment>;
}

/** The sandbox gateway over HTTP, with service credentials. */
export class SandboxCardGateway implements CardGateway {
  constructor(private readonly baseUrl: string) {}

  open(request: OpenCardPaymentRequest): Promise<CardPayment> {
    return this.call('POST', '/internal/payments', request);
  }

  get(paymentId: string): Promise<CardPayment> {
    return this.call('GET', `/internal/payments/${encodeURIComponent(paymentId)}`);
  }

  cancel(paymentId: string): Promise<CardPayment> {
    return this.call('POST', `/internal/payments/${encodeURIComponent(paymentId)}/cancel`);
  }

  refund(paymentId: string, key: string, amount: number): Promise<CardPayment> {
    return this.call('POST', `/internal/payments/${encodeURIComponent(paymentId)}/refund`, { key, amount });
  }

  private async call(method: string, path: string, body?: unknown): Promise<CardPayment> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...serviceHeaders() },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('service_unavailable', 'The card payment gateway is unavailable, you may retry');
    }
    const answer = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string; details?: unknown } };
    if (!res.ok) {
      const error = answer.error ?? { code: 'bad_gateway', message: 'Unexpected answer from the card payment gateway' };
      throw new AppError(error.code, error.message, error.details, res.status >= 500 ? 502 : res.status);
    }
    return cardPayment.parse(answer);
  }
}
