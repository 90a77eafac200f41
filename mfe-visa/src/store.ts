import { createRemoteStore, createServiceApi, type ServiceContextRef } from '@portal/ui';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { persistedDrafts } from './drafts/drafts';

/** What cached answers are tagged with, so a change refetches the screens that show it. */
const TAGS = ['VisaRequest', 'VisaRequests', 'VisaDesk', 'GroupQuote', 'GroupQuotes', 'HotelVisa', 'HotelVisas'] as const;

/** The visa service, behind the main server (`/visa/...`); screens add their endpoints with `injectEndpoints`. */
export const visaApi = createServiceApi('visaApi', TAGS);

/** The visa remote's store: its service API and the persisted drafts (spec §3's client store), rehydrated as the store starts. */
export function createVisaStore(serviceContext: ServiceContextRef) {
  const store = createRemoteStore(visaApi, serviceContext, { slices: { drafts: persistedDrafts }, ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] });
  persistStore(store);
  return store;
}

export type VisaState = ReturnType<ReturnType<typeof createVisaStore>['getState']>;
