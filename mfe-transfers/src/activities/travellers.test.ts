import type { AgeBandRule } from '@portal/contracts';
import { agesOf, countIssues, initialCounts, stepperBounds, travellerCount, travellersOf } from './travellers';

const bands: AgeBandRule[] = [
  { band: 'adult', minAge: 18, maxAge: 99, minCount: 1, maxCount: 10 },
  { band: 'child', minAge: 4, maxAge: 17, minCount: 0, maxCount: 4 },
  { band: 'infant', minAge: 0, maxAge: 3, minCount: 0, maxCount: 2 },
];

describe('travellers per age band', () => {
  it('starts each band at its least, one traveller when none is asked', () => {
    expect(initialCounts(bands)).toEqual({ adult: 1, child: 0, infant: 0 });
    expect(initialCounts([{ band: 'youth', minAge: 12, maxAge: 25, minCount: 0, maxCount: 6 }])).toEqual({ youth: 1 });
  });

  it('bounds a stepper by its band and by the 15 travellers of a booking', () => {
    expect(stepperBounds(bands, { adult: 2, child: 1 }, 'child')).toEqual({ min: 0, max: 4 });
    expect(stepperBounds(bands, { adult: 10, child: 4 }, 'infant')).toEqual({ min: 0, max: 1 });
    expect(stepperBounds(bands, { adult: 1 }, 'senior')).toEqual({ min: 0, max: 0 });
  });

  it('names the counts the service would refuse, with its reasons', () => {
    expect(countIssues(bands, { adult: 2, child: 1 })).toEqual([]);
    expect(countIssues(bands, { adult: 0, child: 2 }).map((issue) => issue.reason)).toEqual(['too_few_adult']);
    expect(countIssues(bands, { adult: 1, infant: 3 }).map((issue) => issue.reason)).toEqual(['too_many_infant']);
    expect(countIssues(bands, {}).map((issue) => issue.reason)).toEqual(['required']);
  });

  it('makes the travellers in band order, keeping what was typed', () => {
    const before = [
      { band: 'child' as const, age: 7, firstName: 'Léa' },
      { band: 'adult' as const, age: 40, firstName: 'Ana' },
    ];
    expect(travellersOf(bands, { adult: 2, child: 1 }, before)).toEqual([
      { band: 'adult', age: 40, firstName: 'Ana' },
      { band: 'adult', age: undefined },
      { band: 'child', age: 7, firstName: 'Léa' },
    ]);
    expect(travellerCount({ adult: 2, child: 1 })).toBe(3);
  });

  it('offers the ages of a band', () => {
    expect(agesOf(bands[2])).toEqual([0, 1, 2, 3]);
    expect(agesOf(undefined)).toEqual([]);
  });
});
