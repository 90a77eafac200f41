import { Skeleton, type TablePaginationConfig } from 'antd';
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

/** A list's page as its URL keeps it. */
export interface ListPage {
  page: number;
  pageSize: number;
}

export interface ListPaginationOptions {
  /** The sizes offered (the service's maximum at most). */
  sizes?: readonly number[];
  /** Spec §9's '/ page' label, translated (`common:pagination.perPage`). */
  perPage: string;
  /** The total in words ("12 bookings"). */
  totalText(total: number): string;
  /** A new page or size; a new size starts again at the first page. Absent when the table's own `onChange` reads it. */
  onPage?(next: ListPage): void;
}

/** An antd table's pagination as every list of the portal shows it: the URL's page and size, a size changer, the '/ page' label and the total. */
export function listPagination(current: ListPage, total: number, { sizes = [10, 20, 50], perPage, totalText, onPage }: ListPaginationOptions): TablePaginationConfig {
  return {
    current: current.page,
    pageSize: current.pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...sizes],
    locale: { items_per_page: perPage },
    showTotal: totalText,
    ...(onPage ? { onChange: (page: number, pageSize: number) => onPage({ page: pageSize === current.pageSize ? page : 1, pageSize }) } : {}),
  };
}
