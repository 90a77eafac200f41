import type { TablePaginationConfig } from 'antd';
import { useTranslation } from 'react-i18next';

export const DEFAULT_PAGE_SIZE = 20;
const PAGE_SIZES = [10, 20, 50, 100];

/** Server-side pagination of a list: the spec's '/ page' label, page sizes and the range shown. */
export function usePagination(page: number, pageSize: number, total: number | undefined, onChange: (page: number, pageSize: number) => void): TablePaginationConfig {
  const { t } = useTranslation();
  return {
    current: page,
    pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    locale: { items_per_page: t('common:pagination.perPage') },
    showTotal: (count, [first, last]) => t('table.range', { first, last, count }),
    onChange,
    hideOnSinglePage: false,
  };
}
