import { combineSlices, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { UNUSED_QUERY_CACHE_SECONDS } from '@portal/contracts';

/** What a remote's calls need from its host; kept in a ref so prop updates reach the base query. */
export interface ServiceContext {
  serviceBaseUrl: string;
  /** The main server (gateway): a second API of a remote may call services behind it. */
  serverBaseUrl: string;
  onUnauthorized(): void;
}
export interface ServiceContextRef {
  current: ServiceContext;
}

interface ServiceThunkExtra {
  serviceContext: ServiceContextRef;
}

function isServiceThunkExtra(extra: unknown): extra is ServiceThunkExtra {
  return typeof extra === 'object' && extra !== null && 'serviceContext' in extra;
}

/**
 * Base query for a remote's service: base URL from the host's props, cookie session sent with
 * every call, and any 401 handed to the host (which clears the session).
 */
function baseQueryTo(base: ServiceBase): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return async (args, api, extraOptions) => {
    if (!isServiceThunkExtra(api.extra)) throw new Error('serviceBaseQuery needs a store made by createRemoteStore');
    const context = api.extra.serviceContext.current;
    const baseUrl = base === 'server' ? context.serverBaseUrl : context.serviceBaseUrl;
    const result = await fetchBaseQuery({ baseUrl, credentials: 'include' })(args, api, extraOptions);
    if (result.error?.status === 401) context.onUnauthorized();
    return result;
  };
}

export const serviceBaseQuery = baseQueryTo('service');

/** Which base URL an API calls: the remote's own service, or the main server (a service behind the gateway, e.g. activities in the ground-services remote). */
export type ServiceBase = 'service' | 'server';

/** An RTK Query API of a remote; features add endpoints with `injectEndpoints`. */
export function createServiceApi<ReducerPath extends string, TagType extends string = never>(reducerPath: ReducerPath, tagTypes: readonly TagType[] = [], base: ServiceBase = 'service') {
  return createApi({
    reducerPath,
    baseQuery: base === 'service' ? serviceBaseQuery : baseQueryTo(base),
    tagTypes,
    keepUnusedDataFor: UNUSED_QUERY_CACHE_SECONDS,
    endpoints: () => ({}),
  });
}

interface ServiceApiLike<ReducerPath extends string> {
  reducerPath: ReducerPath;
  reducer: Reducer;
  middleware: Middleware;
}

/** What a remote's store holds besides its service API. */
export interface RemoteStoreOptions {
  /** A second API (e.g. one behind the main server). */
  more?: ServiceApiLike<string>[];
  /** The remote's own slices (e.g. persisted drafts), by name. */
  slices?: Record<string, Reducer>;
  /** Actions carrying functions by design (redux-persist's), not checked for serializability. */
  ignoredActions?: string[];
}

/** A remote's own store: its service API, any second API and its own slices, plus slices it injects later. */
export function createRemoteStore<ReducerPath extends string>(
  api: ServiceApiLike<ReducerPath>,
  serviceContext: ServiceContextRef,
  { more = [], slices = {}, ignoredActions = [] }: RemoteStoreOptions = {},
) {
  const extra: ServiceThunkExtra = { serviceContext };
  return configureStore({
    reducer: combineSlices(api, ...more, slices),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra }, serializableCheck: { ignoredActions } }).concat(api.middleware, ...more.map((other) => other.middleware)),
  });
}
