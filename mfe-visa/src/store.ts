import { createRemoteStore, createServiceApi, type ServiceContextRef } from '@portal/ui';

/** The visa service's API; screens add their endpoints with `injectEndpoints`. */
export const visaApi = createServiceApi('visaApi');

export function createVisaStore(serviceContext: ServiceContextRef) {
  return createRemoteStore(visaApi, serviceContext);
}
