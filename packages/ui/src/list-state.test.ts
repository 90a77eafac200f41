import { listState } from './list-state';

const page = (count: number) => ({ items: Array.from({ length: count }, (_, index) => ({ id: String(index) })), total: count });

describe('listState', () => {
  it('shows a skeleton, not the empty text, before the first answer', () => {
    expect(listState({ isFetching: true }, 0)).toBe('loading');
    expect(listState({ isFetching: false }, 0)).toBe('loading');
  });

  it('shows a skeleton while a new answer is on its way and no row is shown', () => {
    expect(listState({ data: page(0), isFetching: true }, 0)).toBe('loading');
  });

  it('shows the empty text only once an answer says there is nothing', () => {
    expect(listState({ data: page(0), isFetching: false }, 0)).toBe('empty');
  });

  it('keeps the rows shown while they refresh', () => {
    expect(listState({ data: page(3), isFetching: true }, 3)).toBe('rows');
    expect(listState({ data: page(3), isFetching: false }, 3)).toBe('rows');
  });

  it('shows the failure once the request has settled on an error', () => {
    expect(listState({ error: { status: 500 }, isFetching: false }, 0)).toBe('failure');
    expect(listState({ error: { status: 500 }, isFetching: true }, 0)).toBe('loading');
  });
});
