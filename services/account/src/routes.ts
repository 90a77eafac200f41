import {
  alertSettings,
  ledgerQuery,
  walletDebitRequest,
  walletHoldRequest,
  walletHoldSettleRequest,
  walletRefundRequest,
} from '@portal/contracts';
import { agencyOf, handle, requireServiceCall, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import type { Filter } from 'mongodb';
import type { WalletOperations } from './operations';
import { DEFAULT_ALERT_PERCENTS, entryOf, type LedgerDoc, type Wallets } from './wallet';

/** Balance and ledger for the signed-in agency; its agency comes from the session only. */
export function walletRoutes(wallets: Wallets): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/balance', requireSession('agency_admin', 'agent'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await wallets.balance(agencyOf(sessionOf(ctx)));
  });

  router.get('/account/alerts', requireSession('agency_admin'), async (ctx) => {
    const wallet = await wallets.get(agencyOf(sessionOf(ctx)));
    ctx.body = { percents: wallet.alertPercents ?? [...DEFAULT_ALERT_PERCENTS], lastTopUp: wallet.lastTopUp, currency: wallet.currency };
  });

  router.put(
    '/account/alerts',
    requireSession('agency_admin'),
    handle({ body: alertSettings }, async (ctx, { body }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const percents = [...new Set(body.percents)].sort((a, b) => b - a);
      await wallets.wallets.updateOne({ _id: agencyId }, { $set: { alertPercents: percents } });
      const wallet = await wallets.get(agencyId);
      ctx.body = { percents, lastTopUp: wallet.lastTopUp, currency: wallet.currency };
    }),
  );

  router.get(
    '/account/ledger',
    requireSession('agency_admin'),
    handle({ query: ledgerQuery }, async (ctx, { query }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const filter: Filter<LedgerDoc> = { agencyId };
      if (query.type) filter.type = query.type;
      if (query.reference) filter.reference = query.reference;
      if (query.from || query.to) {
        filter.createdAt = {
          ...(query.from ? { $gte: new Date(`${query.from}T00:00:00.000Z`) } : {}),
          ...(query.to ? { $lt: new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000) } : {}),
        };
      }
      const [docs, total] = await Promise.all([
        wallets.ledger
          .find(filter)
          .sort({ seq: -1 })
          .skip((query.page - 1) * query.pageSize)
          .limit(query.pageSize)
          .toArray(),
        wallets.ledger.countDocuments(filter),
      ]);
      ctx.body = { items: docs.map(entryOf), total, page: query.page, pageSize: query.pageSize };
    }),
  );

  return router;
}

/** Wallet movements for product services: service credentials only, idempotent by key. */
export function internalWalletRoutes(operations: WalletOperations): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/internal/wallet' });
  router.use(requireServiceCall());

  router.post(
    '/debit',
    handle({ body: walletDebitRequest }, async (ctx, { body }) => {
      const result = await operations.debit(body);
      ctx.status = result.applied ? 201 : 200;
      ctx.body = result;
    }),
  );
  router.post(
    '/hold',
    handle({ body: walletHoldRequest }, async (ctx, { body }) => {
      const result = await operations.hold(body);
      ctx.status = result.applied ? 201 : 200;
      ctx.body = result;
    }),
  );
  router.post(
    '/capture',
    handle({ body: walletHoldSettleRequest }, async (ctx, { body }) => {
      const result = await operations.capture(body);
      ctx.status = result.applied ? 201 : 200;
      ctx.body = result;
    }),
  );
  router.post(
    '/release',
    handle({ body: walletHoldSettleRequest }, async (ctx, { body }) => {
      const result = await operations.release(body);
      ctx.status = result.applied ? 201 : 200;
      ctx.body = result;
    }),
  );
  router.post(
    '/refund',
    handle({ body: walletRefundRequest }, async (ctx, { body }) => {
      const result = await operations.refund(body);
      ctx.status = result.applied ? 201 : 200;
      ctx.body = result;
    }),
  );
  return router;
}
