import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import type { UserData } from '@portal/contracts';
import { bookingsQueryOf, filtersFromSearch, type BookingsQuery } from './bookings-filters';
import { bookingsListFirstData } from './bookings-first-data';

interface Page {
  items: { id: string }[];
  total: number;
}

const cleanups: (() => void)[] = [];
// An entry nobody subscribes to is dropped after a while: the reset clears that timer too.
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

/** A bookings API whose service answers one booking and notes what it was asked. */
function listApi() {
  const asked: BookingsQuery[] = [];
  const api = createApi({
    reducerPath: 'bookingsApi',
    baseQuery: async (query: BookingsQuery) => {
      asked.push(query);
      return { data: { items: [{ id: 'b-1' }], total: 1 } satisfies Page };
    },
    endpoints: (build) => ({ bookings: build.query<Page, BookingsQuery>({ query: (query) => query }) }),
  });
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
  cleanups.push(() => store.dispatch(api.util.resetApiState()));
  return { api, store, asked };
}

const user = { utcOffsetTime: '(UTC+01:00) Europe/Paris' } as UserData;

describe("a product bookings page's first data", () => {
  it("asks for the list that the address's filters and the user's time zone describe, into the cache entry the list reads", async () => {
    const { api, store, asked } = listApi();
    const search = '?status=cancelled&dates=last7Days&page=2&pageSize=20';
    await bookingsListFirstData(api.endpoints.bookings)(store, { search, user });
    // What BookingsTable asks for on this address for this user.
    const query = bookingsQueryOf(filtersFromSearch(search), 'Europe/Paris');
    expect(asked).toEqual([query]);
    expect(api.endpoints.bookings.select(query)(store.getState()).data).toEqual({ items: [{ id: 'b-1' }], total: 1 });
  });

  it('asks for the first page of everything on the bare address, in UTC without a user', async () => {
    const { api, store, asked } = listApi();
    await bookingsListFirstData(api.endpoints.bookings)(store, { search: '', user: null });
    expect(asked).toEqual([bookingsQueryOf(filtersFromSearch(''), 'UTC')]);
  });

  it('asks nothing while the address shows a step of the booking flow', () => {
    const { api, store, asked } = listApi();
    expect(bookingsListFirstData(api.endpoints.bookings)(store, { search: '?step=search', user })).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
