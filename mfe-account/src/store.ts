import { createRemoteStore, createServiceApi, type ServiceContextRef } from '@portal/ui';

/** What cached answers are tagged with, so a change refetches the screens that show it. */
const TAGS = ['Me', 'Company', 'Users', 'Markups', 'Wallet', 'TopUps', 'Alerts', 'Reports', 'Agencies', 'OperatorTopUps', 'Emails', 'ApiKeys'] as const;

/** The main server's API (identity, account, notifications); screens add their endpoints with `injectEndpoints`. */
export const accountApi = createServiceApi('accountApi', TAGS);

export function createAccountStore(serviceContext: ServiceContextRef) {
  return createRemoteStore(accountApi, serviceContext);
}
