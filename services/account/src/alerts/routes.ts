import { alertSettings, alertSettingsResponse } from '@portal/contracts';
import { agencyOf, handle, requireSession, Router, sessionOf, type AppState } from '@portal/service-kit';
import { DEFAULT_ALERT_PERCENTS, type Wallets } from '../wallet/wallet';

/** The low-balance thresholds an agency admin sets, as percentages of the last top-up. */
export function alertRoutes(wallets: Wallets): Router<AppState> {
  const router = new Router<AppState>();

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

  return router;
}
