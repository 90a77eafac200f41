/** The booking flow lives under `b-flights` (the shell routes only spec §2's paths): the step is in the query. */
export const STEPS = ['search', 'results', 'travellers', 'review', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

export function stepPath(step: Step, params: Record<string, string> = {}): string {
  return `/b-flights?${new URLSearchParams({ step, ...params }).toString()}`;
}
