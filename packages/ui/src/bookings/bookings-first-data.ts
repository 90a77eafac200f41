import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { timeZoneOf } from '../host-context';
import type { FirstData } from '../remote-app';
import { bookingsQueryOf, filtersFromSearch, type BookingsQuery } from './bookings-filters';
import { STEP_PARAM } from './WizardSteps';

/** A product's bookings list query as RTK Query builds it (`api.endpoints.flightBookings`). */
export interface BookingsListEndpoint {
  initiate(query: BookingsQuery, options: { subscribe: false }): unknown;
}

/** The address names a step of the booking flow (`?step=`): the page shows that step, not the list. */
const showsFlowStep = (search: string) => new URLSearchParams(search).has(STEP_PARAM);

/**
 * A product bookings page's `firstData`: the list's query, for the filters in the address and the
 * user's time zone exactly as `BookingsTable` builds it, started without a subscription (the list
 * subscribes to the same cache entry when it draws). None while the address shows a flow step.
 */
export function bookingsListFirstData(endpoint: BookingsListEndpoint): FirstData {
  return (store, { search, user }) => {
    if (showsFlowStep(search)) return undefined;
    const query = bookingsQueryOf(filtersFromSearch(search), timeZoneOf(user?.utcOffsetTime));
    const dispatch = store.dispatch as ThunkDispatch<unknown, unknown, UnknownAction>;
    return dispatch(endpoint.initiate(query, { subscribe: false }) as Parameters<typeof dispatch>[0]) as PromiseLike<unknown>;
  };
}
