import { Empty, Skeleton, Table, type TablePaginationConfig, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailure } from './feedback';
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

/** A list query's answer: a page of rows and their total. */
export interface PagedAnswer<T> extends ListAnswer {
  data?: { items: T[]; total: number };
  refetch(): unknown;
}

export interface PagedListProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading' | 'locale'> {
  answer: PagedAnswer<T>;
  /** The URL's (or the screen's) page and size. */
  page: ListPage;
  paging: ListPaginationOptions;
  /** Said when the answer has no row. */
  emptyText: ReactNode;
  /** Said above the reason when the list could not load. */
  failureTitle: string;
}

/** One page of a list as every list screen shows it: its failure with a retry, a skeleton until rows come, the table with its empty text and pagination. */
export function PagedList<T extends object>({ answer, page, paging, emptyText, failureTitle, ...table }: PagedListProps<T>) {
  const rows = answer.data?.items ?? [];
  const state = listState(answer, rows.length);
  if (state === 'failure') return <LoadFailure title={failureTitle} error={answer.error} onRetry={() => void answer.refetch()} />;
  if (!answer.data) return <ListSkeleton rows={8} />;
  return (
    <Table<T>
      size="middle"
      {...table}
      dataSource={rows}
      {...listTableProps(answer, rows.length, <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />)}
      pagination={listPagination(page, answer.data.total, paging)}
    />
  );
}
