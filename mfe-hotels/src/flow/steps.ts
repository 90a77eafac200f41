/** The booking flow lives under `b-hotels` (the shell routes only spec §2's paths): the step is in the query. */
export const STEPS = ['search', 'results', 'hotel', 'guests', 'review', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

export function stepPath(step: Step, params: Record<string, string> = {}): string {
  return `/b-hotels?${new URLSearchParams({ step, ...params }).toString()}`;
}
