import { walletAgencyChargeRequest, walletDebitRequest, walletHoldRequest, walletHoldSettleRequest, walletOperationResult, walletRefundRequest, type WalletOperationResult } from '@portal/contracts';
import { handle, requireServiceCall, Router, type AppState } from '@portal/service-kit';
import type { z } from 'zod';
import type { WalletOperations } from './operations';

/** Wallet movements for product services: service credentials only, idempotent by key (201 applied, 200 a retry). */
export function internalWalletRoutes(operations: WalletOperations): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/internal/wallet' });
  router.use(requireServiceCall());
  const movement = <S extends z.ZodType>(path: string, body: S, apply: (input: z.infer<S>) => Promise<WalletOperationResult>) =>
    router.post(
      path,
      handle({ body, response: walletOperationResult }, async (ctx, input) => {
        const result = await apply(input.body as z.infer<S>);
        ctx.status = result.applied ? 201 : 200;
        ctx.body = result;
      }),
    );
  movement('/debit', walletDebitRequest, (op) => operations.debit(op));
  movement('/hold', walletHoldRequest, (op) => operations.hold(op));
  movement('/capture', walletHoldSettleRequest, (op) => operations.capture(op));
  movement('/release', walletHoldSettleRequest, (op) => operations.release(op));
  movement('/charge-to-agency', walletAgencyChargeRequest, (op) => operations.chargeToAgency(op));
  movement('/refund', walletRefundRequest, (op) => operations.refund(op));
  return router;
}
