import { AccountEvents, type WalletOperationResult } from '@portal/contracts';
import { createEvent, type OutgoingEvent } from '@portal/service-kit';
import { DEFAULT_ALERT_PERCENTS, type WalletDoc } from '../wallet/wallet';

/** Each threshold the available balance crossed downwards raises one alert (its id says which movement). */
export function lowBalanceEvents(wallet: WalletDoc, result: WalletOperationResult): OutgoingEvent[] {
  const after = result.entry.availableAfter;
  const before = after - result.entry.amount;
  return (wallet.alertPercents ?? DEFAULT_ALERT_PERCENTS)
    .map((percent) => ({ percent, threshold: Math.round((wallet.lastTopUp * percent) / 100) }))
    .filter(({ threshold }) => threshold > 0 && before >= threshold && after < threshold)
    .map(({ percent, threshold }) =>
      createEvent(AccountEvents.balanceLow, {
        id: `${result.entry.id}:low:${percent}`,
        agencyId: wallet._id,
        actor: { kind: 'service', id: 'account' },
        data: { threshold, percent, availableAfter: after, currency: result.entry.currency },
      }),
    );
}
