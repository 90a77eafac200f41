import { listPagination } from './list-table';

describe('a list table pagination', () => {
  const options = { perPage: '/ page', totalText: (total: number) => `${total} bookings` };

  it('shows the URL page and size, the spec label and the total in words', () => {
    const pagination = listPagination({ page: 3, pageSize: 20 }, 75, options);
    expect(pagination).toMatchObject({ current: 3, pageSize: 20, total: 75, showSizeChanger: true, pageSizeOptions: [10, 20, 50], locale: { items_per_page: '/ page' } });
    expect((pagination.showTotal as (total: number, range: [number, number]) => string)(75, [41, 60])).toBe('75 bookings');
  });

  it('keeps the page when only the page changes, and starts again at page 1 on a new size', () => {
    const pages: unknown[] = [];
    const pagination = listPagination({ page: 3, pageSize: 20 }, 75, { ...options, onPage: (next) => pages.push(next) });
    pagination.onChange!(4, 20);
    pagination.onChange!(3, 50);
    expect(pages).toEqual([
      { page: 4, pageSize: 20 },
      { page: 1, pageSize: 50 },
    ]);
  });
});
