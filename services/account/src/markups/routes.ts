import { AccountEvents, DEFAULT_MARKUPS, markupHistoryPage, markupSettings, markupsResponse, paginationQuery } from '@portal/contracts';
import { agencyOf, createEvent, findPage, handle, isDuplicateKey, requireSession, Router, sessionOf, type AppState, type ServiceDeps } from '@portal/service-kit';
import { pagesOf } from '../models';
import type { Wallets } from '../wallet/wallet';
import type { MarkupDoc, Markups } from './markups';

export function markupRoutes(deps: ServiceDeps, store: Markups, wallets: Wallets): Router<AppState> {
  const router = new Router<AppState>();

  router.get(
    '/account/markups',
    requireSession('agency_admin', 'agent'),
    handle({ response: markupsResponse }, async (ctx) => {
      const agencyId = agencyOf(sessionOf(ctx));
      const [doc, wallet] = await Promise.all([store.current.findOne({ _id: agencyId }).lean<MarkupDoc>(), wallets.get(agencyId)]);
      ctx.body = { markups: doc?.markups ?? DEFAULT_MARKUPS, currency: wallet.currency, updatedAt: doc?.updatedAt.toISOString() ?? null, version: doc?.version ?? 0 };
    }),
  );

  /**
   * Saves the markups as the next version: the history entry with that version is inserted first
   * (unique), so two saves at once are ordered and neither is lost from the history.
   */
  router.put(
    '/account/markups',
    requireSession('agency_admin'),
    handle({ body: markupSettings, response: markupsResponse }, async (ctx, { body }) => {
      const session = sessionOf(ctx);
      const agencyId = agencyOf(session);
      const wallet = await wallets.get(agencyId);
      for (;;) {
        const doc = await store.current.findOne({ _id: agencyId }).lean<MarkupDoc>();
        const version = (doc?.version ?? 0) + 1;
        const changedAt = new Date();
        try {
          // `lean`: the entry goes as built, one insert, so its unique `_id` alone orders two saves.
          await store.history.insertMany([{ _id: `${agencyId}#${version}`, agencyId, version, changedBy: session.uid, changedAt, previous: doc?.markups ?? DEFAULT_MARKUPS, current: body }], {
            lean: true,
          });
        } catch (err) {
          if (isDuplicateKey(err)) continue;
          throw err;
        }
        await store.current.updateOne({ _id: agencyId }, { $set: { markups: body, version, updatedAt: changedAt, updatedBy: session.uid } }, { upsert: true });
        await deps.outbox.add([
          createEvent(AccountEvents.markupsChanged, {
            id: `${agencyId}#markups#${version}`,
            agencyId,
            actor: { kind: 'user', id: session.uid },
            data: { version, markups: body, currency: wallet.currency },
          }),
        ]);
        ctx.body = { markups: body, currency: wallet.currency, updatedAt: changedAt.toISOString(), version };
        return;
      }
    }),
  );

  router.get(
    '/account/markups/history',
    requireSession('agency_admin'),
    handle({ query: paginationQuery, response: markupHistoryPage }, async (ctx, { query }) => {
      ctx.body = await findPage(pagesOf(store.history), { agencyId: agencyOf(sessionOf(ctx)) }, { version: -1 }, query, (d) => ({
        version: d.version,
        changedBy: d.changedBy,
        changedAt: d.changedAt.toISOString(),
        previous: d.previous,
        current: d.current,
      }));
    }),
  );

  return router;
}
