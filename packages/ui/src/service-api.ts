import { combineSlices, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { UNUSED_QUERY_CACHE_SECONDS } from '@portal/contracts';

/** What a remote's calls need from its host; kept in a ref so prop updates reach the base query. */
export interface ServiceContext {
  serviceBaseUrl: string;
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
export const serviceBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  if (!isServiceThunkExtra(api.extra)) throw new Error('serviceBaseQuery needs a store made by createRemoteStore');
  const context = api.extra.serviceContext.current;
  const result = await fetchBaseQuery({ baseUrl: context.serviceBaseUrl, credentials: 'include' })(args, api, extraOptions);
  if (result.error?.status === 401) context.onUnauthorized();
  return result;
};

/** The one RTK Query API of a remote; features add endpoints with `injectEndpoints`. */
export function createServiceApi<ReducerPath extends string, TagType extends string = never>(reducerPath: ReducerPath, tagTypes: readonly TagType[] = []) {
  return createApi({
    reducerPath,
    baseQuery: serviceBaseQuery,
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

/** A remote's own store: its service API plus slices it injects later. */
export function createRemoteStore<ReducerPath extends string>(api: ServiceApiLike<ReducerPath>, serviceContext: ServiceContextRef) {
  const extra: ServiceThunkExtra = { serviceContext };
  return configureStore({
    reducer: combineSlices(api),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}
