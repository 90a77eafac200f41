import {
  alertSettings,
  alertSettingsResponse,
  balanceResponse,
  ledgerPage,
  spreadsheetFile,
  walletOperationResult,
  currencyDigits,
  languageSchema,
  ledgerQuery,
  type LedgerEntryType,
  type WalletOperationResult,
  walletDebitRequest,
  walletHoldRequest,
  walletHoldSettleRequest,
  walletAgencyChargeRequest,
  walletRefundRequest,
} from '@portal/contracts';
import { agencyOf, dayRange, findPage, handle, requireServiceCall, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import type { Filter } from 'mongodb';
import { z } from 'zod';
import { amountCell, sendTable } from './export';
import { LEDGER_COLUMNS, LEDGER_TYPE_LABELS } from './labels';
import type { WalletOperations } from './operations';
import { DEFAULT_ALERT_PERCENTS, entryOf, type LedgerDoc, type Wallets } from './wallet';

const ledgerExportQuery = ledgerQuery.omit({ page: true, pageSize: true }).extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: languageSchema.default('en'),
});

function ledgerFilter(agencyId: string, query: { from?: string; to?: string; type?: LedgerEntryType; reference?: string }): Filter<LedgerDoc> {
  const filter: Filter<LedgerDoc> = { agencyId };
  if (query.type) filter.type = query.type;
  if (query.reference) filter.reference = query.reference;
  const created = dayRange(query.from, query.to);
  if (created) filter.createdAt = created;
  return filter;
}

/** Balance and ledger for the signed-in agency; its agency comes from the session only. */
export function walletRoutes(wallets: Wallets): Router<AppState> {
  const router = new Router<AppState>();

  router.get(
    '/api/balance',
    requireSession('agency_admin', 'agent'),
    handle({ response: balanceResponse }, async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await wallets.balance(agencyOf(sessionOf(ctx)));
    }),
  );

  router.get(
    '/account/alerts',
    requireSession('agency_admin'),
    handle({ response: alertSettingsResponse }, async (ctx) => {
      const wallet = await wallets.get(agencyOf(sessionOf(ctx)));
      ctx.body = { percents: wallet.alertPercents ?? [...DEFAULT_ALERT_PERCENTS], lastTopUp: wallet.lastTopUp, currency: wallet.currency };
    }),
  );

  router.put(
    '/account/alerts',
    requireSession('agency_admin'),
    handle({ body: alertSettings, response: alertSettingsResponse }, async (ctx, { body }) => {
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
    handle({ query: ledgerQuery, response: ledgerPage }, async (ctx, { query }) => {
      ctx.body = await findPage(wallets.ledger, ledgerFilter(agencyOf(sessionOf(ctx)), query), { seq: -1 }, query, entryOf);
    }),
  );

  /** The ledger as the finance screen shows it with the same filters, as CSV or XLSX. */
  router.get(
    '/account/ledger/export',
    requireSession('agency_admin'),
    handle({ query: ledgerExportQuery, response: spreadsheetFile }, async (ctx, { query }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const docs = await wallets.ledger.find(ledgerFilter(agencyId, query)).sort({ seq: -1 }).limit(50_000).toArray();
      const rows = docs.map((d) => {
        const digits = currencyDigits(d.currency);
        return [
          d.createdAt.toISOString(),
          LEDGER_TYPE_LABELS[query.lang][d.type],
          d.reference,
          d.bookingReference,
          d.agent,
          amountCell(d.amount, digits),
          amountCell(d.heldChange, digits),
          amountCell(d.availableAfter, digits),
          amountCell(d.heldAfter, digits),
          d.currency,
        ];
      });
      await sendTable(ctx, query.format, query.lang === 'fr' ? 'releve' : 'statement', LEDGER_COLUMNS[query.lang], rows);
    }),
  );

  return router;
}

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
