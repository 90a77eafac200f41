import type { ServiceDefinition } from '@portal/service-kit';
import { Payments } from './payments';
import { cardPageRoutes, internalPaymentRoutes } from './routes';

/**
 * The sandbox card payment gateway, on its own origin: product services open payments with
 * service credentials, the browser types the card on this service's own page, and only the
 * documented test cards are taken. A production gateway replaces it behind the same calls.
 */
export const paymentsService: ServiceDefinition = {
  name: 'payments',
  async setup(deps) {
    const payments = new Payments(deps.mongo.db);
    await payments.init();
    const publicUrl = process.env.PAYMENTS_PUBLIC_URL || undefined;
    return {
      routers: [cardPageRoutes(payments)],
      internalRouters: [internalPaymentRoutes(payments, () => publicUrl ?? deps.listening.url)],
    };
  },
};
