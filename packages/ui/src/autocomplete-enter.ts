/** What Enter does once the user typed in an autocomplete. */
export type EnterOutcome<T> = { kind: 'wait' } | { kind: 'pick'; item: T } | { kind: 'clear' };

/**
 * Enter after typing takes the first match of what was typed: it waits for the service's answer to
 * that very text, and clears the field when nothing matches (never keeps the previous choice).
 * `matches` is the answer for `answeredFor`, undefined while none is known.
 */
export function enterOutcome<T>(typed: string, answeredFor: string, matches: readonly T[] | undefined, minTyped: number): EnterOutcome<T> {
  const wanted = typed.trim();
  if (wanted.length < minTyped) return { kind: 'clear' };
  if (answeredFor !== wanted || matches === undefined) return { kind: 'wait' };
  const first = matches[0];
  return first === undefined ? { kind: 'clear' } : { kind: 'pick', item: first };
}
