/** What a list screen shows: its failure, a skeleton while rows are on their way, its empty text, or its rows. */
export type ListState = 'failure' | 'loading' | 'empty' | 'rows';

/** The part of an RTK Query hook's answer a list reads. */
export interface ListAnswer {
  data?: unknown;
  error?: unknown;
  isFetching: boolean;
}

/**
 * The empty text only once an answer says there is nothing: before the first answer, or while a
 * new one is on its way with no row to show, it would mislead (issue 17: a skeleton instead).
 */
export function listState(answer: ListAnswer, rowCount: number): ListState {
  if (answer.error !== undefined && !answer.isFetching) return 'failure';
  if (rowCount > 0) return 'rows';
  if (answer.data === undefined || answer.isFetching) return 'loading';
  return 'empty';
}
