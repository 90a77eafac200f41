/** The booking flow lives under `b-transfers` (the shell routes only spec §2's paths): the step is in the query. */
export const STEPS = ['search', 'results', 'passengers', 'review', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

export function stepPath(step: Step, params: Record<string, string> = {}): string {
  return `/b-transfers?${new URLSearchParams({ step, ...params }).toString()}`;
}
