/** One of `values`, or undefined for anything else a URL query holds (a value a list does not offer is dropped, not sent). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => ((values as readonly (string | null)[]).includes(value) ? (value as T) : undefined);

/** A whole number of at least 1 from a URL query, or `fallback`. */
export function positiveOr(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}
