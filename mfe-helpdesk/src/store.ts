import { createRemoteStore, createServiceApi, type ServiceContextRef } from '@portal/ui';

/** The helpdesk service's API; screens add their endpoints with `injectEndpoints`. */
export const helpdeskApi = createServiceApi('helpdeskApi');

export function createHelpdeskStore(serviceContext: ServiceContextRef) {
  return createRemoteStore(helpdeskApi, serviceContext);
}
