import { activitySearchRequest } from './activities';
import { activityDatesIssue, refundPercent, activityTravellerIssues, validateAnswers, type AgeBandRule, type QuestionRule } from './activity-rules';

const questions: QuestionRule[] = [
  { id: 'weight', scope: 'traveller', kind: 'number', required: true, unit: 'kg', min: 20, max: 130 },
  { id: 'diet', scope: 'traveller', kind: 'text', required: false },
  { id: 'pickup', scope: 'booking', kind: 'choice', required: true, choices: [{ id: 'hotel' }, { id: 'port' }] },
];

describe('validateAnswers', () => {
  it('passes complete answers within bounds', () => {
    expect(validateAnswers(questions, [{ answers: { weight: '72.5' } }, { answers: { weight: '30', diet: 'vegan' } }], { pickup: 'port' })).toEqual([]);
  });

  it('names the request path of every missing, malformed or unknown answer', () => {
    const issues = validateAnswers(questions, [{ answers: {} }, { answers: { weight: 'heavy', pickup: 'hotel' } }, { answers: { weight: '150' } }], { pickup: 'boat', extra: 'x' });
    expect(issues).toEqual([
      { field: 'answers.pickup', reason: 'invalid_choice' },
      { field: 'answers.extra', reason: 'unknown_question' },
      { field: 'travellers.0.answers.weight', reason: 'required' },
      { field: 'travellers.1.answers.weight', reason: 'invalid_number' },
      { field: 'travellers.1.answers.pickup', reason: 'unknown_question' },
      { field: 'travellers.2.answers.weight', reason: 'out_of_range' },
    ]);
  });

  it('treats blank answers as missing and refuses over-long text', () => {
    expect(validateAnswers(questions, [{ answers: { weight: '70', diet: ' ' } }], { pickup: '  ' })).toEqual([{ field: 'answers.pickup', reason: 'required' }]);
    expect(validateAnswers(questions, [{ answers: { weight: '70', diet: 'x'.repeat(101) } }], { pickup: 'hotel' })).toEqual([{ field: 'travellers.0.answers.diet', reason: 'too_long' }]);
  });
});

describe('activityTravellerIssues', () => {
  const bands: AgeBandRule[] = [
    { band: 'adult', minAge: 18, maxAge: 99, minCount: 1, maxCount: 4 },
    { band: 'child', minAge: 4, maxAge: 17, minCount: 0, maxCount: 2 },
  ];

  it('wants each traveller in an offered band, within its ages and counts', () => {
    expect(
      activityTravellerIssues(bands, [
        { band: 'adult', age: 40 },
        { band: 'child', age: 8 },
      ]),
    ).toEqual([]);
    expect(
      activityTravellerIssues(bands, [
        { band: 'child', age: 3 },
        { band: 'infant', age: 1 },
      ]),
    ).toEqual([
      { field: 'travellers.0.age', reason: 'age_outside_band' },
      { field: 'travellers.1.band', reason: 'band_not_offered' },
      { field: 'travellers', reason: 'too_few_adult' },
    ]);
    expect(activityTravellerIssues(bands, [])).toEqual([{ field: 'travellers', reason: 'required' }]);
  });
});

describe('cancellation rules', () => {
  it('refunds all until the free limit, by tier when partial, nothing when all sales are final', () => {
    expect(refundPercent({ kind: 'free', freeUntilHours: 24, tiers: [] }, 30)).toBe(100);
    expect(refundPercent({ kind: 'free', freeUntilHours: 24, tiers: [] }, 23)).toBe(0);
    const partial = {
      kind: 'partial' as const,
      freeUntilHours: null,
      tiers: [
        { hoursBefore: 24, refundPercent: 50 },
        { hoursBefore: 72, refundPercent: 80 },
      ],
    };
    expect(refundPercent(partial, 100)).toBe(80);
    expect(refundPercent(partial, 48)).toBe(50);
    expect(refundPercent(partial, 2)).toBe(0);
    expect(refundPercent({ kind: 'all_sales_final', freeUntilHours: null, tiers: [] }, 500)).toBe(0);
  });
});

describe('search dates', () => {
  it('wants to on or after from, at most 31 days, as the search schema answers', () => {
    expect(activityDatesIssue('2026-12-10', '2026-12-10')).toBeNull();
    expect(activityDatesIssue('2026-12-10', '2027-01-09')).toBeNull();
    expect(activityDatesIssue('2026-12-10', '2027-01-10')).toBe('range_too_long');
    const parsed = activitySearchRequest.safeParse({ destination: 'city:paris', from: '2026-12-10', to: '2026-12-09' });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['to', 'to_before_from']]);
  });
});
