import type { ActivityCard, ActivityCancellationRule, AgeBand, PricingMode } from '@portal/contracts';

/** A translation key and its values: the screens translate, the rules stay testable. */
export interface Words {
  key: string;
  values?: Record<string, string | number>;
}

/** What a "from" price is for: per unit, per traveller of the product's first band when known (the product page), else per person (a result card). */
export function priceFrom(card: Pick<ActivityCard, 'fromPrice' | 'pricing'>, firstBand?: AgeBand): { amount: number; per: Words } {
  let per: Words = { key: 'activities.price.perPerson' };
  if (card.pricing === 'per_unit') per = { key: 'activities.price.perUnit' };
  else if (firstBand) per = { key: 'activities.price.perBand', values: { band: firstBand } };
  return { amount: card.fromPrice, per };
}

/** A duration in words: `2 h 30 min`, `45 min`, `3 days`. */
export function durationWords(minutes: number): Words {
  if (minutes >= 24 * 60 && minutes % (24 * 60) === 0) return { key: 'activities.duration.days', values: { count: minutes / (24 * 60) } };
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return { key: 'activities.duration.minutes', values: { minutes: rest } };
  if (rest === 0) return { key: 'activities.duration.hours', values: { hours } };
  return { key: 'activities.duration.hoursMinutes', values: { hours, minutes: rest } };
}

/** The supplier's cancellation terms in plain words, from the most generous to none. */
export function cancellationWords(rule: ActivityCancellationRule): Words[] {
  if (rule.kind === 'all_sales_final') return [{ key: 'activities.cancellation.final' }];
  if (rule.kind === 'free') {
    return rule.freeUntilHours == null
      ? [{ key: 'activities.cancellation.final' }]
      : [
          { key: 'activities.cancellation.freeUntil', values: { hours: rule.freeUntilHours } },
          { key: 'activities.cancellation.noneAfter', values: { hours: rule.freeUntilHours } },
        ];
  }
  const tiers = [...rule.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  const lines: Words[] = tiers.map((tier) => ({ key: 'activities.cancellation.tier', values: { percent: tier.refundPercent, hours: tier.hoursBefore } }));
  const last = tiers[tiers.length - 1];
  lines.push(last ? { key: 'activities.cancellation.noneAfter', values: { hours: last.hoursBefore } } : { key: 'activities.cancellation.final' });
  return lines;
}

/** Whether a price is per traveller of a band or per unit (the service prices the offer; this only names it). */
export const pricingWords = (pricing: PricingMode): Words => ({ key: `activities.pricing.${pricing}` });
