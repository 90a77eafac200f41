import { cancellationWords, durationWords, priceFrom } from './product';

describe('price from', () => {
  it('is per person on a card, per the first band when known, or per unit', () => {
    expect(priceFrom({ fromPrice: 4500, pricing: 'per_person' })).toEqual({ amount: 4500, per: { key: 'activities.price.perPerson' } });
    expect(priceFrom({ fromPrice: 4500, pricing: 'per_person' }, 'senior').per.values).toEqual({ band: 'senior' });
    expect(priceFrom({ fromPrice: 30000, pricing: 'per_unit' })).toEqual({ amount: 30000, per: { key: 'activities.price.perUnit' } });
  });
});

describe('durations in words', () => {
  it('says minutes, hours, both, or days', () => {
    expect(durationWords(45)).toEqual({ key: 'activities.duration.minutes', values: { minutes: 45 } });
    expect(durationWords(120)).toEqual({ key: 'activities.duration.hours', values: { hours: 2 } });
    expect(durationWords(150)).toEqual({ key: 'activities.duration.hoursMinutes', values: { hours: 2, minutes: 30 } });
    expect(durationWords(2880)).toEqual({ key: 'activities.duration.days', values: { count: 2 } });
  });
});

describe('cancellation terms in plain words', () => {
  it('says free until, then nothing', () => {
    expect(cancellationWords({ kind: 'free', freeUntilHours: 24, tiers: [] }).map((line) => line.key)).toEqual(['activities.cancellation.freeUntil', 'activities.cancellation.noneAfter']);
  });

  it('lists partial refunds from the earliest', () => {
    expect(
      cancellationWords({
        kind: 'partial',
        freeUntilHours: null,
        tiers: [
          { hoursBefore: 24, refundPercent: 50 },
          { hoursBefore: 72, refundPercent: 100 },
        ],
      }),
    ).toEqual([
      { key: 'activities.cancellation.tier', values: { percent: 100, hours: 72 } },
      { key: 'activities.cancellation.tier', values: { percent: 50, hours: 24 } },
      { key: 'activities.cancellation.noneAfter', values: { hours: 24 } },
    ]);
  });

  it('says all sales are final', () => {
    expect(cancellationWords({ kind: 'all_sales_final', freeUntilHours: null, tiers: [] })).toEqual([{ key: 'activities.cancellation.final' }]);
  });
});
