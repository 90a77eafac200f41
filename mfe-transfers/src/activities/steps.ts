/** The activity booking flow lives under `b-activities` (the shell routes only spec §2's paths): the step is in the query. */
export const STEPS = ['search', 'product', 'travellers', 'review', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

export function stepPath(step: Step, params: Record<string, string> = {}): string {
  return `/b-activities?${new URLSearchParams({ step, ...params }).toString()}`;
}

/** One activity booking's summary, or the list (with its filters) without an id. */
export const summaryPath = (id?: string) => (id ? `/b-activities/summary?id=${encodeURIComponent(id)}` : '/b-activities/summary');
