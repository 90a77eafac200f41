import { createRemoteStore, createServiceApi, type ServiceContextRef } from '@portal/ui';

/** The flights service's API; screens add their endpoints with `injectEndpoints`. */
export const flightsApi = createServiceApi('flightsApi');

export function createFlightsStore(serviceContext: ServiceContextRef) {
  return createRemoteStore(flightsApi, serviceContext);
}
