import { balanceResponse, currencyDigits, languageSchema, ledgerPage, ledgerQuery, spreadsheetFile, type LedgerEntryType } from '@portal/contracts';
import { agencyOf, dayRange, findPage, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import type { Filter } from 'mongodb';
import { z } from 'zod';
import { amountCell, sendTable } from '../export/export';
import { LEDGER_COLUMNS, LEDGER_TYPE_LABELS } from '../export/labels';
import { entryOf, type LedgerDoc, type Wallets } from './wallet';

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
    '/account/ledger',
    requireSession('agency_admin'),
    handle({ query: ledgerQuery, response: ledgerPage }, async (ctx, { query }) => {
      ctx.body = await findPage(wallets.ledgerPages, ledgerFilter(agencyOf(sessionOf(ctx)), query), { seq: -1 }, query, entryOf);
    }),
  );

  /** The ledger as the finance screen shows it with the same filters, as CSV or XLSX. */
  router.get(
    '/account/ledger/export',
    requireSession('agency_admin'),
    handle({ query: ledgerExportQuery, response: spreadsheetFile }, async (ctx, { query }) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const docs = await wallets.ledgerPages.find(ledgerFilter(agencyId, query)).sort({ seq: -1 }).limit(50_000).toArray();
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
