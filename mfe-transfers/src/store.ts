import { createRemoteStore, createServiceApi, type ServiceContextRef } from '@portal/ui';
import { activitiesApi } from './activities/api';

/** The transfers service's API; screens add their endpoints with `injectEndpoints`. */
export const transfersApi = createServiceApi('transfersApi');

export function createTransfersStore(serviceContext: ServiceContextRef) {
  return createRemoteStore(transfersApi, serviceContext, { more: [activitiesApi] });
}
