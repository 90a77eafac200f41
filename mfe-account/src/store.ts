import { createRemoteStore, createServiceApi, type ServiceContextRef } from '@portal/ui';

/** The account service's API; screens add their endpoints with `injectEndpoints`. */
export const accountApi = createServiceApi('accountApi');

export function createAccountStore(serviceContext: ServiceContextRef) {
  return createRemoteStore(accountApi, serviceContext);
}
