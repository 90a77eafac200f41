import { createRemoteStore, createServiceApi, type ServiceContextRef } from '@portal/ui';

/** The hotels service's API; screens add their endpoints with `injectEndpoints`. */
export const hotelsApi = createServiceApi('hotelsApi');

export function createHotelsStore(serviceContext: ServiceContextRef) {
  return createRemoteStore(hotelsApi, serviceContext);
}
