import { ACTIVITY_LIMITS, activityTravellerIssues, type ActivityIssue, type AgeBand, type AgeBandRule } from '@portal/contracts';

/** Travellers per age band, as the steppers hold them. */
export type BandCounts = Partial<Record<AgeBand, number>>;

/** One traveller as the form holds it: band fixed by the counts, age chosen within the band. */
export interface TravellerDraft {
  band: AgeBand;
  age?: number;
  firstName?: string;
  lastName?: string;
  answers?: Record<string, string | number | undefined>;
}

const total = (counts: BandCounts) => Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);

/** Each band at its least; one traveller in the first band when no band asks for any. */
export function initialCounts(bands: readonly AgeBandRule[]): BandCounts {
  const counts: BandCounts = Object.fromEntries(bands.map((band) => [band.band, band.minCount]));
  const first = bands[0];
  if (first && total(counts) === 0 && first.maxCount > 0) counts[first.band] = 1;
  return counts;
}

/** A band's stepper bounds: its own counts, and no more travellers than a booking takes. */
export function stepperBounds(bands: readonly AgeBandRule[], counts: BandCounts, band: AgeBand): { min: number; max: number } {
  const rule = bands.find((candidate) => candidate.band === band);
  if (!rule) return { min: 0, max: 0 };
  const own = counts[band] ?? 0;
  return { min: rule.minCount, max: Math.max(own, Math.min(rule.maxCount, own + ACTIVITY_LIMITS.maxTravellers - total(counts))) };
}

/** The counts against the product's bands (the same rule the service applies), ages left aside. */
export function countIssues(bands: readonly AgeBandRule[], counts: BandCounts): ActivityIssue[] {
  const travellers = bands.flatMap((band) => Array.from({ length: counts[band.band] ?? 0 }, () => ({ band: band.band, age: band.minAge })));
  return activityTravellerIssues(bands, travellers).filter((issue) => issue.field === 'travellers');
}

/** The travellers the counts make, in the bands' order, keeping what was typed for those already there. */
export function travellersOf(bands: readonly AgeBandRule[], counts: BandCounts, before: readonly TravellerDraft[] = []): TravellerDraft[] {
  return bands.flatMap((band) => {
    const kept = before.filter((traveller) => traveller.band === band.band);
    return Array.from({ length: counts[band.band] ?? 0 }, (_, index) => kept[index] ?? { band: band.band, age: band.minAge === band.maxAge ? band.minAge : undefined });
  });
}

/** The ages a band's picker offers, youngest first. */
export function agesOf(band: AgeBandRule | undefined): number[] {
  if (!band) return [];
  return Array.from({ length: band.maxAge - band.minAge + 1 }, (_, index) => band.minAge + index);
}

/** How many travellers the counts make. */
export const travellerCount = total;
