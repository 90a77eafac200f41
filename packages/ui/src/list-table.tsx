import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { listState, type ListAnswer } from './list-state';

export interface ListTableProps {
  loading: boolean;
  locale: { emptyText: ReactNode };
}

/** A skeleton row block, what a list shows while its rows are on their way. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return <Skeleton active title={false} paragraph={{ rows }} />;
}

/**
 * An antd table's `loading` and `locale` from its query's answer: a skeleton in place of the empty
 * text until an answer says there is nothing, the spinner only over rows being refreshed, and no
 * empty text under a load failure (shown beside the table).
 */
export function listTableProps(answer: ListAnswer, rowCount: number, emptyText: ReactNode): ListTableProps {
  const state = listState(answer, rowCount);
  const shown = { failure: <span />, loading: <ListSkeleton />, empty: emptyText, rows: emptyText }[state];
  return { loading: state === 'rows' && answer.isFetching, locale: { emptyText: shown } };
}
