// Activities' plain constants and rules without zod: the remote's screens use them without shipping the schemas' library; activities.ts builds its schemas on them.
import { LIMITS, REASONS } from './limits';

export const ACTIVITY_CATEGORIES = ['tour', 'ticket', 'excursion'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** `instant_then_on_request`: instant while enough places remain and the start is far enough, on request after that. */
export const CONFIRMATION_TYPES = ['instant', 'on_request', 'instant_then_on_request'] as const;
export type ConfirmationType = (typeof CONFIRMATION_TYPES)[number];
/** How one priced offer is confirmed: the product's `instant_then_on_request` resolves to one of these at the check. */
export const OFFER_CONFIRMATIONS = ['instant', 'on_request'] as const;
export type OfferConfirmation = (typeof OFFER_CONFIRMATIONS)[number];

/** Age bands a product may define (each with its own ages and counts). */
export const AGE_BANDS = ['adult', 'child', 'infant', 'youth', 'senior'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** `per_person`: a price per traveller by age band; `per_unit`: one price per unit (a boat, a car) for up to its capacity. */
export const PRICING_MODES = ['per_person', 'per_unit'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

export const ACTIVITY_SORTS = ['price_asc', 'price_desc', 'rating_desc', 'duration_asc', 'duration_desc', 'title_asc'] as const;
export type ActivitySort = (typeof ACTIVITY_SORTS)[number];

/** Booking questions: asked once per traveller or once for the booking. */
export const QUESTION_SCOPES = ['traveller', 'booking'] as const;
export type QuestionScope = (typeof QUESTION_SCOPES)[number];
export const QUESTION_KINDS = ['text', 'number', 'choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** The unit a number answer is given in (shown beside the field). */
export const QUESTION_UNITS = ['kg', 'cm', 'years'] as const;
export type QuestionUnit = (typeof QUESTION_UNITS)[number];

/** `all_sales_final`: nothing back once booked; `partial`: refund percentages by hours before the start; `free`: all back until N hours before. */
export const CANCELLATION_KINDS = ['free', 'partial', 'all_sales_final'] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export const ACTIVITY_PAYMENTS = ['balance', 'agency'] as const;
export type ActivityPayment = (typeof ACTIVITY_PAYMENTS)[number];

export const ACTIVITY_LIMITS = {
  /** Travellers in one booking. */
  maxTravellers: 15,
  maxAge: 99,
  /** Days a search or an availability calendar spans. */
  maxSearchDays: 31,
  /** A text answer's length. */
  answerMax: 100,
  /** An on-request booking waits this long at most for the supplier's answer (or until the cut-off when sooner). */
  onRequestMaxHours: 72,
  clientReferenceMax: LIMITS.mediumText,
} as const;

/** `city:<id>`, as the destination autocomplete answers it. */
export const ACTIVITY_DESTINATION_PATTERN = /^city:[\w-]{1,64}$/;
/** Start times, local to the product: `HH:mm`. */
export const START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

// ---------------------------------------------------------------- travellers and booking questions

/** An age band as a product defines it: ages inclusive, counts per booking. */
export interface AgeBandRule {
  band: AgeBand;
  minAge: number;
  maxAge: number;
  minCount: number;
  maxCount: number;
}

/** A booking question as a product defines it (what the form renders and the service checks). */
export interface QuestionRule {
  id: string;
  scope: QuestionScope;
  kind: QuestionKind;
  required: boolean;
  unit?: QuestionUnit | null;
  /** Number answers' bounds. */
  min?: number | null;
  max?: number | null;
  /** Choice answers' allowed ids. */
  choices?: readonly { id: string }[] | null;
}

/** Answers by question id; numbers as decimal strings (what a form field holds). */
export type Answers = Readonly<Record<string, string>>;

export interface TravellerAnswers {
  answers?: Answers;
}

export interface ActivityIssue {
  field: string;
  reason: string;
}

/** Answers that break no rule of the product's questions; the issues' fields are the booking request's paths (`answers.<id>`, `travellers.<i>.answers.<id>`). */
export function validateAnswers(questions: readonly QuestionRule[], travellers: readonly TravellerAnswers[], answers: Answers): ActivityIssue[] {
  const issues: ActivityIssue[] = [];
  const check = (scope: QuestionScope, given: Answers, prefix: string) => {
    const asked = questions.filter((q) => q.scope === scope);
    for (const q of asked) {
      const reason = answerIssue(q, given[q.id]);
      if (reason) issues.push({ field: `${prefix}.${q.id}`, reason });
    }
    for (const id of Object.keys(given)) if (!asked.some((q) => q.id === id)) issues.push({ field: `${prefix}.${id}`, reason: 'unknown_question' });
  };
  check('booking', answers, 'answers');
  travellers.forEach((t, i) => check('traveller', t.answers ?? {}, `travellers.${i}.answers`));
  return issues;
}

/** One answer against its question; null when it passes. */
export function answerIssue(question: QuestionRule, value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (!text) return question.required ? REASONS.required : null;
  if (text.length > ACTIVITY_LIMITS.answerMax) return REASONS.tooLong;
  if (question.kind === 'number') {
    if (!/^\d+(\.\d+)?$/.test(text)) return 'invalid_number';
    const n = Number(text);
    if ((question.min != null && n < question.min) || (question.max != null && n > question.max)) return 'out_of_range';
  }
  if (question.kind === 'choice' && !(question.choices ?? []).some((c) => c.id === text)) return REASONS.invalidChoice;
  return null;
}

/** Travellers against the product's age bands (spec §5: within each band's ages and counts); the issues' fields are the booking request's paths. */
export function activityTravellerIssues(bands: readonly AgeBandRule[], travellers: readonly { band: string; age: number }[]): ActivityIssue[] {
  const issues: ActivityIssue[] = [];
  if (travellers.length === 0) return [{ field: 'travellers', reason: REASONS.required }];
  if (travellers.length > ACTIVITY_LIMITS.maxTravellers) issues.push({ field: 'travellers', reason: 'too_many_travellers' });
  travellers.forEach((t, i) => {
    const band = bands.find((b) => b.band === t.band);
    if (!band) issues.push({ field: `travellers.${i}.band`, reason: 'band_not_offered' });
    else if (t.age < band.minAge || t.age > band.maxAge) issues.push({ field: `travellers.${i}.age`, reason: 'age_outside_band' });
  });
  for (const band of bands) {
    const count = travellers.filter((t) => t.band === band.band).length;
    if (count < band.minCount) issues.push({ field: 'travellers', reason: `too_few_${band.band}` });
    if (count > band.maxCount) issues.push({ field: 'travellers', reason: `too_many_${band.band}` });
  }
  return issues;
}

// ---------------------------------------------------------------- cancellation

/** A product's cancellation terms as the supplier states them (hours before the start, in the product's time zone). */
export interface CancellationRule {
  kind: CancellationKind;
  /** `free`: everything back until this many hours before the start; null otherwise. */
  freeUntilHours: number | null;
  /** `partial`: from the most hours before to the fewest, the percentage refunded until then. */
  tiers: readonly { hoursBefore: number; refundPercent: number }[];
}

/** The percentage refunded when cancelling this many hours before the start (0 once started or when all sales are final). */
export function refundPercent(rule: CancellationRule, hoursBefore: number): number {
  if (hoursBefore <= 0 || rule.kind === 'all_sales_final') return 0;
  if (rule.kind === 'free') return rule.freeUntilHours != null && hoursBefore >= rule.freeUntilHours ? 100 : 0;
  const tier = [...rule.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore).find((t) => hoursBefore >= t.hoursBefore);
  return tier?.refundPercent ?? 0;
}

/** Whole days between two `YYYY-MM-DD` days. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Spec §5 on a search's dates: `to` on or after `from`, at most `maxSearchDays`; null when they pass. */
export function activityDatesIssue(from: string, to: string): 'to_before_from' | 'range_too_long' | null {
  if (to < from) return 'to_before_from';
  return daysBetween(from, to) + 1 > ACTIVITY_LIMITS.maxSearchDays ? 'range_too_long' : null;
}
